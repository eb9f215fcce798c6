package org.dynast.model.roster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.io.StringWriter;
import java.time.LocalDate;
import java.util.Map;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.LogEntry;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A dynasty's known aliases (issue 32): a player's former name on the blog, stored in that dynasty only, logged and
 * undoable, refused in plain words where it would make a name mean two players, and carried by the dynasty file.
 */
class PlayerAliasTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final RosterService roster = store.roster();
    private final long id = dynasty.id();

    @AfterEach
    void close() {
        store.close();
    }

    private long add(long dynastyId, String name) {
        return roster.addPlayer(dynastyId, TestStores.ADMIN, name, false, LocalDate.of(2025, 5, 1)).id();
    }

    @Test
    void anAliasIsStoredInItsDynastyOnlyAndMeansNothingInAnother() {
        long kevan = add(id, "Kevan");
        Dynasty other = store.dynasties().found("Josh", "Another Dynasty", 205,
                new Terms("Drafter", "Drafters", "Emperor"), "Josh", LocalDate.of(2025, 1, 1));
        add(other.id(), "Kevan");

        roster.addAlias(id, TestStores.ADMIN, kevan, "Ienpw III");

        assertThat(roster.aliases(id)).isEqualTo(Map.of("Ienpw III", "Kevan"));
        assertThat(roster.aliases(other.id())).isEmpty();
        assertThat(roster.aliasList(other.id())).isEmpty();
        // the same alias may be another dynasty's own, for another player
        long josh = roster.roster(other.id()).byName("Josh").orElseThrow().id();
        roster.addAlias(other.id(), "Josh", josh, "ienpw iii");
        assertThat(roster.aliases(id)).isEqualTo(Map.of("Ienpw III", "Kevan"));
        assertThat(roster.aliases(other.id())).isEqualTo(Map.of("ienpw iii", "Josh"));
    }

    @Test
    void anAliasFollowsItsPlayersRenameAndIsUndoneAndRedoneAsOneAction() {
        long kevan = add(id, "Kevan");
        roster.addAlias(id, TestStores.ADMIN, kevan, "  Old   Kevan ");
        assertThat(store.log().history(id)).extracting(LogEntry::summary)
                .contains("Recorded Old Kevan as an alias of Kevan");
        // a rename by Proposal keeps the former name as a known alias, in the same action
        roster.renameByProposal(id, TestStores.ADMIN, kevan, "Kevan_Bee", "Proposal: New names");
        assertThat(roster.aliases(id)).isEqualTo(Map.of("Old Kevan", "Kevan_Bee", "Kevan", "Kevan_Bee"));
        // renamed back: the alias that is the name again is dropped, the other former name kept
        roster.renameByProposal(id, TestStores.ADMIN, kevan, "Kevan", "Proposal: Old names");
        assertThat(roster.aliases(id)).isEqualTo(Map.of("Old Kevan", "Kevan", "Kevan_Bee", "Kevan"));

        store.log().undo(id, TestStores.ADMIN); // the rename back
        store.log().undo(id, TestStores.ADMIN); // the rename
        assertThat(roster.aliases(id)).isEqualTo(Map.of("Old Kevan", "Kevan"));
        store.log().undo(id, TestStores.ADMIN); // the alias
        assertThat(roster.aliases(id)).isEmpty();
        store.log().redo(id, TestStores.ADMIN);
        assertThat(roster.aliases(id)).isEqualTo(Map.of("Old Kevan", "Kevan"));

        PlayerAlias recorded = roster.aliasList(id).get(0);
        roster.removeAlias(id, TestStores.ADMIN, recorded.id());
        assertThat(roster.aliases(id)).isEmpty();
    }

    @Test
    void anAliasThatIsAPlayersNameOrAlreadyKnownOrBlankIsRefusedAndNothingChanges() {
        long kevan = add(id, "Kevan");
        long josh = add(id, "Josh");
        roster.addAlias(id, TestStores.ADMIN, kevan, "O'Malley");
        int entries = store.log().history(id).size();

        assertThatThrownBy(() -> roster.addAlias(id, TestStores.ADMIN, kevan, "josh"))
                .isInstanceOf(Refusal.class)
                .hasMessage("Josh is an Operator of this dynasty: a comment by that name already counts as theirs.");
        assertThatThrownBy(() -> roster.addAlias(id, TestStores.ADMIN, josh, "omalley"))
                .hasMessage("O'Malley is already known as an alias of Kevan.");
        assertThatThrownBy(() -> roster.addAlias(id, TestStores.ADMIN, josh, "   "))
                .hasMessage("An alias is needed: the name Josh went by before.");
        assertThatThrownBy(() -> roster.addAlias(id, TestStores.ADMIN, josh, "x".repeat(61)))
                .hasMessage("An alias is one line of at most 60 characters.");

        assertThat(roster.aliases(id)).isEqualTo(Map.of("O'Malley", "Kevan"));
        assertThat(store.log().history(id)).hasSize(entries);
    }

    @Test
    void theDynastyFileCarriesTheAliasesAndAnImportKeepsThem() throws Exception {
        long kevan = add(id, "Kevan");
        roster.addAlias(id, TestStores.ADMIN, kevan, "Ienpw III");
        StringWriter out = new StringWriter();
        store.exchange().export(id, out);
        assertThat(out.toString()).contains("\"aliases\"", "\"alias\" : \"Ienpw III\"", "\"player\" : \"Kevan\"");

        try (GameStore other = TestStores.store(TestStores.clock())) {
            Dynasty copy = other.exchange().importFrom(new StringReader(out.toString()), "aliases.json",
                    TestStores.ADMIN);
            assertThat(other.roster().aliases(copy.id())).isEqualTo(Map.of("Ienpw III", "Kevan"));
            // an alias naming no player of the file, or a player's own name, is refused with where and why
            String broken = out.toString().replace("\"player\" : \"Kevan\"", "\"player\" : \"Nobody\"");
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(broken), "b.json", "x"))
                    .hasMessageContaining("aliases[0].player").hasMessageContaining("\"Nobody\" is not among the players");
            String clash = out.toString().replace("\"alias\" : \"Ienpw III\"", "\"alias\" : \"KEVAN\"");
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(clash), "c.json", "x"))
                    .hasMessageContaining("aliases[0].alias")
                    .hasMessageContaining("is the name of a player of the dynasty");
        }
    }
}
