package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestServer;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.LogEntry;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;

/**
 * Undo on a dynasty its admins share (issue 36): "undo undoes one's own last action unless another depends on it, and
 * says so". Two consoles on one PostgreSQL database, each acting under its own name, with undo each one's own (as the
 * console sets it on a shared dynasty); always on PostgreSQL (an H2 file has one emperor, whose undo reverts the
 * dynasty's last action, as {@code ActionLogTest} checks).
 */
class SharedUndoTest {

    private final ManualGameClock clock = TestStores.clock();

    @Test
    void eachConsoleUndoesItsOwnLastActionNotTheOthersLaterOne() {
        String url = TestServer.freshDatabase();
        try (GameStore ferrous = GameStore.onServer(url, clock, null, DynastyModules.installed());
             GameStore cogsworth = GameStore.onServer(url, clock, null, DynastyModules.installed())) {
            ownUndo(ferrous, cogsworth);
            Dynasty demo = DemoDynasty.seedIfEmpty(ferrous, "Ferrous");
            ferrous.roster().addPlayer(demo.id(), "Ferrous", "Zinnia", false, LocalDate.of(2026, 11, 1));
            clock.advance(Duration.ofMinutes(1));
            cogsworth.roster().addPlayer(demo.id(), "Cogsworth", "Quill", false, LocalDate.of(2026, 11, 1));

            assertThat(ferrous.log().nextUndoHeader(demo.id(), "Ferrous")).get().extracting(LogEntry::summary)
                    .asString().contains("Zinnia");
            LogEntry undone = ferrous.log().undo(demo.id(), "Ferrous");

            assertThat(undone.summary()).contains("Zinnia");
            assertThat(names(cogsworth, demo)).doesNotContain("Zinnia").contains("Quill");
            assertThatThrownBy(() -> ferrous.log().undo(demo.id(), "Ferrous")).isInstanceOf(Refusal.class)
                    .hasMessageContaining("nothing of yours to undo");
            assertThat(cogsworth.log().nextRedoHeader(demo.id(), "Cogsworth")).as("Ferrous's undo is not Cogsworth's to redo")
                    .isEmpty();
            ferrous.log().redo(demo.id(), "Ferrous");
            assertThat(names(cogsworth, demo)).contains("Zinnia", "Quill");
        }
    }

    @Test
    void anUndoThatAnothersLaterActionDependsOnIsRefusedNamingItUntilThatOneIsUndone() {
        String url = TestServer.freshDatabase();
        try (GameStore ferrous = GameStore.onServer(url, clock, null, DynastyModules.installed());
             GameStore cogsworth = GameStore.onServer(url, clock, null, DynastyModules.installed())) {
            ownUndo(ferrous, cogsworth);
            Dynasty demo = DemoDynasty.seedIfEmpty(ferrous, "Ferrous");
            Player zinnia = ferrous.roster().addPlayer(demo.id(), "Ferrous", "Zinnia", false, LocalDate.of(2026, 11, 1));
            clock.advance(Duration.ofMinutes(1));
            cogsworth.roster().idle(demo.id(), "Cogsworth", zinnia.id(), IdleReason.REQUESTED);
            long before = cogsworth.log().newestEntryId(demo.id());

            assertThatThrownBy(() -> ferrous.log().undo(demo.id(), "Ferrous")).isInstanceOf(Refusal.class)
                    .hasMessageContaining("Cannot undo your \u201cAdded")
                    .hasMessageContaining("Cogsworth's \u201c")
                    .hasMessageContaining("changed the same player since, and depends on it")
                    .hasMessageContaining("Cogsworth can undo theirs first");
            assertThat(ferrous.log().newestEntryId(demo.id())).as("nothing was changed").isEqualTo(before);
            assertThat(ferrous.roster().roster(demo.id()).byName("Zinnia")).get()
                    .extracting(Player::idle).isEqualTo(true);

            cogsworth.log().undo(demo.id(), "Cogsworth");
            ferrous.log().undo(demo.id(), "Ferrous");
            assertThat(names(cogsworth, demo)).doesNotContain("Zinnia");
        }
    }

