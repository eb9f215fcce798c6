package org.dynast.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.dynast.model.explain.Citation;
import org.dynast.model.explain.Explanation;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * No dialog's header repeats its title: "Run a bout" over "Run a bout", "Why?" over "Why: Quorum" said it twice.
 */
@ExtendWith(ApplicationExtension.class)
class DialogHeadersUiTest {

    private final Messages messages = Messages.load(DynastyModules.installed());
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new StackPane(), 800, 600));
        stage.show();
    }

    @Test
    void aHeaderThatOnlyRepeatsItsTitleIsLeftOut() {
        assertThat(DialogHeaders.of("Run a bout", "Run a bout")).isNull();
        assertThat(DialogHeaders.of("Import wiki tables", "Import Wiki Tables\u2026")).isNull();
        assertThat(DialogHeaders.of("Delete Dynasty", "Delete The Court?")).isEqualTo("Delete The Court?");
        assertThat(DialogHeaders.of("Walkthroughs", " ")).isNull();
    }

    @Test
    void runABoutIsTitledOnce(FxRobot robot) throws TimeoutException {
        FxDialogService dialogs = new FxDialogService(() -> stage, messages);
        Platform.runLater(() -> dialogs.askMatchup(messages.get("arena.run.title"), List.of("Ada", "Bix"),
                messages.get("arena.run.seed"), "1"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#matchupDialog").tryQuery().isPresent());
        DialogPane pane = robot.lookup("#matchupDialog").queryAs(DialogPane.class);
        assertThat(((Stage) pane.getScene().getWindow()).getTitle()).isEqualTo("Run a bout");
        assertThat(pane.getHeaderText()).isNull();
        assertThat(robot.lookup("#matchupDialog .header-panel").tryQuery()).isEmpty();
        robot.interact(() -> ((Button) pane.lookupButton(ButtonType.CANCEL)).fire());
    }

    @Test
    void whyIsTitledByItsFigureAlone(FxRobot robot) {
        Explanation quorum = new Explanation("Quorum", "4", List.of("7 active Operators: 7 \u00f7 2 = 3, plus 1"),
                new Citation("Quorum", "Quorum is half the number of Operators, rounded down, plus one.", true));
        Alert[] shown = new Alert[1];
        robot.interact(() -> shown[0] = ExplanationDialog.show(quorum, stage, messages));
        DialogPane pane = shown[0].getDialogPane();
        assertThat(shown[0].getTitle()).isEqualTo("Why: Quorum");
        assertThat(pane.getHeaderText()).isNull();
        robot.interact(shown[0]::close);
    }
}
