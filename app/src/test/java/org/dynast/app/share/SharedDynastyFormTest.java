package org.dynast.app.share;

import static org.assertj.core.api.Assertions.assertThat;

import org.dynast.model.store.ServerAddress;
import org.junit.jupiter.api.Test;

/** The Open Shared Dynasty… and Share This Dynasty… form, without a window (issue 36). */
class SharedDynastyFormTest {

    @Test
    void whatIsWrongIsSaidAsItIsTypedAndNothingIsAnsweredUntilItCanBeConnectedTo() {
        SharedDynastyForm form = new SharedDynastyForm(SharedDynastyForm.Purpose.OPEN, null, true);
        assertThat(form.problemProperty().get()).as("nothing typed: nothing said, nothing to connect to").isBlank()
                .isNotEmpty();
        assertThat(form.answer()).isEmpty();
        form.serverProperty().set("db.example.org:54x");
        form.databaseProperty().set("thog");
        form.loginProperty().set("ferrous");
        assertThat(form.problemProperty().get()).contains("the port '54x' is not a number");
        assertThat(form.answer()).isEmpty();
        form.serverProperty().set("db.example.org:5433");
        assertThat(form.problemProperty().get()).isEmpty();
        form.passwordProperty().set("hunter2");
        form.rememberProperty().set(true);
        SharedDynastyForm.Answer answer = form.answer().orElseThrow();
        assertThat(answer.address()).isEqualTo(ServerAddress.of("db.example.org:5433", "thog", "ferrous"));
        assertThat(answer.password()).isEqualTo("hunter2");
        assertThat(answer.remember()).isTrue();
        assertThat(answer.toString()).as("the password is never printed").doesNotContain("hunter2");
    }

    @Test
    void withoutAKeyringThePasswordIsNeverKeptWhateverIsTicked() {
        SharedDynastyForm form = new SharedDynastyForm(SharedDynastyForm.Purpose.SHARE, "The Dead City", false);
        form.fill(ServerAddress.of("localhost", "city", "ferrous"));
        form.rememberProperty().set(true);
        assertThat(form.answer().orElseThrow().remember()).isFalse();
        assertThat(form.serverProperty().get()).isEqualTo("localhost");
        assertThat(form.dynastyName()).isEqualTo("The Dead City");
    }

    @Test
    void aFailedConnectionIsShownWithEverythingTypedKept() {
        SharedDynastyForm form = new SharedDynastyForm(SharedDynastyForm.Purpose.OPEN, null, false);
        form.fill(ServerAddress.of("localhost", "city", "ferrous"));
        form.passwordProperty().set("typed");
        form.failed("The server refused the login (FATAL: password authentication failed).");
        assertThat(form.failureProperty().get()).contains("refused the login");
        assertThat(form.passwordProperty().get()).isEqualTo("typed");
        assertThat(form.answer()).isPresent();
    }
}
