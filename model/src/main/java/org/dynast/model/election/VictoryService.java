package org.dynast.model.election;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.MattersState;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.roster.Player;
import org.dynast.model.ruleset.MatterRef;
import org.dynast.model.ruleset.Rule;
import org.dynast.model.ruleset.RulesetRevision;

/**
 * Victory (rule "Candidates"): "On or after the date 4-10-2008 at 00:00:00 GMT the Candidate with the highest Total
 * Support who is not in debt, provided there are no active debates, has achieved victory"; rule "Landslide Victory"
 * while the ruleset has it; and, once the new President Thog's Hiatus has ended, the Dynastic Agenda rule and its
 * Items created in the dynasty's ruleset as a revision.
 */
public final class VictoryService {

    /** "On or after the date 4-10-2008 at 00:00:00 GMT". */
    public static final Instant ELECTION = Instant.parse("2008-10-04T00:00:00Z");
    public static final String LANDSLIDE_RULE = "Landslide Victory";
    public static final String LANDSLIDE_WINNER = "Darknight";
    public static final String AGENDA_RULE = "Dynastic Agenda";
    public static final String AGENDA_TEXT = "This rule and its sub-rules may only be repealed through a successful "
            + "proposal or Call for Judgment";

    /** Who has achieved victory now, and why; or why nobody has. */
    public record Standing(Optional<String> winner, long totalSupport, boolean landslide, String why) {
    }

    private final ElectionBooks books;
    private final DebatesPart debates;

    VictoryService(ElectionBooks books, DebatesPart debates) {
        this.books = books;
        this.debates = debates;
    }

    /** Whether the dynasty's ruleset has the rule "Landslide Victory" in force (its latest revision). */
    public boolean landslideInForce(long dynastyId) {
        return books.context().rulesets().current(dynastyId).flatMap(r -> r.ruleTitled(LANDSLIDE_RULE)).isPresent();
    }

    /**
     * "No Candidates, other than Darknight, may make Declarations of Victory.": while the rule is in force, a DoV just
     * posted (the dynasty's newest matter) by a Candidate other than Darknight is refused, nothing posted (ruling
     * R57-16). Called inside the posting action.
     */
    void checkDeclaration(long dynastyId) {
        MattersState state = books.context().matters().listing(dynastyId);
        Optional<VotableMatter> newest = state.matters().stream()
                .max(Comparator.comparingLong(VotableMatter::id));
        if (newest.isEmpty() || newest.get().kind() != MatterKind.DOV) {
            return;
        }
        String author = state.roster().byId(newest.get().authorId()).map(p -> p.name()).orElse("");
        if (author.equalsIgnoreCase(LANDSLIDE_WINNER) || books.president(dynastyId).map(author::equalsIgnoreCase)
                .orElse(false) || !landslideInForce(dynastyId)) {
            return;
        }
        throw new Refusal(LANDSLIDE_RULE, author + " may not make a Declaration of Victory: “No "
                + "Candidates, other than " + LANDSLIDE_WINNER + ", may make Declarations of Victory.” (rule "
                + "“" + LANDSLIDE_RULE + "”)");
    }

    /**
     * "When Darknight makes a Declaration of Victory, repeal this rule.": once Darknight has posted a DoV, the rule
     * "Landslide Victory" is repealed as a revision of the dynasty's ruleset caused by that DoV (logged, undoable);
     * refused before (ruling R57-16).
     */
    public RulesetRevision repealLandslide(long dynastyId, String actor) {
        var c = books.context();
        var dov = c.transactor().inTransaction(() -> {
            var state = c.matters().listing(dynastyId);
            return state.matters().stream().filter(m -> m.kind() == MatterKind.DOV)
                    .filter(m -> state.roster().byId(m.authorId()).map(p -> p.name().equalsIgnoreCase(
                            LANDSLIDE_WINNER)).orElse(false))
                    .max(Comparator.comparingLong(VotableMatter::id));
        });
        if (dov.isEmpty()) {
            throw new Refusal(LANDSLIDE_RULE, LANDSLIDE_WINNER + " has made no Declaration of Victory: the rule is "
                    + "repealed “when " + LANDSLIDE_WINNER + " makes a Declaration of Victory”.");
        }
        RulesetRevision latest = c.rulesets().latest(dynastyId).orElseThrow(() -> new Refusal(LANDSLIDE_RULE,
                "The dynasty has no ruleset: there is no rule “" + LANDSLIDE_RULE + "” to repeal."));
        Rule rule = c.rulesets().read(latest).ruleset().ruleTitled(LANDSLIDE_RULE).orElseThrow(() -> new Refusal(
                LANDSLIDE_RULE, "The ruleset has no rule “" + LANDSLIDE_RULE + "”: it is repealed already."));
        return c.rulesets().repealRule(dynastyId, actor, latest.id(), rule.id(),
                new MatterRef(dov.get().title(), dov.get().id()));
    }

