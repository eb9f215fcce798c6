package org.dynast.app.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.dynast.app.blogbots.arena.Goldens;
import org.dynast.app.blogbots.arena.ViewerWindow;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.model.TestServer;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.ruleset.ShippedRuleset;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.ServerRoles;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * A new user's journeys through the real console on a real X display with a window manager (Openbox), at the screen
 * size of the run (1024×700, 1280×800 and 1920×1080: three runs of the desktop profile). Each step asserts what a
 * user would notice ({@link SceneChecks}): every window at least its content's size and on the screen, no control of
 * the shown content cut off without a scroll bar, no toolbar hiding controls behind », no label cut to "…", the main
 * window still maximised after a dialog; and saves a screenshot under {@code target/journeys/<screen>/}.
 */
@Tag("desktop")
class DesktopJourneysTest {

    private final FxRobot robot = new FxRobot();
    private Desktop desktop;

    @AfterEach
    void quit() throws Exception {
        if (desktop != null) {
            desktop.quit();
        }
    }

    @Test
    void firstLaunchShowsTheWelcomeWholeThenTheConsoleOnTheScreen() throws Exception {
        desktop = Desktop.start("first-launch");
        desktop.awaitOthers(1, 120);
        desktop.check("the first launch, with the welcome page");
        desktop.shoot("first-launch-welcome");
        // the user's Esc goes to the welcome page, the window in front (requested: a window manager may leave the
        // keyboard with the window that was there first)
        desktop.fx(() -> desktop.others().get(0).requestFocus());
        Desktop.await(10, () -> desktop.read(() -> desktop.others().get(0).isFocused()));
        robot.type(KeyCode.ESCAPE);
        desktop.awaitOthers(0, 30);
        desktop.check("the first launch, after the welcome page is closed");
        desktop.shoot("first-launch-console");
    }

    @Test
    void everyTabOfEveryDemoDynastyFitsTheWindowLightAndDark() throws Exception {
        desktop = Desktop.start("every-tab");
        desktop.closeWelcome();
        for (String theme : List.of("light", "dark")) {
            desktop.fx(() -> desktop.menuItem(theme + "ThemeItem").fire());
            // an open menu in the theme, to look at (its frame: the new-user report's white frame on dark menus)
            Menu file = desktop.read(() -> ((MenuBar) desktop.main()
                    .getScene().lookup("#menuBar")).getMenus().get(0));
            desktop.fx(file::show);
            desktop.shoot("menu-file-" + theme);
            desktop.fx(file::hide);
            List<Dynasty> dynasties = desktop.read(() -> List.copyOf(desktop.switcher().getItems()));
            for (Dynasty dynasty : dynasties) {
                desktop.fx(() -> desktop.switcher().setValue(dynasty));
                Desktop.await(30, () -> desktop.read(() -> desktop.main().getTitle().contains(dynasty.name())));
                visitEveryTab(dynasty.name(), dynasty.name(), theme);
            }
        }
    }

    @Test
    void aDialogOpensAtItsSizeAndLeavesTheMainWindowMaximized() throws Exception {
        desktop = Desktop.start("dialogs");
        desktop.closeWelcome();
        desktop.fx(() -> desktop.main().setMaximized(true));
        Desktop.await(10, () -> desktop.read(() -> desktop.main().isMaximized()));
        desktop.showTab("mattersTab", "#newMatterButton");
        // a thread is pasted into a matter: the first one chosen, as a user does before Paste comment thread…
        desktop.fx(() -> ((TableView<?>) desktop.main().getScene().lookup("#matterTable"))
                .getSelectionModel().select(0));
        Desktop.await(30, () -> desktop.read(() -> !desktop.main().getScene().lookup("#importThreadButton")
                .isDisabled()));
        for (String button : List.of("newMatterButton", "importThreadButton")) {
            desktop.later(() -> ((Button) desktop.main().getScene().lookup("#" + button)).fire());
            desktop.awaitOthers(1, 60);
            desktop.shoot("dialog-" + Desktop.slug(button));
            desktop.check("the dialog of #" + button);
            assertThat(desktop.read(() -> desktop.main().isMaximized())).as("the main window maximised under the "
                    + "dialog of #" + button).isTrue();
            robot.type(KeyCode.ESCAPE);
            desktop.awaitOthers(0, 30);
            assertThat(desktop.read(() -> desktop.main().isMaximized())).as("the main window maximised after the "
                    + "dialog of #" + button).isTrue();
        }
        for (String item : List.of("newDynastyItem", "userGuideItem", "walkthroughsItem", "logItem", "diceItem",
                "aboutItem")) {
            desktop.later(() -> desktop.menuItem(item).fire());
            desktop.awaitOthers(1, 60);
            desktop.shoot("window-" + Desktop.slug(item));
            desktop.check("the window of " + item);
            assertThat(desktop.read(() -> desktop.main().isMaximized())).as("the main window maximised under the "
                    + "window of " + item).isTrue();
            Window shown = desktop.others().get(0);
            desktop.fx(() -> ((Stage) shown).close());
            desktop.awaitOthers(0, 30);
        }
        desktop.quit();
        desktop.launch();
        assertThat(desktop.read(() -> desktop.main().isMaximized())).as("a relaunch opens maximised, as it was left")
                .isTrue();
        desktop.closeWelcome();
    }

