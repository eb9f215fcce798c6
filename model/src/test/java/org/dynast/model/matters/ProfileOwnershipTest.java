package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.ImportException;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A dynasty owns the core-rules profile it cloned ("the emperor can clone and edit one"), or shares a shipped one
 * read-only: another dynasty's edit, undo or choice cannot change its verdicts, and its export carries its profile
 * (issue 33: the file-wide profiles crossed dynasties).
 */
class ProfileOwnershipTest {

    private static final String A = TestStores.ADMIN;
    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final MattersService matters = store.matters();
    private final long a = found("Dynasty A");
    private final long b = found("Dynasty B");

    private long found(String name) {
        Dynasty d = store.dynasties().found(A, name, 205, new Terms("Operator", "Operators", "Announcer"), A,
                LocalDate.of(2026, 11, 1));
        for (String p : new String[] {"Kevan", "Josh", "Clucky", "Darth"}) {
            store.roster().addPlayer(d.id(), A, p, false, null);
        }
        return d.id();
    }

    @AfterEach
    void close() {
        store.close();
    }

    private String edited(String id, int maxPending) {
        CoreRulesProfile p = matters.profiles().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow()
                .profile();
        return ProfileCatalogue.toJson(new CoreRulesProfile(p.id(), p.name(), p.description(), p.quorum(), p.voting(),
                p.popular(), p.unpopular(), p.kinds(), new CoreRulesProfile.ProposalLimits(maxPending,
                p.proposalLimits().maxPerDay()), p.victory(), p.hiatus(), p.names(), p.era()));
    }

    /** Shape 1: dynasty A's edit of its clone cannot change dynasty B's verdicts — B cannot take A's clone. */
    @Test
    void anotherDynastysCloneIsNeitherChosenNorEdited() {
        StoredProfile clone = matters.cloneProfile(a, A, "ruleset-205", "house-rules", "House rules");
        assertThat(clone.owner()).isEqualTo(a);
        matters.useProfile(a, A, "house-rules");
        assertThatThrownBy(() -> matters.useProfile(b, A, "house-rules")).isInstanceOf(Refusal.class)
                .hasMessageContaining("another dynasty's own");
        assertThatThrownBy(() -> matters.updateProfile(b, A, "house-rules", edited("house-rules", 9)))
                .hasMessageContaining("another dynasty's own");
        assertThat(matters.profiles(b)).extracting(StoredProfile::id).doesNotContain("house-rules");
        assertThat(matters.profiles(a)).extracting(StoredProfile::id).contains("house-rules", "ruleset-205");
        matters.updateProfile(a, A, "house-rules", edited("house-rules", 9));
        assertThat(matters.profileOf(store.dynasties().get(a)).proposalLimits().maxPending()).isEqualTo(9);
        assertThat(matters.profileOf(store.dynasties().get(b)).proposalLimits().maxPending()).isEqualTo(2);
    }

    /** Shape 2: A's undo of its clone deletes nothing B uses: B judges by its own (or a shipped) profile. */
    @Test
    void undoingACloneLeavesTheOtherDynastyJudged() {
        matters.cloneProfile(b, A, "ruleset-205", "b-rules", "B's rules");
        matters.useProfile(b, A, "b-rules");
        matters.cloneProfile(a, A, "ruleset-205", "a-rules", "A's rules");
        store.log().undo(a, A);
        assertThat(matters.profiles()).extracting(StoredProfile::id).contains("b-rules").doesNotContain("a-rules");
        long kevan = store.roster().roster(b).byName("Kevan").orElseThrow().id();
        matters.post(b, A, MatterKind.PROPOSAL, "Idea", kevan, null, "");
        assertThat(matters.profileOf(store.dynasties().get(b)).id()).isEqualTo("b-rules");
    }

