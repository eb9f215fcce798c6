package org.dynast.app.tracker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.tracker.TrackerWiki;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Drives the real Gamestate tab of a Ruleset 217 dynasty: an edit, a refused edit, an action and an undo. */
@ExtendWith(ApplicationExtension.class)
class GamestateTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;
    private long id;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("gui-" + UUID.randomUUID(), clock);
        Dynasty d = store.dynasties().found("City", "Dead City", 217, new Terms("District", "Districts", "City"),
                "City", LocalDate.of(2023, 7, 1));
        id = d.id();
        for (String name : List.of("Josh", "Kevan", "Clucky", "JonathanDark")) {
            store.roster().addPlayer(d.id(), "City", name, false, null);
        }
        new Console(stage, store, store.dynasties().get(d.id()), clock, executor,
                new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())), path -> store);
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void editRefuseTakeAnActionAndUndo(FxRobot robot) throws TimeoutException {
        robot.clickOn("Gamestate");
        await(() -> cellText(robot, "col-Food", 0).equals("5"));

        // an edit: Josh's Food 5 → 7
        robot.doubleClickOn(cell(robot, "col-Food", 0));
        await(() -> robot.lookup("#cellEditor").tryQuery().isPresent());
        robot.write("7").type(KeyCode.ENTER);
        await(() -> cellText(robot, "col-Food", 0).equals("7"));
        assertThat(cellText(robot, "col-Famished", 0)).isEqualTo("No");

        // a refused edit: the live check marks the field, and keeping it is refused with the rule's words
        openEditor(robot, "col-Food", 0);
        TextField editor = robot.lookup("#cellEditor").match(Node::isFocused).queryAs(TextField.class);
        robot.write("-2");
        await(() -> editor.getStyleClass().contains("invalid"));
        robot.type(KeyCode.ENTER);
        await(() -> text(robot, "#cellRefusal").contains("Food is at least 0"));
        assertThat(cellText(robot, "col-Food", 0)).isEqualTo("7");

        // an action: Josh gains 5 People, previewed first
        ComboBox<?> taker = robot.lookup("#trackerTaker").queryAs(ComboBox.class);
        robot.interact(() -> taker.getSelectionModel().select(0));
        Node gain = robot.lookup(n -> n instanceof ListCell<?> c && c.getText() != null
                && c.getText().startsWith("Gain 5 People")).query();
        robot.clickOn(gain);
        await(() -> robot.lookup(n -> n instanceof ListCell<?> c && "Josh's People: 50 \u2192 55".equals(c.getText()))
                .tryQuery().isPresent());
        robot.clickOn("#trackerTake");
        await(() -> cellText(robot, "col-People", 0).equals("55"));

        // the toolbar's Undo takes the action back (the tab has no Undo of its own)
        assertThat(robot.lookup("#trackerUndo").tryQuery()).isEmpty();
        robot.clickOn("#undoButton");
        await(() -> cellText(robot, "col-People", 0).equals("50"));
        assertThat(cellText(robot, "col-Food", 0)).isEqualTo("7");
    }

    /**
     * A refused edit says why right under the table, beside the cell it refused (outlined, the reason in its
     * tooltip), even while the window's info bar shows a message; it stays until the next edit begins.
     */
    @Test
    void aRefusedEditSaysWhyUnderTheTableUntilTheNextEdit(FxRobot robot) throws TimeoutException {
        robot.clickOn("Gamestate");
        await(() -> cellText(robot, "col-Food", 0).equals("5"));
        // an edit, undone and redone from the toolbar: the window's info bar says so
        robot.doubleClickOn(cell(robot, "col-Food", 0));
        await(() -> robot.lookup("#cellEditor").tryQuery().isPresent());
        robot.write("7").type(KeyCode.ENTER);
        await(() -> cellText(robot, "col-Food", 0).equals("7"));
        robot.clickOn("#undoButton");
        await(() -> cellText(robot, "col-Food", 0).equals("5"));
        robot.clickOn("#redoButton");
        await(() -> cellText(robot, "col-Food", 0).equals("7"));
        await(() -> robot.lookup("#messageLine").query().isVisible());

        robot.doubleClickOn(cell(robot, "col-People", 1));
        await(() -> robot.lookup("#cellEditor").tryQuery().isPresent());
        robot.write("abc").type(KeyCode.ENTER);
        Label refusal = robot.lookup("#cellRefusal").queryAs(Label.class);
        await(() -> refusal.isVisible() && refusal.getText().contains("\"abc\" is not"));
        assertThat(refusal.getText()).startsWith("Kevan's People: \u201cabc\u201d was not kept.");
        assertThat(robot.lookup("#messageLine").query().isVisible()).as("the info bar still shows").isTrue();
        // right under the table, wholly inside the window, its text not cut
        Bounds table = robot.lookup("#trackerTable").query().localToScreen(
                robot.lookup("#trackerTable").query().getBoundsInLocal());
        Bounds said = refusal.localToScreen(refusal.getBoundsInLocal());
        Bounds window = refusal.getScene().getRoot().localToScreen(
                refusal.getScene().getRoot().getBoundsInLocal());
        assertThat(said.getMinY() - table.getMaxY()).isBetween(0.0, 12.0);
        assertThat(said.getMaxY()).isLessThanOrEqualTo(window.getMaxY());
        assertThat(refusal.getHeight()).isGreaterThanOrEqualTo(refusal.prefHeight(refusal.getWidth()) - 0.5);
        // the refused cell is outlined, the reason in its tooltip
        TableCell<?, ?> refused = (TableCell<?, ?>) cell(robot, "col-People", 1);
        assertThat(refused.getStyleClass()).contains("refused-cell");
        assertThat(refused.getTooltip().getText()).isEqualTo(refusal.getText());

        // the next edit begins: the refusal was about the last one
        robot.doubleClickOn(cell(robot, "col-Food", 0));
        await(() -> robot.lookup("#cellEditor").tryQuery().isPresent());
        await(() -> !refusal.isVisible());
        robot.type(KeyCode.ESCAPE);
        assertThat(((TableCell<?, ?>) cell(robot, "col-People", 1)).getStyleClass()).doesNotContain("refused-cell");
    }

    /**
     * Import Wiki Tables: the confirmation lists every change whole, in a dialog as big as the list (it was cut to
     * "Thornton's Seeds: 3 → 2..."), and Import applies them all.
     */
    @Test
    void theWikiImportConfirmationShowsEveryChangeWhole(FxRobot robot) throws TimeoutException {
        robot.clickOn("Gamestate");
        await(() -> cellText(robot, "col-Food", 0).equals("5"));
        String edited = TrackerWiki.export(TrackerEngine.in(store).tracker().state(id), true)
                .replace("| Josh || 50 || 5", "| Josh || 45 || 5").replace("| Kevan || 50 || 5", "| Kevan || 40 || 2")
                .replace("| Clucky || 50 || 5", "| Clucky || 50 || 9");
        robot.clickOn("#trackerImport");
        await(() -> robot.lookup("#pasteArea").tryQuery().isPresent());
        robot.interact(() -> robot.lookup("#pasteArea").queryAs(TextArea.class).setText(edited));
        robot.clickOn("OK");
        await(() -> robot.lookup("#confirmList").tryQuery().isPresent());
        ListView<String> list = robot.lookup("#confirmList").queryListView();
        assertThat(list.getItems()).containsExactly("Josh's People: 50 \u2192 45", "Kevan's People: 50 \u2192 40",
                "Kevan's Food: 5 \u2192 2", "Clucky's Food: 5 \u2192 9");
        // every row drawn whole: four filled cells in sight, none of their texts cut to "…"
        List<Node> cells = robot.lookup("#confirmList .list-cell").queryAll().stream()
                .filter(c -> c instanceof ListCell<?> lc && !lc.isEmpty() && lc.isVisible()).toList();
        assertThat(cells).hasSize(4).allSatisfy(c -> {
            Bounds in = list.sceneToLocal(c.localToScene(c.getBoundsInLocal()));
            assertThat(in.getMaxY()).isLessThanOrEqualTo(list.getHeight() + 0.5);
        });
        assertThat(robot.lookup("#confirmList .list-cell .text").queryAllAs(Text.class))
                .extracting(Text::getText).noneMatch(t -> t.endsWith("\u2026") || t.endsWith("..."));
        robot.clickOn("Import");
        await(() -> cellText(robot, "col-People", 1).equals("40"));
        assertThat(cellText(robot, "col-Food", 2)).isEqualTo("9");
    }

    @Test
    void everyHeadingIsShownWhole(FxRobot robot) throws TimeoutException {
        // at 1280 the tracker's columns were cut to "P…", "Def…", "Inge…": each column is now as wide as its heading
        robot.clickOn("Gamestate");
        await(() -> cellText(robot, "col-Food", 0).equals("5"));
        List<String> shown = robot.lookup("#trackerTable .column-header .text").queryAllAs(Text.class)
                .stream().map(Text::getText).filter(t -> t != null && !t.isBlank()).toList();
        assertThat(shown).contains("People", "Defences", "Ingenuity", "Energy Trap")
                .noneMatch(t -> t.endsWith("\u2026") || t.endsWith("..."));
    }

    private static Node cell(FxRobot robot, String column, int row) {
        return robot.lookup(n -> n instanceof TableCell<?, ?> c && c.getTableColumn() != null
                && column.equals(c.getTableColumn().getId()) && c.getIndex() == row).query();
    }

    private static String cellText(FxRobot robot, String column, int row) {
        return robot.lookup(n -> n instanceof TableCell<?, ?> c && c.getTableColumn() != null
                && column.equals(c.getTableColumn().getId()) && c.getIndex() == row).tryQueryAs(TableCell.class)
                .map(c -> c.getText() == null ? "" : c.getText()).orElse("");
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).tryQueryAs(Label.class).map(Label::getText).orElse("");
    }

    /**
     * Double-clicks the cell until its editor opens: in the whole suite's JVM the headless robot's two clicks were
     * once taken as two single clicks right after the previous edit closed (twice in a row in a clean-clone run, never
     * alone); a user double-clicks again.
     */
    private static void openEditor(FxRobot robot, String column, int row) throws TimeoutException {
        for (int attempt = 1; ; attempt++) {
            robot.doubleClickOn(cell(robot, column, row));
            try {
                // the editor the user types into: the focused one (the last edit's may not have left the scene yet)
                WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                        () -> robot.lookup("#cellEditor").match(Node::isFocused).tryQuery().isPresent());
                return;
            } catch (TimeoutException notOpened) {
                if (attempt == 3) {
                    throw notOpened;
                }
            }
        }
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