    @Test
    void anEmperorSharesTheDynastyWithTheTeamAndTheStatusBarSaysWhereAndWho() throws Exception {
        String url = TestServer.freshDatabase();
        TestServer.Parts db = TestServer.parts(url);
        desktop = Desktop.start("share");
        desktop.closeWelcome();
        fillSharedForm("shareItem", db, db.login(), db.password());
        desktop.shoot("share-dialog");
        desktop.check("the Share This Dynasty dialog, filled in");
        robot.clickOn("#sharedGo");
        // looked up on the FX thread: the dialog's content changes while the share runs, and a lookup from this thread
        // walked its children as they changed (IndexOutOfBoundsException in CI at 1024x700)
        Desktop.await(120, () -> desktop.read(() -> robot.lookup("Open the Shared Copy").tryQuery().isPresent()));
        desktop.shoot("share-done");
        robot.clickOn("Open the Shared Copy");
        desktop.awaitOthers(0, 30);
        String where = db.database() + " on " + db.server().replace(":5432", "") + " (as " + db.login() + ")";
        Desktop.await(60, () -> desktop.read(() -> ((Label) desktop.main().getScene()
                .lookup("#sharedStatus")).getText()).equals("Shared \u00b7 1 console"));
        assertThat(desktop.read(() -> ((javafx.scene.control.Label) desktop.main().getScene().lookup("#sharedStatus"))
                .getTooltip().getText())).startsWith("This dynasty lives in " + where)
                .contains("Connected now: " + db.login());
        for (String theme : List.of("light", "dark")) {
            desktop.fx(() -> desktop.menuItem(theme + "ThemeItem").fire());
            desktop.shoot("shared-status-" + theme);
            desktop.check("a shared dynasty's console, " + theme);
        }
        desktop.fx(() -> desktop.menuItem("lightThemeItem").fire());
    }

    @Test
    void aPlayerOpensTheSharedDynastyAndSeesNoAdminMenus() throws Exception {
        String url = TestServer.freshDatabase();
        TestServer.Parts db = TestServer.parts(url);
        String login = db.database() + "_omalley";
        List<String> roles = new ArrayList<>();
        try {
            try (GameStore owner = GameStore.onServer(url, ManualGameClock.at("2026-11-20T12:00:00Z"), null,
                    DynastyModules.installed()); Connection c = ServerRoles.connect(url)) {
                Dynasty demo = DemoDynasty.seedIfEmpty(owner, "Ferrous");
                ServerRoles.addMember(c, login, ServerRoles.Role.PLAYER, demo.name(), "O'Malley", "pw-omalley");
                ServerRoles.Groups g = ServerRoles.groups(db.database());
                roles.addAll(List.of(login, g.emperor(), g.admin(), g.player()));
            }
            desktop = Desktop.start("player");
            desktop.closeWelcome();
            fillSharedForm("openSharedItem", db, login, "pw-omalley");
            robot.clickOn("#sharedGo");
            desktop.awaitOthers(0, 60);
            Desktop.await(60, () -> desktop.read(() -> ((Label) desktop.main().getScene().lookup("#sharedStatus"))
                    .getTooltip().getText()).contains("connected as " + login + ", the Player O'Malley"));
            for (String admins : List.of("newDynastyItem", "importItem", "exportItem", "shareItem",
                    "deleteDynastyItem", "restoreItem", "newMatterItem", "dormantItem")) {
                assertThat(desktop.read(() -> desktop.menuItem(admins).isVisible()))
                        .as(admins + " on a Player's console").isFalse();
            }
            assertThat(desktop.read(() -> ((MenuBar) desktop.main().getScene().lookup("#menuBar")).getMenus().stream()
                    .filter(menu -> "dynastyMenu".equals(menu.getId())).findFirst().orElseThrow().isVisible()))
                    .as("the Dynasty menu on a Player's console").isFalse();
            for (String theme : List.of("light", "dark")) {
                desktop.fx(() -> desktop.menuItem(theme + "ThemeItem").fire());
                robot.clickOn("File");
                desktop.shoot("player-file-menu-" + theme);
                desktop.check("a Player's console with its File menu open, " + theme);
                robot.type(KeyCode.ESCAPE);
            }
            desktop.fx(() -> desktop.menuItem("lightThemeItem").fire());
        } finally {
            if (desktop != null) {
                desktop.quit();
                desktop = null;
            }
            TestServer.dropWithRoles(url, roles);
        }
    }

