package org.dynast.model.blogbots.tournament;

import java.util.List;
import org.dynast.model.blogbots.arena.BoutsService;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.blogbots.tournament.Tournament.Bout;
import org.dynast.model.blogbots.tournament.Tournament.Bracket;
import org.dynast.model.blogbots.tournament.Tournament.SeedList;
import org.dynast.model.blogbots.tournament.Tournament.Slot;
import org.dynast.model.blogbots.tournament.Tournament.Tier;

/**
 * The Bracket's posts: "The Bracket is the organised list of Bouts that will comprise the Final Tournament" and "All
 * Bouts in the Bracket should have their Configurations detailed in the Bracket document". Each placed Bout's
 * Configuration is detailed as the Announcement Post details an announced Bout's
 * ({@link BoutsService#configurationText}); a Bout whose Operators are not known yet names its places
 * ("Winner of 1-2") and has its Configuration detailed in the post made when it is placed.
 */
public final class BracketPost {

    private BracketPost() {
    }

    /** The Bracket document: every tier, tier 1 placed, the later tiers as drawn. */
    public static String bracket(Bracket b, SeedList finalSeeds, Catalogue catalogue) {
        StringBuilder sb = new StringBuilder("Bracket\n");
        sb.append("The Final Tournament, from the Final Seed List posted ")
                .append(UtcCalendar.format(finalSeeds.postedAt())).append(": ")
                .append(String.join(", ", finalSeeds.seeds().stream().map(s -> s.seed() + ". " + s.name()).toList()))
                .append('\n');
        for (Tier t : b.tiers()) {
            sb.append('\n').append(tierBody(t, catalogue));
        }
        return sb.toString();
    }

    /** The post made when a later tier is placed: its Bouts with their Configurations, and its deferrals. */
    public static String tier(Tier t, Catalogue catalogue) {
        return "Bracket: tier " + t.number() + " organised\n\n" + tierBody(t, catalogue);
    }

    /** The post made when a Bout waiting on an elimination Bout is placed. */
    public static String bout(Bout b, Catalogue catalogue) {
        return "Bracket: Bout " + b.id() + " placed\n\n" + boutText(b, catalogue);
    }

    static String tierBody(Tier t, Catalogue catalogue) {
        StringBuilder sb = new StringBuilder("Tier ").append(t.number());
        if (t.drawn()) {
            sb.append(" (as drawn; organised when tier ").append(t.number() - 1).append(" is decided)");
        }
        sb.append('\n');
        for (Bout b : t.bouts()) {
            sb.append(boutText(b, catalogue));
        }
        if (!t.deferred().isEmpty()) {
            sb.append("Deferred into tier ").append(t.number() + 1).append(": ")
                    .append(String.join(", ", t.deferred().stream().map(BracketPost::side).toList())).append('\n');
        }
        return sb.toString();
    }

    static String boutText(Bout b, Catalogue catalogue) {
        StringBuilder sb = new StringBuilder();
        sb.append(b.elimination() ? "Elimination Bout " : "Bout ").append(b.id()).append(": ").append(side(b.first()))
                .append(" v ").append(side(b.second()));
        if (b.elimination()) {
            sb.append(" (the loser of an elimination bout is eliminated)");
        }
        sb.append('\n');
        if (b.configuration() != null) {
            sb.append(BoutsService.configurationText(b.configuration(), catalogue));
        } else {
            List<String> open = List.of(b.first(), b.second()).stream().filter(s -> !s.decided())
                    .map(Slot::label).toList();
            sb.append("  Configuration: detailed when ").append(open.isEmpty() ? "the Bout is placed"
                    : String.join(" and ", open.stream().map(l -> l.replace("Winner of ", "Bout ")).toList())
                    + (open.size() == 1 ? " is" : " are") + " decided").append('\n');
        }
        if (b.fought()) {
            sb.append("  Result: ").append(b.result()).append('\n');
        }
        return sb.toString();
    }

    private static String side(Slot s) {
        if (!s.decided()) {
            return s.label();
        }
        return s.name() + " (seed " + s.seed() + (s.label() == null ? "" : ", " + lower(s.label())) + ")";
    }

    private static String lower(String label) {
        return Character.toLowerCase(label.charAt(0)) + label.substring(1);
    }
}
