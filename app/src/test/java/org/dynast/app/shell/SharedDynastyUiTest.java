package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.app.FxReads.fx;


import java.sql.Connection;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Settings;
import org.dynast.app.matters.MatterRow;
import org.dynast.app.share.Passwords;
import org.dynast.model.TestServer;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.ServerAddress;
import org.dynast.model.store.ServerRoles;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 36 through the console, on a real PostgreSQL server: the emperor shares the shown dynasty from the File menu,
 * opens the shared copy, the status bar says where it lives and who is connected, and another Admin's action (from
 * their own console's store) shows in the Votable Matters tab without anyone refreshing; a wrong password is answered
 * in plain words with the form shown again, everything typed still in it.
 */
@ExtendWith(ApplicationExtension.class)
class SharedDynastyUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private final Map<String, String> keyring = new HashMap<>();
    private Console console;
    private GameStore store;
    private Dynasty demo;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("shared-ui-" + UUID.randomUUID(), clock);
        demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        console = new Console(stage, store, demo, clock, executor, new FxDialogService(() -> stage,
                Messages.load(DynastyModules.installed())), path -> store);
        console.main().useSharing(Settings.inMemory(), new Passwords() {
            @Override
            public boolean available() {
                return true;
            }

            @Override
            public Optional<String> read(ServerAddress address) {
                return Optional.ofNullable(keyring.get(address.keyringKey()));
            }

            @Override
            public boolean keep(ServerAddress address, String password) {
                keyring.put(address.keyringKey(), password);
                return true;
            }

            @Override
            public void forget(ServerAddress address) {
                keyring.remove(address.keyringKey());
            }
        });
        stage.setWidth(1280);
        stage.setHeight(800);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        fx(() -> {
            console.session().store().close();
            return null;
        });
    }

    @Test
    void anEmperorSharesTheDynastyOpensTheCopyAndSeesAnotherAdminsProposalArrive(FxRobot robot) throws Exception {
        String url = TestServer.freshDatabase();
        TestServer.Parts db = TestServer.parts(url);

        String password = db.password();
        // a login the server does not know first: refused in plain words, the form back with everything typed
        share(robot, db.server(), db.database(), "nobody_here", password);
        await(() -> robot.lookup("#sharedFailure").tryQuery().map(n -> ((Label) n).getText()
                .contains("The server refused the login")).orElse(false));
        assertThat(fx(() -> robot.lookup("#sharedDatabase").queryAs(TextField.class).getText()))
                .isEqualTo(db.database());
        assertThat(fx(() -> robot.lookup("#sharedPassword").queryAs(TextField.class).getText()))
                .isEqualTo(password);
        robot.doubleClickOn("#sharedLogin").eraseText(11).write(db.login());
        robot.clickOn("#sharedRemember");
        robot.clickOn("#sharedGo");

        // shared: open the copy here
        await(() -> robot.lookup("Open the Shared Copy").tryQuery().isPresent());
        robot.clickOn("Open the Shared Copy");
        String where = db.database() + " on " + db.server().replace(":5432", "") + " (as " + db.login() + ")";
        await(() -> status(robot).equals("Shared \u00b7 1 console")
                && tip(robot).startsWith("This dynasty lives in " + where + ", shared with your team. Connected now: "
                + db.login() + " (1 console)."));
        assertThat(keyring).as("kept in the keyring, as asked").containsValue(password);
        assertThat(fx(() -> console.session().store().shared())).isTrue();
        // a shared dynasty's backup is not the file's: File › Restore Backup… says where it is
        robot.clickOn("File");
        robot.clickOn("Restore Backup\u2026");
        await(() -> robot.lookup(n -> n instanceof Labeled l && l.getText() != null
                && l.getText().contains("keeps no backups of the console's own")).tryQuery().isPresent()
                || robot.lookup(n -> n instanceof Text t && t.getText() != null
                && t.getText().contains("keeps no backups of the console's own")).tryQuery().isPresent());
        robot.type(KeyCode.ENTER);

        // another Admin, in their own console, posts a Proposal: it arrives here without a refresh
        robot.clickOn("Votable Matters");
        try (GameStore other = GameStore.onServer(url, clock, null, DynastyModules.installed())) {
            Dynasty copy = other.dynasties().all().stream().filter(d -> d.name().equals(demo.name())).findFirst()
                    .orElseThrow();
            long author = other.roster().roster(copy.id()).byName("O'Malley").orElseThrow().id();
            long posted = System.nanoTime();
            other.matters().post(copy.id(), "Cogsworth", MatterKind.PROPOSAL, "[Core] From another console", author,
                    null, "Posted by another Admin.");
            // the row the Votable Matters table shows (a row of the table's items, as it is drawn when scrolled to)
            await(() -> fx(() -> robot.lookup("#matterTable").queryAs(TableView.class).getItems().stream()
                    .anyMatch(row -> row instanceof MatterRow r
                            && r.title().equals("[Core] From another console"))));
            System.out.printf("SharedDynastyUiTest: another console's Proposal shown after %d ms%n",
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - posted));
            await(() -> status(robot).equals("Shared \u00b7 2 consoles"));
            // this console's Undo is its own: it does not offer to undo the other Admin's Proposal
            assertThat(fx(() -> robot.lookup("#menuBar").queryAs(MenuBar.class).getMenus().stream()
                    .flatMap(menu -> menu.getItems().stream()).filter(i -> "undoItem".equals(i.getId())).findFirst()
                    .orElseThrow().getText())).doesNotContain("From another console");
        }
    }

    /**
     * "a Player connection reads the player view only … a Player can take exactly the actions the ruleset lets a
     * player take on their own data": a Player's console shows none of the Admins' menus, says as whom it is
     * connected, offers no Undo (it reads no action's changes), and its Action Log says the changes are the Admins'.
     */
    @Test
    void aPlayersConsoleShowsNoAdminMenusAndKeepsTheLogsChangesPrivate(FxRobot robot) throws Exception {
        String url = TestServer.freshDatabase();
        TestServer.Parts db = TestServer.parts(url);
        String login = db.database() + "_omalley";
        List<String> roles = new ArrayList<>();
        try {
            try (GameStore owner = GameStore.onServer(url, clock, null, DynastyModules.installed());
                 Connection c = ServerRoles.connect(url)) {
                Dynasty copy = DemoDynasty.seedIfEmpty(owner, "Ferrous");
                long omalley = owner.roster().roster(copy.id()).byName("O'Malley").orElseThrow().id();
                owner.matters().post(copy.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] Tidy", omalley, null,
                        "Replace a word.");
                ServerRoles.addMember(c, login, ServerRoles.Role.PLAYER, copy.name(), "O'Malley", "pw-omalley");
                ServerRoles.Groups g = ServerRoles.groups(db.database());
                roles.addAll(List.of(login, g.emperor(), g.admin(), g.player()));
            }
            assertThat(visible(robot, "deleteDynastyItem")).as("a file's console shows the Admins' menus").isTrue();

            robot.clickOn("File");
            robot.clickOn("Open Shared Dynasty\u2026");
            await(() -> robot.lookup("#sharedServer").tryQuery().isPresent());
            robot.clickOn("#sharedServer").write(db.server());
            robot.clickOn("#sharedDatabase").write(db.database());
            robot.clickOn("#sharedLogin").write(login);
            robot.clickOn("#sharedPassword").write("pw-omalley");
            robot.clickOn("#sharedGo");

            try {
                await(() -> tip(robot).contains("This console is connected as " + login + ", the Player O'Malley"));
            } catch (AssertionError e) {
                throw new AssertionError("tip: " + tip(robot) + " | message: " + fx(() -> robot.lookup("#messageStatus")
                        .queryAs(Label.class).getText()) + " | form: " + robot.lookup("#sharedFailure").tryQuery()
                        .map(n -> ((Label) n).getText()).orElse("(none)"), e);
            }
            for (String admins : List.of("newDynastyItem", "importItem", "exportItem", "shareItem",
                    "deleteDynastyItem", "undeleteDynastyItem", "restoreItem", "newMatterItem", "dormantItem")) {
                assertThat(visible(robot, admins)).as(admins + " on a Player's console").isFalse();
            }
            assertThat(visible(robot, "openSharedItem")).isTrue();
            assertThat(fx(() -> robot.lookup("#menuBar").queryAs(MenuBar.class).getMenus().stream()
                    .filter(menu -> "dynastyMenu".equals(menu.getId())).findFirst().orElseThrow().isVisible()))
                    .as("the Dynasty menu, all of it the Admins'").isFalse();
            assertThat(fx(() -> robot.lookup("#undoButton").queryAs(Button.class).isDisabled()))
                    .as("no Undo: a Player changes a vote by voting again").isTrue();

            robot.press(KeyCode.CONTROL).press(KeyCode.L).release(KeyCode.L).release(KeyCode.CONTROL);
            await(() -> robot.lookup("#entryTable").tryQuery().map(n -> !((TableView<?>) n).getItems().isEmpty())
                    .orElse(false));
            fx(() -> {
                robot.lookup("#entryTable").queryAs(TableView.class).getSelectionModel().select(0);
                return null;
            });
            await(() -> robot.lookup("#changesArea").tryQuery().map(n -> ((TextArea) n).getText()
                    .contains("kept for the dynasty's Admins")).orElse(false));
        } finally {
            fx(() -> {
                console.session().store().close();
                return null;
            });
            TestServer.dropWithRoles(url, roles);
        }
    }

    private static boolean visible(FxRobot robot, String id) {
        return fx(() -> robot.lookup("#menuBar").queryAs(MenuBar.class).getMenus().stream()
                .flatMap(menu -> menu.getItems().stream()).filter(i -> id.equals(i.getId())).findFirst()
                .orElseThrow(() -> new AssertionError("no menu item " + id)).isVisible());
    }

    private void share(FxRobot robot, String server, String database, String login, String password) {
        robot.clickOn("File");
        robot.clickOn("Share This Dynasty\u2026");
        await(() -> robot.lookup("#sharedServer").tryQuery().isPresent());
        robot.clickOn("#sharedServer").write(server);
        robot.clickOn("#sharedDatabase").write(database);
        robot.clickOn("#sharedLogin").write(login);
        robot.clickOn("#sharedPassword").write(password);
        robot.clickOn("#sharedGo");
    }

    private static String tip(FxRobot robot) {
        return fx(() -> robot.lookup("#sharedStatus").queryAs(Label.class).getTooltip().getText());
    }

    private static String status(FxRobot robot) {
        return fx(() -> robot.lookup("#sharedStatus").queryAs(Label.class).getText());
    }

    private static void await(BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
                WaitForAsyncUtils.waitForFxEvents();
                return condition.getAsBoolean();
            });
        } catch (TimeoutException e) {
            throw new AssertionError("not seen within 20 s", e);
        }
    }
}