    /** Opens the shared-dynasty form from the File menu's {@code item} and types where and as whom, not yet sent. */
    private void fillSharedForm(String item, TestServer.Parts db, String login, String password) throws Exception {
        desktop.later(() -> desktop.menuItem(item).fire());
        desktop.awaitOthers(1, 60);
        Desktop.await(30, () -> desktop.read(() -> desktop.others().get(0).getScene().lookup("#sharedServer") != null));
        robot.clickOn("#sharedServer").write(db.server());
        robot.clickOn("#sharedDatabase").write(db.database());
        robot.clickOn("#sharedLogin").write(login);
        robot.clickOn("#sharedPassword").write(password);
    }

    @Test
    void aVoteTypedInTheQuickVoteFieldIsCountedAndUndone() throws Exception {
        desktop = Desktop.start("vote");
        desktop.closeWelcome();
        desktop.showTab("mattersTab", "#newMatterButton");
        robot.clickOn("#quickVoteField").write("cogs for").type(KeyCode.ENTER);
        Desktop.await(10, () -> desktop.read(() -> ((TextField) desktop.main().getScene().lookup("#quickVoteField"))
                .getText().isEmpty()));
        desktop.shoot("vote-counted");
        desktop.check("a vote counted");
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        desktop.shoot("vote-undone");
        desktop.check("a vote undone");
    }

    @Test
    void aReplayOpensInTheViewerWindowAtItsSize() throws Exception {
        desktop = Desktop.start("replay");
        desktop.closeWelcome();
        FxTaskExecutor executor = new FxTaskExecutor();
        desktop.fx(() -> ViewerWindow.show(new Stage(), Goldens.path(1), executor, false, false));
        desktop.awaitOthers(1, 20);
        desktop.shoot("replay-viewer");
        desktop.check("the bout viewer of a replay");
        desktop.fx(() -> ((Stage) desktop.others().get(0)).close());
    }

    @Test
    void newDynastiesFor168And217AreFoundedAndEachOfTheirTabsFits() throws Exception {
        desktop = Desktop.start("new-dynasty");
        desktop.closeWelcome();
        for (String ruleset : List.of("168", "217")) {
            desktop.later(() -> desktop.menuItem("newDynastyItem").fire());
            desktop.awaitOthers(1, 60);
            Window wizard = desktop.others().get(0);
            desktop.fx(() -> {
                @SuppressWarnings("unchecked")
                ListView<ShippedRuleset> list =
                        (ListView<ShippedRuleset>) wizard.getScene()
                        .lookup("#shippedList");
                list.getSelectionModel().select(list.getItems().stream()
                        .filter(r -> r.number() == Integer.parseInt(ruleset)).findFirst().orElseThrow());
            });
            desktop.shoot("new-dynasty-" + ruleset + "-step1");
            desktop.check("New Dynasty, Ruleset " + ruleset + ", step 1");
            desktop.fx(() -> ((Button) wizard.getScene().lookup("#newDynastyNext")).fire());
            Desktop.await(10, () -> desktop.read(() -> ((Label) wizard.getScene()
                    .lookup("#stepLabel")).getText().startsWith("Step 2")));
            desktop.shoot("new-dynasty-" + ruleset + "-step2");
            desktop.check("New Dynasty, Ruleset " + ruleset + ", step 2");
            robot.clickOn(desktop.read(() -> wizard.getScene().lookup("#emperorNameField"))).write("Kevan");
            Desktop.await(10, () -> desktop.read(() -> !wizard.getScene().lookup("#newDynastyFinish").isDisabled()));
            String name = desktop.read(() -> ((TextField) wizard.getScene().lookup("#dynastyNameField")).getText());
            robot.clickOn(desktop.read(() -> wizard.getScene().lookup("#newDynastyFinish")));
            Desktop.await(30, () -> desktop.others().isEmpty()
                    && desktop.read(() -> desktop.main().getTitle().contains(name)));
            visitEveryTab("new-" + ruleset, name, "light");
        }
    }

