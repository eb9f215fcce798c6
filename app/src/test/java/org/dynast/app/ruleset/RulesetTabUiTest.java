package org.dynast.app.ruleset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.app.FxReads.fx;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.DialogService.RulesetText;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.ruleset.RulesetRows.OutlineNode;
import org.dynast.app.shell.Console;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Drives the real Ruleset tab in the real main window (headless Monocle), finding nodes by fx:id:
 * import, the tree, search, Special Case badges, a status change as a revision, the revision's diff,
 * a glossary link, and a pasted ruleset whose terms are offered to the dynasty.
 */
@ExtendWith(ApplicationExtension.class)
class RulesetTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private GameStore store;
    @TempDir
    Path files;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("ruleset-ui-" + UUID.randomUUID(), clock);
        Dynasty demo = store.dynasties().found("Ferrous", "Bots", 205,
                new Terms("Operator", "Operators", "Announcer"), "Ferrous",
                LocalDate.of(2026, 11, 1));
        new Console(stage, store, demo, clock, executor, dialogs, path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void importSearchBadgesStatusChangeDiffGlossaryAndTerms(FxRobot robot) throws TimeoutException {
        robot.clickOn(robot.lookup(".tab-label").match(n -> "Ruleset".equals(((Label) n).getText()))
                .queryAs(Label.class));
        await(() -> text(robot, "#ruleNote").startsWith("No ruleset has been imported"));

        // import a file: the tree has the four sections and their rules
        dialogs.files.add(RulesetFiles.copy("ruleset-205-bots.txt", files));
        robot.clickOn("#importFileButton");
        await(() -> flowText(robot, "#ruleTitle").equals("Ruleset and Gamestate"));
        assertThat(roots(robot)).extracting(i -> i.getValue().label())
                .containsExactly("Core Rules", "Dynastic Rules", "Special Case", "Appendix");
        assertThat(roots(robot)).extracting(i -> i.getChildren().size()).containsExactly(14, 23, 11, 22);
        assertThat(text(robot, "#headingLabel")).isEqualTo("Ruleset 205: 4 sections, 70 rules (revision 1)");

        // search: hits counted, marked in the tree and in the text; Enter goes to the next rule with hits
        robot.clickOn("#searchField").write("mantle");
        await(() -> text(robot, "#searchStatus").equals("8 hits in 4 rules"));
        // the rows with hits: marked (bold, with their count), and the rows without them not
        List<Node> withHits = fx(() -> robot.lookup(".ruleset-outline .tree-cell").queryAll().stream()
                .filter(c -> c.getPseudoClassStates().contains(RulesetView.HAS_HITS)).toList());
        assertThat(withHits).isNotEmpty();
        assertThat(fx(() -> withHits.stream().map(c -> ((Label) c.lookup(".outline-label")).getFont().getStyle())
                .toList())).allMatch(style -> style.contains("Bold"));
        assertThat(fx(() -> withHits.stream().map(c -> ((Label) c.lookup(".hit-count")).getText()).toList()))
                .allMatch(n -> n.matches("\\d+"));
        robot.type(KeyCode.ENTER);
        await(() -> flowText(robot, "#ruleTitle").equals("Victory and Ascension"));
        assertThat(fx(() -> robot.lookup("#textBox .hit").queryAllAs(Label.class))).extracting(Label::getText)
                .containsExactly("Mantle");

        // a Special Case rule wears its status; setting it is a revision with its cause
        robot.doubleClickOn("#searchField").eraseText(6).write("malign").type(KeyCode.ENTER);
        await(() -> flowText(robot, "#ruleTitle").equals("Malign Emperors"));
        assertThat(badges(robot)).containsExactly("Inactive", "Rare");
        dialogs.lines.add("Proposal: Tyranny");
        robot.clickOn("#setActiveButton");
        await(() -> revisions(robot).size() == 2);
        await(() -> badges(robot).equals(List.of("Active", "Rare")));
        assertThat(text(robot, "#rulesetMessage")).isEqualTo("Revision 2: Set \u201cMalign Emperors\u201d Active "
                + "(Proposal: Tyranny)");

        // what did Proposal: Tyranny change? one click on its revision
        Node second = fx(() -> robot.lookup("#revisionList .list-cell").match(n ->
                n instanceof ListCell<?> c && c.getIndex() == 1).query());
        robot.doubleClickOn(second);
        await(() -> text(robot, "#diffSummary").equals("r1 \u2192 r2: 1 changed, 0 added, 0 removed"));
        assertThat(fx(() -> robot.lookup("#viewTabs").queryAs(TabPane.class).getSelectionModel().getSelectedItem()
                .getId()))
                .isEqualTo("changesTab");
        await(() -> robot.lookup("#changeList").queryAs(ListView.class).getItems().size() == 1);
        await(() -> !robot.lookup("#diffBox .diff-ins").queryAll().isEmpty());
        assertThat(fx(() -> robot.lookup("#diffBox .diff-del").queryAllAs(Label.class))).extracting(Label::getText)
                .containsExactly("[Inactive] ");
        assertThat(fx(() -> robot.lookup("#diffBox .diff-ins").queryAllAs(Label.class))).extracting(Label::getText)
                .containsExactly("[Active] ");
        robot.clickOn("#inlineToggle");
        await(() -> robot.lookup("#diffBox").queryAs(VBox.class).getChildren().get(0) instanceof TextFlow);

        // a defined term links to its definition in the glossary
        robot.clickOn(robot.lookup(".tab-label").match(n -> "Text".equals(((Label) n).getText())).queryAs(Label.class));
        robot.doubleClickOn("#searchField").eraseText(6).write("\"voting icon\"").type(KeyCode.ENTER);
        await(() -> flowText(robot, "#ruleTitle").equals("Votes")); // "Each Operator may cast one Vote"
        Hyperlink link = fx(() -> robot.lookup("#textBox .term-link").match(n -> ((Hyperlink) n).getText()
                .startsWith("voting icon")).queryAs(Hyperlink.class));
        robot.clickOn(link);
        await(() -> text(robot, "#rulesetMessage").startsWith("Voting Icons: For use in voting"));
        assertThat(fx(() -> robot.lookup("#textBox .focus").queryAll())).hasSize(2);

        // a pasted ruleset in other words: its terms are offered to the dynasty
        // (over the current ruleset: what it changes is shown first, and accepted)
        dialogs.rulesetTexts.add(new RulesetText(RulesetFiles.read("ruleset-168-wizards.txt"), "Ascension Address"));
        dialogs.rulesetConfirms.add(true);
        robot.clickOn("#pasteButton");
        await(() -> robot.lookup("#termsBanner").queryAs(HBox.class).isVisible());
        assertThat(dialogs.rulesetChangeHeaders).singleElement().asString().startsWith("Importing makes revision r3");
        assertThat(text(robot, "#termsOfferLabel")).startsWith("This ruleset calls its players Wizards and its "
                + "emperor the King");
        robot.clickOn("#acceptTermsButton");
        await(() -> text(robot, "#emperorStatus").equals("King: Ferrous"));
        await(() -> !robot.lookup("#termsBanner").queryAs(HBox.class).isVisible());
        assertThat(text(robot, "#headingLabel")).isEqualTo("Ruleset 168: 4 sections, 45 rules (revision 3)");

        // Ctrl+F finds the search field while the tab is shown
        robot.clickOn("#outlineTree");
        robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
        await(() -> robot.lookup("#searchField").queryAs(TextField.class).isFocused());
    }

    @Test
    void theRosterKeepsItsOwnCtrlF(FxRobot robot) throws TimeoutException {
        robot.clickOn(robot.lookup(".tab-label").match(n -> "Roster".equals(((Label) n).getText()))
                .queryAs(Label.class));
        robot.clickOn("#playerTable");
        robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
        await(() -> robot.lookup("#filterField").queryAs(TextField.class).isFocused());
        assertThat(fx(() -> robot.lookup("#searchField").queryAs(TextField.class).isFocused())).isFalse();
    }

    private static List<TreeItem<OutlineNode>> roots(FxRobot robot) {
        @SuppressWarnings("unchecked")
        TreeView<OutlineNode> tree = fx(() -> robot.lookup("#outlineTree").queryAs(TreeView.class));
        return fx(() -> tree.getRoot() == null ? List.of() : List.copyOf(tree.getRoot().getChildren()));
    }

    private static List<?> revisions(FxRobot robot) {
        return fx(() -> List.copyOf(robot.lookup("#revisionList").queryAs(ListView.class).getItems()));
    }

    private static List<String> badges(FxRobot robot) {
        return fx(() -> robot.lookup("#ruleBadges").queryAs(HBox.class).getChildren().stream()
                .map(n -> ((Label) n).getText()).toList());
    }

    private static String text(FxRobot robot, String query) {
        return fx(() -> robot.lookup(query).queryAs(Label.class).getText());
    }

    private static String flowText(FxRobot robot, String query) {
        StringBuilder sb = new StringBuilder();
        fx(() -> {
            collect(robot.lookup(query).queryAs(TextFlow.class), sb);
            return null;
        });
        return sb.toString();
    }

    private static void collect(Node node, StringBuilder sb) {
        if (node instanceof Text t) {
            sb.append(t.getText());
        } else if (node instanceof Label l) {
            sb.append(l.getText());
        } else if (node instanceof Hyperlink h) {
            sb.append(h.getText());
        } else if (node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> collect(c, sb));
        }
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(condition::getAsBoolean));
    }
}
