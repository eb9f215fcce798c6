package org.dynast.model.election.debate;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.dynast.model.election.Candidate;
import org.dynast.model.election.DebatesPart;
import org.dynast.model.election.ElectionBooks;
import org.dynast.model.election.ElectionEngine;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.store.GameStore;

/**
 * The Debates on one open dynasty file: each action is one logged, undoable action over the election's books (the
 * Candidates' Money and Supporters) and the debates' own document, done first as a dry run so a refusal changes
 * nothing. The log's text is the action's public summary ({@link DebateChange#summary()}): it never quotes a PM nor
 * names who wrote which entry.
 */
public final class DebateService implements DebatesPart {

    /** The log kinds' start (the election's registered prefix). */
    public static final String KIND = "election.debate.";

    private final ModuleContext context;
    private final ElectionBooks books;
    private final JsonDocuments<DebatesBook> documents;

    public DebateService(ModuleContext context, ElectionBooks books) {
        this.context = context;
        this.books = books;
        this.documents = context.documents("election_debates", "election_debates", "dynasty_id", DebatesBook.class,
                b -> b.dynastyId, null);
        context.register(documents);
    }

    // -------------------------------------------------------------------------------------------------------- reads

    /** The debates with the moderators' private boxes: the emperor's console only (the moderator's box). */
    public List<Debate> debates(long dynastyId) {
        return stored(dynastyId).map(DebatesBook::all).orElse(Debate.all());
    }

    /** The debates as players may see them (no PM, no author behind a numeric). */
    public List<Debate> publicDebates(long dynastyId) {
        return debates(dynastyId).stream().map(Debate::publicView).toList();
    }

    /** The debate's state now, by the game clock (a missed window makes it Finished). */
    public DebateState state(Debate debate) {
        return DebateActions.state(debate, now());
    }

    public Instant now() {
        return context.clock().now();
    }

    /** The active Candidates' names, for the board's choices. */
    public List<String> candidates(long dynastyId) {
        return books.candidates(dynastyId).stream().map(Candidate::name).toList();
    }

    @Override
    public boolean anyActive(long dynastyId) {
        return !DebateActions.noneActive(debates(dynastyId), now());
    }

    @Override
    public Optional<ModuleExchange> exchange() {
        return Optional.of(new DebatesExchange(documents, this::readPages));
    }

    @Override
    public void readPages(long dynastyId) {
        context.transactor().inTransaction(() -> {
            check(dynastyId);
            return null;
        });
    }

    private void check(long dynastyId) {
        for (Debate d : debates(dynastyId)) {
            DebateActions.state(d, now());
            DebateActions.windows(d);
            if (d.resolutionPostedAt() != null) {
                DebateActions.resolutionPost(d);
            }
        }
        DebatesPage.section(publicDebates(dynastyId), now());
    }

    /** The players' page's Debates section (MediaWiki), nothing private in it. */
    @Override
    public String playersPage(long dynastyId) {
        return DebatesPage.section(publicDebates(dynastyId), now());
    }

    /** The Debates of an open dynasty file. */
    public static DebateService in(GameStore store) {
        return (DebateService) ElectionEngine.in(store).debates();
    }

    /**
     * The demo's Debates (as actions that cannot be undone): Debate 1 started by the first Candidate on the issue of
     * the economy when its start date has passed, the next two Candidates entered, one PM received — so the board shows
     * an Active debate with its timers and the moderator's box one private response.
     */
    @Override
    public void seedDemo(long dynastyId, String actor) {
        List<String> names = candidates(dynastyId);
        if (names.size() < 3 || !now().isAfter(DebateRules.startDate(1))) {
            return;
        }
        String moderator = names.get(0);
        seed(dynastyId, actor, (all, c, now) -> DebateActions.start(all, 1, moderator, "The economy", c, now));
        for (String n : names.subList(1, 3)) {
            seed(dynastyId, actor, (all, c, now) -> DebateActions.enter(DebateActions.find(all, 1), n,
                    DebateRules.ENTRY_PHRASE, c, now));
        }
        seed(dynastyId, actor, (all, c, now) -> DebateActions.receive(DebateActions.find(all, 1), names.get(1),
                "Debate Cut taxes for the middle class and balance the budget by 2010.", now));
    }