    @Test
    void aBoutIsRunInTheArenaAndPlayedToItsEnd() throws Exception {
        desktop = Desktop.start("arena");
        desktop.closeWelcome();
        Dynasty workshop = desktop.read(() -> desktop.switcher().getItems().stream()
                .filter(d -> d.modules() != null && d.modules().contains("blogbots")).findFirst().orElseThrow());
        desktop.fx(() -> desktop.switcher().setValue(workshop));
        Desktop.await(30, () -> desktop.read(() -> desktop.main().getTitle().contains(workshop.name())));
        Tab arena = desktop.read(() -> desktop.tab("arenaTab"));
        desktop.fx(() -> desktop.tabs().getSelectionModel().select(arena));
        Desktop.await(30, () -> desktop.read(() -> arena.getContent() != null));
        desktop.settle();
        desktop.later(() -> ((Button) desktop.main().getScene().lookup("#runBoutButton")).fire());
        desktop.awaitOthers(1, 20);
        desktop.shoot("arena-run-a-bout");
        desktop.check("the Run a bout dialog");
        robot.type(KeyCode.ENTER);
        Desktop.await(60, () -> desktop.others().isEmpty() && desktop.read(() -> !((Button) desktop.main().getScene()
                .lookup("#endButton")).isDisabled()));
        desktop.shoot("arena-bout-run");
        desktop.check("a Bout run in the Arena");
        robot.clickOn(desktop.read(() -> desktop.main().getScene().lookup("#endButton")));
        desktop.shoot("arena-bout-end");
        desktop.check("a Bout at its end");
    }

    /** Shows each tab of the shown dynasty in turn, saving a screenshot and checking it. */
    private void visitEveryTab(String prefix, String dynasty, String theme) throws Exception {
        int count = desktop.read(() -> desktop.tabs().getTabs().size());
        for (int i = 0; i < count; i++) {
            int index = i;
            Tab tab = desktop.read(() -> desktop.tabs().getTabs().get(index));
            desktop.fx(() -> desktop.tabs().getSelectionModel().select(tab));
            Desktop.await(30, () -> desktop.read(() -> tab.getContent() != null));
            desktop.shoot("tab-" + Desktop.slug(prefix) + "-" + Desktop.slug(tab.getText()) + "-" + theme);
            desktop.check(dynasty + " › " + tab.getText() + " (" + theme + ")");
            visitSubTabs(prefix + " " + tab.getText(), dynasty + " › " + tab.getText(), theme, tab);
        }
    }

    /** A module tab's own sub-tabs (the Election's Debates, the Wizards' Duels…) past the first, each checked too. */
    private void visitSubTabs(String prefix, String where, String theme, Tab tab) throws Exception {
        TabPane panels = desktop.read(() -> tab.getContent() != null && tab.getContent().lookup(".tab-pane")
                instanceof TabPane p ? p : null);
        if (panels == null) {
            return;
        }
        int count = desktop.read(() -> panels.getTabs().size());
        for (int i = 1; i < count; i++) {
            int index = i;
            Tab sub = desktop.read(() -> panels.getTabs().get(index));
            desktop.fx(() -> panels.getSelectionModel().select(sub));
            desktop.settle();
            desktop.shoot("tab-" + Desktop.slug(prefix) + "-" + Desktop.slug(sub.getText()) + "-" + theme);
            desktop.check(where + " › " + sub.getText() + " (" + theme + ")");
        }
        // the first sub-tab again, as the tab is shown when next visited (the other theme)
        desktop.fx(() -> panels.getSelectionModel().selectFirst());
        desktop.settle();
    }
}