    public Standing standing(long dynastyId) {
        if (landslideInForce(dynastyId)) {
            return new Standing(Optional.of(LANDSLIDE_WINNER), 0, true, "\u201c" + LANDSLIDE_WINNER + " has achieved "
                    + "victory. No Candidates, other than " + LANDSLIDE_WINNER + ", may make Declarations of "
                    + "Victory.\u201d (rule \u201cLandslide Victory\u201d, until " + LANDSLIDE_WINNER + " makes a DoV)");
        }
        Instant now = books.context().clock().now();
        if (now.isBefore(ELECTION)) {
            return new Standing(Optional.empty(), 0, false, "The election is on 4-10-2008 at 00:00:00 GMT; nobody has "
                    + "achieved victory before it.");
        }
        if (debates.anyActive(dynastyId)) {
            return new Standing(Optional.empty(), 0, false, "A debate is Active: victory is \u201cprovided there are "
                    + "no active debates\u201d.");
        }
        List<Candidate> eligible = new ArrayList<>(books.candidates(dynastyId).stream().filter(c -> !c.inDebt())
                .toList());
        if (eligible.isEmpty()) {
            return new Standing(Optional.empty(), 0, false, "Every Candidate is In debt.");
        }
        eligible.sort(Comparator.comparingLong(Candidate::totalSupport).reversed());
        Candidate top = eligible.get(0);
        if (eligible.size() > 1 && eligible.get(1).totalSupport() == top.totalSupport()) {
            List<String> tied = eligible.stream().filter(c -> c.totalSupport() == top.totalSupport())
                    .map(Candidate::name).toList();
            return new Standing(Optional.empty(), top.totalSupport(), false, String.join(" and ", tied) + " tie at "
                    + top.totalSupport() + " Total Support: no one Candidate has the highest.");
        }
        return new Standing(Optional.of(top.name()), top.totalSupport(), false, top.name() + " has the highest "
                + "Total Support (" + top.totalSupport() + ") of the Candidates not in debt, and no debate is Active.");
    }

    /**
     * "When a Candidate achieves victory (after hiatus ends), create a new rule called ‘Dynastic Agenda’ ... for each BS
     * Promise listed for the new President Thog, create a new sub-rule named ‘Item N’ ... Afterwards, if a rule called
     * Agendas exist, repeal it." Made as a revision of the dynasty's ruleset (and a second that repeals Agendas).
     */
    public RulesetRevision createDynasticAgenda(long dynastyId, String actor) {
        var c = books.context();
        var passed = c.transactor().inTransaction(() -> c.matters().state(dynastyId).matters().stream()
                .filter(m -> m.kind() == MatterKind.DOV && m.status() == MatterStatus.ENACTED)
                .max(Comparator.comparing(m -> m.resolvedAt() == null ? Instant.EPOCH : m.resolvedAt())));
        if (passed.isEmpty()) {
            throw new Refusal("Candidate Agendas", "No Declaration of Victory has passed: the Dynastic Agenda is "
                    + "created \u201cwhen a Candidate achieves victory\u201d.");
        }
        var dynasty = c.transactor().inTransaction(() -> c.dynasties().get(dynastyId));
        if (dynasty.phase() == DynastyPhase.INTERREGNUM) {
            throw new Refusal("Candidate Agendas", "The Hiatus has not ended: it \u201ccontinues until the new "
                    + "President Thog posts an Ascension Address\u201d, and the Dynastic Agenda is created \u201cafter "
                    + "hiatus ends\u201d.");
        }
        String president = c.transactor().inTransaction(() -> c.roster().roster(dynastyId).byId(passed.get()
                .authorId()).map(Player::name).orElseThrow());
        RulesetRevision latest = c.rulesets().latest(dynastyId).orElseThrow(() -> new Refusal("Candidate Agendas",
                "The dynasty has no ruleset to add the rule to: import it first."));
        if (c.rulesets().read(latest).ruleset().ruleTitled(AGENDA_RULE).isPresent()) {
            throw new Refusal("Candidate Agendas", "The ruleset has the rule \u201c" + AGENDA_RULE + "\u201d already.");
        }
        List<ElectionState.GoodIntention> items = books.state(dynastyId).intentionsOf(president);
        StringBuilder text = new StringBuilder(c.rulesets().text(latest).stripTrailing());
        text.append("\n\n").append(AGENDA_RULE).append("\n\n").append(AGENDA_TEXT).append('\n');
        for (ElectionState.GoodIntention g : items) {
            text.append("\nItem ").append(g.number).append("\n\n").append(g.text).append('\n');
        }
        MatterRef cause = new MatterRef(passed.get().title(), passed.get().id());
        RulesetRevision made = c.rulesets().importText(dynastyId, actor, text.toString(), "Candidate Agendas: "
                + president + "'s Good Intentions", cause);
        Optional<Rule> agendas = c.rulesets().read(made).ruleset().ruleTitled("Agendas");
        if (agendas.isPresent()) {
            return c.rulesets().repealRule(dynastyId, actor, made.id(), agendas.get().id(), cause);
        }
        return made;
    }
}
