package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.io.StringWriter;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DynastyExchange.Document;
import org.dynast.model.store.DynastyExchange.PlayerData;
import org.junit.jupiter.api.Test;

/** The scale benchmark's history generator (issue 22): a long dynasty that Dynast reads like any export. */
class HistoryGeneratorTest {

    private static final HistoryGenerator.Size SMALL = new HistoryGenerator.Size(150, 6, 24, 7);

    @Test
    void theGeneratedHistoryImportsAsAnyExportDoes() throws Exception {
        StringWriter json = new StringWriter();
        new HistoryGenerator(SMALL, DynastyModules.installed().shippedRulesets().get(0)).write(json);

        try (GameStore store = TestStores.store(TestStores.clock())) {
            Dynasty d = store.exchange().importFrom(new StringReader(json.toString()), "history.json", "Admin");

            assertThat(store.matters().state(d.id()).matters()).hasSize(150);
            assertThat(store.roster().roster(d.id()).players()).hasSize(24);
            assertThat(store.rulesets().revisions(d.id())).hasSize(6);
        }
    }

    @Test
    void oneSeedNamesOneHistory() throws Exception {
        StringWriter a = new StringWriter();
        StringWriter b = new StringWriter();
        new HistoryGenerator(SMALL, DynastyModules.installed().shippedRulesets().get(0)).write(a);
        new HistoryGenerator(SMALL, DynastyModules.installed().shippedRulesets().get(0)).write(b);
        StringWriter c = new StringWriter();
        new HistoryGenerator(new HistoryGenerator.Size(150, 6, 24, 8), DynastyModules.installed().shippedRulesets().get(0)).write(c);

        assertThat(a.toString()).isEqualTo(b.toString()).isNotEqualTo(c.toString());
    }

    @Test
    void itIsRealisticEveryVoteByAPlayerWhoHadJoinedAndAtMostTwoMattersPending() {
        Document doc = new HistoryGenerator(SMALL, DynastyModules.installed().shippedRulesets().get(0)).document();
        Map<String, PlayerData> players = doc.players().stream()
                .collect(Collectors.toMap(PlayerData::name, Function.identity()));

        for (var m : doc.matters()) {
            assertThat(m.votes()).hasSizeBetween(8, 15);
            assertThat(m.votes()).allSatisfy(v -> assertThat(players.get(v.player()).joinedOn()
                    .atStartOfDay().toInstant(ZoneOffset.UTC)).isBeforeOrEqualTo(m.postedAt()));
            assertThat(m.votes().stream().map(v -> v.player()).distinct()).hasSize(m.votes().size());
        }
        assertThat(doc.matters().stream().filter(m -> m.status() == MatterStatus.PENDING)).hasSize(2);
        assertThat(doc.matters().stream().filter(m -> m.kind() == MatterKind.PROPOSAL).count())
                .isGreaterThan(doc.matters().size() / 2);
        // the ruleset is about 100 KB, as a long-running dynasty's is
        assertThat(doc.ruleset().get(0).text().length()).isBetween(100_000, 110_000);
        assertThat(doc.history()).hasSizeGreaterThan(150 * 8);
    }
}