    @Test
    void aRedoThatAnothersActionSinceTheUndoDependsOnIsRefusedNamingIt() {
        String url = TestServer.freshDatabase();
        try (GameStore ferrous = GameStore.onServer(url, clock, null, DynastyModules.installed());
             GameStore cogsworth = GameStore.onServer(url, clock, null, DynastyModules.installed())) {
            ownUndo(ferrous, cogsworth);
            Dynasty demo = DemoDynasty.seedIfEmpty(ferrous, "Ferrous");
            Player omalley = ferrous.roster().roster(demo.id()).byName("O'Malley").orElseThrow();
            ferrous.roster().idle(demo.id(), "Ferrous", omalley.id(), IdleReason.REQUESTED);
            ferrous.log().undo(demo.id(), "Ferrous");
            clock.advance(Duration.ofMinutes(1));
            cogsworth.roster().setAdmin(demo.id(), "Cogsworth", omalley.id(), !omalley.admin());

            assertThatThrownBy(() -> ferrous.log().redo(demo.id(), "Ferrous")).isInstanceOf(Refusal.class)
                    .hasMessageContaining("Cannot redo your \u201cRendered O'Malley Idle")
                    .hasMessageContaining("Cogsworth's \u201c");
        }
    }

    @Test
    void aPlayersConsoleActsUnderItsRosterNameAndAnAdminsUnderItsLogin() throws SQLException {
        String url = TestServer.freshDatabase();
        List<String> roles = new ArrayList<>();
        try (GameStore owner = GameStore.onServer(url, clock, null, DynastyModules.installed())) {
            Dynasty demo = DemoDynasty.seedIfEmpty(owner, "Ferrous");
            assertThat(owner.member()).get().extracting(ServerRoles.Member::role).isEqualTo(ServerRoles.Role.EMPEROR);
            assertThat(owner.actingAs()).as("the owner acts as the dynasty's emperor, as on a file").isEmpty();
            String database;
            try (Connection c = ServerRoles.connect(url)) {
                database = c.getCatalog();
                ServerRoles.addMember(c, database + "_omalley", ServerRoles.Role.PLAYER, demo.name(), "O'Malley", "pw1");
                ServerRoles.addMember(c, database + "_cog", ServerRoles.Role.ADMIN, null, null, "pw2");
            }
            ServerRoles.Groups g = ServerRoles.groups(database);
            roles.addAll(List.of(database + "_omalley", database + "_cog", g.emperor(), g.admin(), g.player()));
            try (GameStore player = GameStore.onServer(TestServer.as(url, database + "_omalley", "pw1"), clock, null,
                    DynastyModules.installed());
                 GameStore admin = GameStore.onServer(TestServer.as(url, database + "_cog", "pw2"), clock, null,
                         DynastyModules.installed())) {
                assertThat(player.member()).get().satisfies(m -> {
                    assertThat(m.role()).isEqualTo(ServerRoles.Role.PLAYER);
                    assertThat(m.staff()).isFalse();
                });
                assertThat(player.actingAs()).contains("O'Malley");
                long omalley = player.roster().roster(demo.id()).byName("O'Malley").orElseThrow().id();
                VotableMatter pending = owner.matters().post(demo.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] Tidy",
                        omalley, null, "Replace a word.");
                player.matters().vote(demo.id(), player.actingAs().orElseThrow(), pending.id(), omalley, VoteIcon.FOR,
                        null);
                assertThat(owner.log().nextUndoHeader(demo.id())).get().extracting(LogEntry::actor)
                        .as("the Player's vote, cast from its own console, is logged under its roster name")
                        .isEqualTo("O'Malley");
                assertThat(admin.member()).get().extracting(ServerRoles.Member::staff).isEqualTo(true);
                assertThat(admin.actingAs()).contains(database + "_cog");
            }
        } finally {
            TestServer.dropWithRoles(url, roles);
        }
    }

    private static void ownUndo(GameStore... consoles) {
        for (GameStore console : consoles) {
            console.log().undoOwnActions(true);
        }
    }

    private static List<String> names(GameStore store, Dynasty d) {
        return store.roster().roster(d.id()).players().stream().map(Player::name).toList();
    }
}
