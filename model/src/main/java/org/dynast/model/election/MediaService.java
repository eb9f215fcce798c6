package org.dynast.model.election;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.roster.Player;

/**
 * Rules "Media Exposure" and "Candidate Agendas": the News Post, Blognomic Statements (a daily action adding 1DICE3
 * to the endorsee), the President Thog's daily ±1DICE6 on the last BS poster, and the 'Candidate Agendas' document
 * with its Good Intentions, changed only as the rule allows.
 */
public final class MediaService {

    /** "with the text, “Your official source for Blognomic politics.”" */
    public static final String NEWS_TITLE = "Blognomic News Channel";
    public static final String NEWS_TEXT = "Your official source for Blognomic politics.";
    /** "if the date is before 1-10-2008" (GMT: the blog's timezone). */
    public static final Instant PROMISES_UNTIL = Instant.parse("2008-10-01T00:00:00Z");
    static final String PROMISE = "When I'm elected,";

    private final ElectionBooks books;

    MediaService(ElectionBooks books) {
        this.books = books;
    }

    /** "There exists an stickied story post titled “Blognomic News Channel”": the emperor records its posting. */
    public void postNews(long dynastyId, String actor) {
        books.act(dynastyId, actor, "election.news.post", "Posted the News Post \u201c" + NEWS_TITLE + "\u201d", w -> {
            if (w.state.newsPostedAt != null) {
                throw new Refusal("Media Exposure", "The News Post exists already (posted " + w.state.newsPostedAt
                        + ").");
            }
            w.state.newsPostedAt = w.now;
            return null;
        });
    }

    /** The News Post's comments, oldest first. */
    public List<ElectionState.NewsComment> news(long dynastyId) {
        return books.state(dynastyId).news;
    }

    /** What posting this BS would do, or why it may not be posted (a line beginning "Not now:"). */
    public List<String> previewStatement(long dynastyId, String candidate, String text) {
        ElectionState s = books.state(dynastyId);
        Candidate c;
        try {
            c = books.candidates(dynastyId).stream().filter(x -> x.name().equalsIgnoreCase(candidate.strip()))
                    .findFirst().orElseThrow(() -> new Refusal("Media Exposure", "There is no active Candidate named "
                            + "\u201c" + candidate.strip() + "\u201d."));
            checkStatement(s, text);
        } catch (Refusal r) {
            return List.of("Not now: " + r.getMessage());
        }
        ArrayList<String> lines = new ArrayList<>();
        lines.add("Rolls 1DICE3 in " + c.name() + "'s name; " + c.endorses() + " gains that many Supporters (1–3).");
        promise(text, books.context().clock().now()).ifPresent(p -> lines.add("Adds Good Intention "
                + (nextNumber(s, c.name())) + " of " + c.name() + " to the Candidate Agendas: \u201c" + p + "\u201d"));
        return lines;
    }

    /**
     * "As a daily action, a Candidate may post a comment to the News Post, and add 1DICE3 Supporters to the Candidate
     * they endorse ... cannot be an exact copy of previous BS." A BS starting "When I’m elected," before 1-10-2008
     * adds a Good Intention.
     */
    public long statement(long dynastyId, String actor, String candidate, String text) {
        return books.act(dynastyId, actor, "election.bs", (Long r) -> candidate.strip() + " posted BS: +" + r
                + " Supporters to the endorsee", w -> {
                    Candidate c = w.candidate(candidate);
                    checkStatement(w.state, text);
                    daily(w, c.name(), "Blognomic Statement");
                    long roll = w.roll(c.name(), 3, "Blognomic Statement: 1DICE3 for " + c.endorses());
                    w.addSupporters(c.endorses(), roll);
                    ElectionState.NewsComment n = new ElectionState.NewsComment();
                    n.kind = "BS";
                    n.author = c.name();
                    n.text = text.strip();
                    n.at = w.now;
                    n.target = c.endorses();
                    n.change = roll;
                    w.state.news.add(n);
                    promise(text, w.now).ifPresent(p -> {
                        ElectionState.GoodIntention g = new ElectionState.GoodIntention();
                        g.candidate = c.name();
                        g.number = nextNumber(w.state, c.name());
                        g.text = p;
                        g.at = w.now;
                        w.state.agendas.add(g);
                    });
                    return roll;
                });
    }

