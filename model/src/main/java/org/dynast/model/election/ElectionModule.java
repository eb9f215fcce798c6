package org.dynast.model.election;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.ruleset.ShippedRuleset;
import org.dynast.model.tracker.Templates;
import org.dynast.model.tracker.TrackerModule;

/**
 * Ruleset 57 ("Candidate" / "President Thog", 2008): the election. Candidates' Supporters, Endorses, Money and last
 * Campaign Action are the tracker's table (the GNDT of the time), on its Ruleset 57 template; this module keeps the
 * rest (Public Image's claims, the News Post, the Candidate Agendas, the victory) and applies the rules. The Debates
 * are its subpackage {@code debate}.
 */
public final class ElectionModule implements DynastyModule, Templates.TrackerTemplates {

    public static final String ID = "election";

    /** The text of Ruleset 57, this module's own resource. */
    public static final ShippedRuleset RULESET_57 = new ShippedRuleset(57,
            "/org/dynast/model/election/ruleset-057-election.txt", "Ruleset 57 \u2014 Election", "Candidate",
            "Candidates", "President Thog");

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Election — Candidates, Campaign Actions, Debates and the vote (Ruleset 57)";
    }

    @Override
    public Set<Integer> rulesets() {
        return Set.of(57);
    }

    @Override
    public List<String> migrationLocations() {
        return List.of("db/election");
    }

    @Override
    public List<ShippedRuleset> shippedRulesets() {
        return List.of(RULESET_57);
    }

    @Override
    public Map<Integer, String> coreRulesProfiles() {
        return Map.of(57, "/org/dynast/model/election/core-rules-57.json");
    }

    @Override
    public Set<String> buildsOn() {
        return Set.of(TrackerModule.ID);
    }

    @Override
    public List<Templates.Template> trackerTemplates() {
        return List.of(new Templates.Template("election-57", "Ruleset 57 Candidates",
                "/org/dynast/model/election/tracker-template-57.json", Set.of(57)));
    }

    @Override
    public ModuleEngine open(ModuleContext context) {
        return new ElectionEngine(this, context);
    }
}
