package org.dynast.model.election;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a Ruleset 57 dynasty keeps beside the tracker's Candidates' table, as one logged document. Candidates are
 * named by their names ("A Candidate may only change her name as a result of a proposal approving the change").
 */
public final class ElectionState {

    public long dynastyId;
    /** Everyone who has been a Candidate in this dynasty, by name: a row not among them is a new Candidate. */
    public List<String> candidates = new ArrayList<>();
    /** Candidates whose next action may first double their money ("Going Abroad"). */
    public List<String> abroad = new ArrayList<>();
    /** Free T-Shirts given out, each with who has claimed their 1DICE6. */
    public List<TShirts> tshirts = new ArrayList<>();
    /** Public Image: each resolved Proposal's one-Supporter claims. */
    public List<ImageClaim> claims = new ArrayList<>();
    /** When the News Post was posted (null: not yet). */
    public Instant newsPostedAt;
    /** The News Post's comments: Blognomic Statements, Free T-Shirts! and the President Thog's, oldest first. */
    public List<NewsComment> news = new ArrayList<>();
    /** The 'Candidate Agendas' document: Good Intentions in the order they were added. */
    public List<GoodIntention> agendas = new ArrayList<>();
    /** Who achieved victory, and how (null: nobody yet). */
    public Victory victory;

    public ElectionState() {
    }

    /** A Free T-Shirts action: "within a period of 24 hours, any Candidate that endorses [the giver] may add 1DICE6". */
    public static final class TShirts {
        public String giver;
        public Instant at;
        public List<String> claimed = new ArrayList<>();

        public TShirts() {
        }
    }

    /** The one-Supporter claims a resolved Proposal opened ("may once, within 24 hours, add one Supporter"). */
    public static final class ImageClaim {
        public long matterId;
        public String title;
        /** ENACTED or FAILED. */
        public String outcome;
        public Instant at;
        /** Who voted FOR (enacted) or AGAINST (failed), and so may claim. */
        public List<String> voters = new ArrayList<>();
        public List<String> claimed = new ArrayList<>();
        /** The author's Supporters change, as applied with the resolution (0: none). */
        public String author;
        public long authorChange;
        /** Why the author's change is what it is, in words. */
        public String why;

        public ImageClaim() {
        }
    }

    /** A comment at the News Post. */
    public static final class NewsComment {
        /** "BS", "T-SHIRTS" or "THOG". */
        public String kind;
        public String author;
        public String text;
        public Instant at;
        /** Whom its Supporters change went to, and by how much (a BS: the endorsee, +1DICE3; the President Thog's). */
        public String target;
        public long change;

        public NewsComment() {
        }
    }

    /** A Good Intention (BS Promise) in the 'Candidate Agendas' document. */
    public static final class GoodIntention {
        public String candidate;
        public int number;
        public String text;
        public Instant at;
        /** Removed by a Proposal or CfJ (its number is not reused). */
        public boolean removed;

        public GoodIntention() {
        }
    }

    /** The victory: who, when, and the Dynastic Agenda revision once created. */
    public static final class Victory {
        public String candidate;
        public Instant at;
        public long totalSupport;
        /** "Landslide Victory": achieved by the rule's own words. */
        public boolean landslide;
        /** The ruleset revision that created "Dynastic Agenda" (0: not yet). */
        public int agendaRevision;

        public Victory() {
        }
    }

    static String key(String name) {
        return name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
    }

    boolean isCandidate(String name) {
        return candidates.stream().anyMatch(n -> key(n).equals(key(name)));
    }

    boolean isAbroad(String name) {
        return abroad.stream().anyMatch(n -> key(n).equals(key(name)));
    }

    Optional<ImageClaim> claim(long matterId) {
        return claims.stream().filter(c -> c.matterId == matterId).findFirst();
    }

    /** The Good Intentions of one Candidate that stand, by number. */
    public List<GoodIntention> intentionsOf(String candidate) {
        return agendas.stream().filter(g -> !g.removed && key(g.candidate).equals(key(candidate))).toList();
    }
}
