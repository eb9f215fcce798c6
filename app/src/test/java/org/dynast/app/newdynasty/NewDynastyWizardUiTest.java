package org.dynast.app.newdynasty;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.Demos;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Drives the real New Dynasty wizard from the real main window (headless Monocle): File › New Dynasty by its
 * accelerator, Ruleset 217 picked, Enter for Next and for Finish, Esc for Cancel.
 */
@ExtendWith(ApplicationExtension.class)
class NewDynastyWizardUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private Console console;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("wizard-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        console = new Console(stage, store, demo, clock, executor, new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())),
                path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        WaitForAsyncUtils.waitForFxEvents();
        executor.close();
        store.close();
    }

    @Test
    void picksRuleset217AndFoundsTheDynastyWithItsTermsProfileAndRuleset(FxRobot robot) throws TimeoutException {
        open(robot);
        assertThat(text(robot, "#stepLabel")).isEqualTo("Step 1 of 2 \u2014 The ruleset");
        assertThat(button(robot, "#newDynastyBack").isDisabled()).isTrue();
        assertThat(button(robot, "#newDynastyFinish").isDisabled()).isTrue();

        robot.clickOn("Ruleset 217 \u2014 Districts \u00b7 District/Districts, City");
        robot.type(KeyCode.ENTER); // Next
        await(() -> text(robot, "#stepLabel").equals("Step 2 of 2 \u2014 The dynasty"));
        assertThat(field(robot, "#playerField").getText()).isEqualTo("District");
        assertThat(field(robot, "#playersField").getText()).isEqualTo("Districts");
        assertThat(field(robot, "#emperorField").getText()).isEqualTo("City");
        assertThat(field(robot, "#numberField").getText()).isEqualTo("217");
        assertThat(text(robot, "#profileNoteLabel")).isEqualTo("The profile that ships for Ruleset 217.");

        // the name field has the focus: replace the suggested name, then name the City
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL).write("Capital Cities");
        robot.clickOn("#emperorNameField").write("Al B");
        await(() -> text(robot, "#finishProblemLabel").equals("Finish needs a legal name for the City, or none for "
                + "a Metadynasty."));
        assertThat(text(robot, "#emperorNoteLabel")).endsWith("\"Al B\" has a space.");
        assertThat(button(robot, "#newDynastyFinish").isDisabled()).isTrue();
        robot.eraseText(4).write("Gotham");
        await(() -> !button(robot, "#newDynastyFinish").isDisabled());
        robot.type(KeyCode.ENTER); // Finish

        await(() -> console.session().dynasty() != null
                && console.session().dynasty().name().equals("Capital Cities"));
        Dynasty founded = console.session().dynasty();
        assertThat(founded.rulesetNumber()).isEqualTo(217);
        assertThat(founded.terms()).isEqualTo(new Terms("District", "Districts", "City"));
        assertThat(founded.profileId()).isEqualTo("ruleset-217");
        assertThat(founded.modules()).containsExactly("tracker", "districts");
        assertThat(store.roster().roster(founded.id()).nameOf(founded.emperorId())).isEqualTo("Gotham");
        assertThat(store.rulesets().revisions(founded.id())).singleElement()
                .satisfies(r -> assertThat(r.sourceName()).isEqualTo("ruleset-217-districts.txt (shipped with Dynast)"));
        await(() -> text(robot, "#emperorStatus").equals("City: Gotham"));
        assertThat(robot.lookup("#newDynastyDialog").tryQuery()).isEmpty();
    }

    @Test
    void anUnknownNumberNeedsAProfileAndEscCancels(FxRobot robot) throws TimeoutException {
        open(robot);
        robot.type(KeyCode.ENTER); // Next, with the newest shipped ruleset
        await(() -> text(robot, "#stepLabel").startsWith("Step 2"));
        robot.doubleClickOn("#numberField").write("42");
        await(() -> text(robot, "#finishProblemLabel")
                .equals("Finish needs a core-rules profile: none ships for Ruleset 42, so choose one."));
        assertThat(text(robot, "#profileNoteLabel"))
                .isEqualTo("No core-rules profile ships for Ruleset 42: choose the one its votes are judged by.");
        assertThat(button(robot, "#newDynastyFinish").isDisabled()).isTrue();
        // Alt+C, the mnemonic of "Core rules", goes to the profile to choose
        robot.press(KeyCode.ALT, KeyCode.C).release(KeyCode.C, KeyCode.ALT);
        await(() -> robot.lookup("#coreRulesChoice").query().isFocused());

        robot.clickOn("#newDynastyBack");
        await(() -> text(robot, "#stepLabel").startsWith("Step 1"));
        robot.type(KeyCode.ESCAPE);
        await(() -> robot.lookup("#newDynastyDialog").tryQuery().isEmpty());
        assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names());
    }

    /**
     * Step 2 on the headless 1000×1000 screen: Cancel, Back, Next and Finish wholly inside the dialog, the dialog
     * wholly on the screen, and the core-rules hint whole ("choose the one its votes are …" was cut); cut down to
     * the height a 1024×700 screen leaves it, the dialog still shows its buttons whole, its hint whole, and its step
     * scrolls.
     */
    @Test
    void stepTwoShowsItsButtonsAndItsHintWhole(FxRobot robot) throws TimeoutException {
        open(robot);
        robot.type(KeyCode.ENTER); // Next, with the newest shipped ruleset
        await(() -> text(robot, "#stepLabel").startsWith("Step 2"));
        robot.doubleClickOn("#numberField").write("42");
        String hint = "No core-rules profile ships for Ruleset 42: choose the one its votes are judged by.";
        await(() -> text(robot, "#profileNoteLabel").equals(hint));
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = robot.lookup("#newDynastyDialog").query().getScene().getWindow();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        assertThat(screen.contains(dialog.getX(), dialog.getY(), dialog.getWidth(), dialog.getHeight()))
                .as("the dialog on the screen").isTrue();
        assertButtonsWhole(robot);
        assertNotesWhole(robot);

        // the user makes it smaller once it has settled (just after it opened, the console takes a smaller size
        // for the window manager's race and grows it back to its content: KeepFittingUiTest)
        WaitForAsyncUtils.sleep(3500, TimeUnit.MILLISECONDS);
        robot.interact(() -> dialog.setHeight(520));
        WaitForAsyncUtils.waitForFxEvents();
        assertButtonsWhole(robot);
        assertNotesWhole(robot);
        ScrollPane scroll = robot.lookup("#newDynastyScroll").queryAs(
                ScrollPane.class);
        assertThat(scroll.getContent().getBoundsInLocal().getHeight())
                .isGreaterThan(scroll.getViewportBounds().getHeight());
        robot.clickOn("#newDynastyCancel");
        await(() -> robot.lookup("#newDynastyDialog").tryQuery().isEmpty());
    }

    private static void assertButtonsWhole(FxRobot robot) {
        for (String id : List.of("#newDynastyCancel", "#newDynastyBack", "#newDynastyNext",
                "#newDynastyFinish")) {
            Button b = button(robot, id);
            Bounds at = b.localToScene(b.getBoundsInLocal());
            assertThat(b.isVisible()).as(id).isTrue();
            assertThat(at.getMinX()).as(id).isGreaterThanOrEqualTo(0);
            assertThat(at.getMinY()).as(id).isGreaterThanOrEqualTo(0);
            assertThat(at.getMaxX()).as(id).isLessThanOrEqualTo(b.getScene().getWidth());
            assertThat(at.getMaxY()).as(id).isLessThanOrEqualTo(b.getScene().getHeight());
            assertThat(b.getHeight()).as(id).isGreaterThanOrEqualTo(b.minHeight(-1) - 0.5);
        }
    }

    /** Each note is drawn whole: all its lines, never cut to "…". */
    private static void assertNotesWhole(FxRobot robot) {
        for (String note : List.of("#profileNoteLabel", "#emperorNoteLabel", "#rulesetLineLabel",
                "#finishProblemLabel")) {
            Label label = robot.lookup(note).queryAs(Label.class);
            Text drawn = (Text) label.lookup(".text");
            assertThat(drawn == null ? "" : drawn.getText()).as(note).isEqualTo(label.getText());
        }
    }

    private void open(FxRobot robot) throws TimeoutException {
        await(() -> !text(robot, "#emperorStatus").isEmpty());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.N).release(KeyCode.N, KeyCode.SHIFT, KeyCode.CONTROL);
        await(() -> robot.lookup("#newDynastyDialog").tryQuery().isPresent());
        await(() -> robot.lookup("#shippedList").tryQuery().map(Node::isFocused).orElse(false));
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static TextField field(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(TextField.class);
    }

    private static Button button(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Button.class);
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