    /**
     * Shape 3: a dynasty exported with its clone carries the profile, and the import owns a copy (under the file's id,
     * or "-2" where the id is taken); a file naming a profile it neither carries nor finds is refused.
     */
    @Test
    void theExportCarriesTheDynastysOwnProfile() throws IOException {
        matters.cloneProfile(a, A, "ruleset-205", "house-rules", "House rules");
        matters.updateProfile(a, A, "house-rules", edited("house-rules", 7));
        matters.useProfile(a, A, "house-rules");
        StringWriter out = new StringWriter();
        store.exchange().export(a, out);
        String file = out.toString();
        assertThat(file).contains("\"profile\"").contains("\"maxPending\" : 7");
        StringWriter shipped = new StringWriter();
        store.exchange().export(b, shipped);
        assertThat(shipped.toString()).doesNotContain("\"profile\" :");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            Dynasty copy = other.exchange().importFrom(new StringReader(file), "a.json", A);
            assertThat(copy.profileId()).isEqualTo("house-rules");
            assertThat(other.matters().profileOf(copy).proposalLimits().maxPending()).isEqualTo(7);
            assertThat(other.matters().profiles(copy.id())).extracting(StoredProfile::id).contains("house-rules");
            // the same file again: the id is taken, by the first import's own copy
            Dynasty again = other.exchange().importFrom(new StringReader(file), "a.json", A);
            assertThat(again.profileId()).isEqualTo("house-rules-2");
            assertThat(other.matters().profileOf(again).proposalLimits().maxPending()).isEqualTo(7);
        }
        // a file that names a clone and does not carry it could not be judged: refused, nothing written
        try (GameStore other = TestStores.store(TestStores.clock())) {
            ObjectNode tree = (ObjectNode)
                    new ObjectMapper().readTree(file);
            tree.remove("profile");
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(tree.toString()), "a.json", A))
                    .isInstanceOf(ImportException.class).hasMessageContaining("dynasty.profileId")
                    .hasMessageContaining("does not carry");
            assertThat(other.dynasties().all()).isEmpty();
        }
    }

    /**
     * A profile without its era block: an export written before the block existed is migrated explicitly (today's era
     * settings, what it was judged by), an edit that leaves it out is refused in plain words and changes nothing
     * (docs/rulings.md, Votable Matters 16).
     */
    @Test
    void aProfileWithoutItsEraBlockIsMigratedFromAnOldExportAndRefusedInAnEdit() throws IOException {
        matters.cloneProfile(a, A, "ruleset-205", "house-rules", "House rules");
        matters.updateProfile(a, A, "house-rules", edited("house-rules", 7));
        matters.useProfile(a, A, "house-rules");
        StringWriter out = new StringWriter();
        store.exchange().export(a, out);
        ObjectNode tree = (ObjectNode)
                new ObjectMapper().readTree(out.toString());
        ((ObjectNode) tree.get("profile")).remove("era");
        try (GameStore other = TestStores.store(TestStores.clock())) {
            Dynasty copy = other.exchange().importFrom(new StringReader(tree.toString()), "old.json", A);
            CoreRulesProfile migrated = other.matters().profileOf(copy);
            assertThat(migrated.era()).isEqualTo(CoreRulesProfile.EraRules.TODAY);
            assertThat(migrated.proposalLimits().maxPending()).isEqualTo(7);
        }
        ObjectNode edit = (ObjectNode)
                new ObjectMapper().readTree(edited("house-rules", 3));
        edit.remove("era");
        assertThatThrownBy(() -> matters.updateProfile(a, A, "house-rules", edit.toString()))
                .isInstanceOf(Refusal.class).hasMessageContaining("The profile is not valid")
                .hasMessageContaining("no \"era\" block");
        assertThat(matters.profileOf(store.dynasties().get(a)).proposalLimits().maxPending()).isEqualTo(7);
    }

    /** An Ascension Address founds a new dynasty on the old one's clone: the new dynasty gets its own copy. */
    @Test
    void theNewDynastyOfAnAscensionOwnsACopyOfTheClone() {
        matters.cloneProfile(a, A, "ruleset-205", "house-rules", "House rules");
        matters.useProfile(a, A, "house-rules");
        var roster = store.roster().roster(a);
        long josh = roster.byName("Josh").orElseThrow().id();
        VotableMatter dov = matters.post(a, A, MatterKind.DOV, "I win", josh, null, "");
        for (Player p : roster.active()) {
            matters.vote(a, A, dov.id(), p.id(), VoteIcon.FOR, null);
        }
        clock.advance(Duration.ofHours(13));
        long admin = roster.active().stream().filter(Player::admin).findFirst().orElseThrow()
                .id();
        matters.resolve(a, A, dov.id(), Resolution.ENACT, admin);
        Dynasty next = matters.ascensionAddress(a, "Josh", "Josh's Era", 205, null, List.of(), null);
        assertThat(next.profileId()).isEqualTo("house-rules-2");
        assertThat(matters.profiles(next.id())).extracting(StoredProfile::id).contains("house-rules-2")
                .doesNotContain("house-rules");
        assertThat(matters.profileOf(store.dynasties().get(a)).id()).isEqualTo("house-rules");
    }
}