    private static void checkStatement(ElectionState s, String text) {
        if (s.newsPostedAt == null) {
            throw new Refusal("Media Exposure", "There is no News Post yet: Blognomic Statements are comments to it.");
        }
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            throw new Refusal("Media Exposure", "A Blognomic Statement needs its text.");
        }
        if (t.equals(CampaignService.TSHIRTS_COMMENT)) {
            throw new Refusal("Media Exposure", "\u201cFree T-Shirts!\u201d is the Free T-Shirts comment, which "
                    + "\u201cisn’t BS\u201d: use the Campaign Action.");
        }
        if (s.news.stream().anyMatch(n -> "BS".equals(n.kind) && n.text.equals(t))) {
            throw new Refusal("Media Exposure", "This is an exact copy of an earlier BS, which BS \u201ccannot be\u201d.");
        }
    }

    /** The text after "When I’m elected," of a BS posted before 1-10-2008, if any (see the rulings). */
    static Optional<String> promise(String text, Instant at) {
        if (text == null || !at.isBefore(PROMISES_UNTIL)) {
            return Optional.empty();
        }
        String t = text.strip().replace('\u2019', '\'');
        if (!t.startsWith(PROMISE)) {
            return Optional.empty();
        }
        String rest = text.strip().substring(PROMISE.length()).strip();
        return rest.isEmpty() ? Optional.empty() : Optional.of(rest);
    }

    private static int nextNumber(ElectionState s, String candidate) {
        return s.agendas.stream().filter(g -> g.candidate.equalsIgnoreCase(candidate)).mapToInt(g -> g.number).max()
                .orElse(0) + 1;
    }

    /** The last Candidate that posted BS, if any. */
    public Optional<String> lastStatementPoster(long dynastyId) {
        return lastPoster(books.state(dynastyId));
    }

    private static Optional<String> lastPoster(ElectionState s) {
        for (int i = s.news.size() - 1; i >= 0; i--) {
            if ("BS".equals(s.news.get(i).kind)) {
                return Optional.of(s.news.get(i).author);
            }
        }
        return Optional.empty();
    }

    /**
     * "As a daily action, President Thog may post a comment to the News Post, and add or remove 1DICE6 Supporters to
     * the last Candidate that posted BS."
     */
    public long presidentComment(long dynastyId, String actor, String text, boolean add) {
        return books.act(dynastyId, actor, "election.thog", (Long r) -> "The President Thog's comment: "
                + (add ? "+" : "−") + r + " Supporters to the last BS poster", w -> {
                    if (w.president == null) {
                        throw new Refusal("Media Exposure", "There is no President Thog in a Metadynasty.");
                    }
                    if (w.state.newsPostedAt == null) {
                        throw new Refusal("Media Exposure", "There is no News Post yet.");
                    }
                    String last = lastPoster(w.state).orElseThrow(() -> new Refusal("Media Exposure",
                            "No Candidate has posted BS yet."));
                    Candidate target = w.candidate(last);
                    daily(w, w.president, "President Thog's comment");
                    long roll = w.roll(w.president, 6, "The President Thog's comment: 1DICE6 for " + target.name());
                    long before = target.supporters();
                    long after = w.addSupporters(target.name(), add ? roll : -roll);
                    ElectionState.NewsComment n = new ElectionState.NewsComment();
                    n.kind = "THOG";
                    n.author = w.president;
                    n.text = text == null ? "" : text.strip();
                    n.at = w.now;
                    n.target = target.name();
                    n.change = after - before;
                    w.state.news.add(n);
                    return roll;
                });
    }

    private void daily(ElectionBooks.Work w, String name, String action) {
        Player p = books.context().roster().roster(w.dynastyId()).byName(name).orElseThrow();
        var cadence = books.context().cooldowns().rules(w.dynastyId()).daily();
        if (w.dry()) {
            books.context().cooldowns().check(w.dynastyId(), p.id(), "Election: " + action, cadence, w.now).orThrow();
        } else {
            books.context().cooldowns().record(w.changes(), w.dynastyId(), p.id(), "Election: " + action, cadence);
        }
    }

    // ---- Candidate Agendas ----------------------------------------------------------------------

    /** The 'Candidate Agendas' document: Good Intentions grouped by Candidate, numbered from 1 for each. */
    public List<ElectionState.GoodIntention> agendas(long dynastyId) {
        return books.state(dynastyId).agendas.stream().filter(g -> !g.removed)
                .sorted(Comparator.comparing((ElectionState.GoodIntention g) -> g.candidate.toLowerCase(
                        Locale.ROOT)).thenComparingInt(g -> g.number)).toList();
    }

    /** The document as the wiki shows it. */
    public String agendasText(long dynastyId) {
        StringBuilder out = new StringBuilder("Candidate Agendas\n");
        String who = null;
        for (ElectionState.GoodIntention g : agendas(dynastyId)) {
            if (!g.candidate.equals(who)) {
                who = g.candidate;
                out.append('\n').append(who).append('\n');
            }
            out.append(g.number).append(". ").append(g.text).append('\n');
        }
        return out.toString();
    }

    /**
     * Changes or removes a Good Intention by an Enacted matter: "Successful Calls for Judgement are explicitly
     * permitted to modify the ‘Candidate Agendas’ document. A proposal by a Candidate is also permitted to change or
     * remove that Candidate’s Good Intentions; however, if it does so then the proposal’s author gains no Supporters
     * under Rule 2.5 for that proposal." {@code text} null removes it.
     */
    public void changeIntention(long dynastyId, String actor, long matterId, String candidate, int number,
                                String text) {
        VotableMatter m = books.context().matters().matter(dynastyId, matterId);
        String verb = text == null ? "Removed" : "Changed";
        books.act(dynastyId, actor, "election.agenda.change", verb + " " + candidate.strip() + "'s Good Intention "
                + number + " by \u201c" + m.title() + "\u201d", w -> {
                    if (m.status() != MatterStatus.ENACTED || (m.kind() != MatterKind.CFJ
                            && m.kind() != MatterKind.PROPOSAL)) {
                        throw new Refusal("Candidate Agendas", "The document \u201cmay not be modified in any way "
                                + "other than\u201d by this rule: only an Enacted CfJ, or an Enacted Proposal by the "
                                + "Candidate, changes it; \u201c" + m.title() + "\u201d is " + m.status() + ".");
                    }
                    ElectionState.GoodIntention g = w.state.agendas.stream().filter(x -> !x.removed
                            && x.candidate.equalsIgnoreCase(candidate.strip()) && x.number == number).findFirst()
                            .orElseThrow(() -> new Refusal("Candidate Agendas", candidate.strip() + " has no Good "
                                    + "Intention " + number + "."));
                    if (m.kind() == MatterKind.PROPOSAL) {
                        String author = books.context().roster().roster(dynastyId).byId(m.authorId())
                                .map(Player::name).orElse("");
                        if (!author.equalsIgnoreCase(g.candidate)) {
                            throw new Refusal("Candidate Agendas", "A Proposal may change or remove only its own "
                                    + "author's Good Intentions; \u201c" + m.title() + "\u201d is by " + author + ".");
                        }
                        w.state.claim(matterId).filter(c -> c.authorChange > 0).ifPresent(c -> {
                            if (w.isCandidate(c.author)) {
                                w.addSupporters(c.author, -c.authorChange);
                            }
                            c.authorChange = 0;
                            c.why = "it changes its author's Good Intentions: no Supporters under Public Image";
                        });
                    }
                    if (text == null) {
                        g.removed = true;
                    } else if (text.isBlank()) {
                        throw new Refusal("Candidate Agendas", "The new text is empty: to take it out, remove it.");
                    } else {
                        g.text = text.strip();
                    }
                    return null;
                });
    }
}