    // ------------------------------------------------------------------------------------------------------ actions

    /** "a candidate may choose to start a debate by making a post to the blog". */
    public DebateChange start(long dynastyId, String actor, int number, String candidate, String issue) {
        return act(dynastyId, actor, "start", (all, names, now) ->
                DebateActions.start(all, number, candidate, issue, names, now));
    }

    /** A Candidate replies "I will enter." and pays the moderator the entry cost. */
    public DebateChange enter(long dynastyId, String actor, int number, String candidate, String reply) {
        return act(dynastyId, actor, "enter", (all, names, now) ->
                DebateActions.enter(DebateActions.find(all, number), candidate, reply, names, now));
    }

    /** The moderator records a PM received from an entrant (kept private). */
    public DebateChange receive(long dynastyId, String actor, int number, String author, String pm) {
        return act(dynastyId, actor, "pm", (all, names, now) ->
                DebateActions.receive(DebateActions.find(all, number), author, pm, now));
    }

    /** The moderator posts the Debate resolution; the change's debate gives the post's text. */
    public DebateChange postResolution(long dynastyId, String actor, int number, String by) {
        return act(dynastyId, actor, "resolution", (all, names, now) ->
                DebateActions.postResolution(DebateActions.find(all, number), by, now));
    }

    /** A Candidate's one reply to the Debate resolution, with a numeric or none. */
    public DebateChange reply(long dynastyId, String actor, int number, String candidate, Integer numeric) {
        return act(dynastyId, actor, "reply", (all, names, now) ->
                DebateActions.reply(DebateActions.find(all, number), candidate, numeric, names, now));
    }

    /** The moderator resolves the debate: A / T × V Supporters to each entry's author. */
    public DebateChange resolve(long dynastyId, String actor, int number, String by) {
        return act(dynastyId, actor, "resolve", (all, names, now) ->
                DebateActions.resolve(DebateActions.find(all, number), by, now));
    }

    /** Records the moderator's penalty for a missed window; the debate is Finished. */
    public DebateChange settleMissed(long dynastyId, String actor, int number) {
        return act(dynastyId, actor, "penalty", (all, names, now) ->
                DebateActions.settleMissed(DebateActions.find(all, number), now));
    }

    @FunctionalInterface
    private interface Step {
        DebateChange apply(List<Debate> all, List<String> candidates, Instant now);
    }

    private DebateChange act(long dynastyId, String actor, String kind, Step step) {
        return books.act(dynastyId, actor, KIND + kind, DebateChange::summary, w -> apply(dynastyId, w, step));
    }

    private void seed(long dynastyId, String actor, Step step) {
        String summary = step.apply(debates(dynastyId), candidates(dynastyId), now()).summary();
        books.seed(dynastyId, actor, summary, w -> apply(dynastyId, w, step));
    }

    private DebateChange apply(long dynastyId, ElectionBooks.Work w, Step step) {
        Optional<DebatesBook> before = stored(dynastyId);
        List<Debate> all = before.map(DebatesBook::all).orElse(Debate.all());
        List<String> names = w.candidates().stream().map(Candidate::name).toList();
        DebateChange c = step.apply(all, names, w.now);
        for (Payment p : c.payments()) {
            // ruling R57-D11: an Idle Candidate is not counted as a Candidate, and neither pays nor is paid
            if (w.isCandidate(p.from()) && w.isCandidate(p.to())) {
                w.addMoney(p.from(), -p.amount());
                w.addMoney(p.to(), p.amount());
            }
        }
        c.supporters().forEach((name, gained) -> {
            if (w.isCandidate(name)) {
                w.addSupporters(name, gained);
            }
        });
        if (!w.dry()) {
            DebatesBook after = new DebatesBook(dynastyId, DebateActions.replace(all, c.debate()));
            if (before.isPresent()) {
                w.changes().update(documents, before.get(), after);
            } else {
                w.changes().insert(documents, after);
            }
        }
        return c;
    }

    private Optional<DebatesBook> stored(long dynastyId) {
        return context.transactor().inTransaction(() -> documents.find(Long.toString(dynastyId)));
    }
}
