package org.dynast.model.election.debate;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongConsumer;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleExchange;

/**
 * The Debates' part of the dynasty file: field {@code debates}, the eight debates with Candidates named. The dynasty
 * file is the emperor's, so the moderators' private boxes (PMs, who wrote which entry) stay in it; the players' page
 * ({@link DebatesPage}) leaves them out. An import is checked whole before anything is written.
 */
final class DebatesExchange implements ModuleExchange {

    static final String FIELD = "debates";

    private final JsonDocuments<DebatesBook> documents;
    private final LongConsumer pages;

    DebatesExchange(JsonDocuments<DebatesBook> documents, LongConsumer pages) {
        this.documents = documents;
        this.pages = pages;
    }

    @Override
    public List<String> fields() {
        return List.of(FIELD);
    }

    @Override
    public void shows(long dynastyId) {
        pages.accept(dynastyId);
    }

    @Override
    public Map<String, Object> export(long dynastyId, ExportNames names) {
        return ModuleExchange.ordered(FIELD, documents.find(Long.toString(dynastyId))
                .map(b -> b.all()).orElse(null));
    }

    @Override
    @SuppressWarnings("unchecked")
    public CheckedPart read(ImportInput in) {
        List<Debate> debates = in.list(FIELD, Debate.class);
        check(debates, in);
        return (changes, ids) -> {
            if (!debates.isEmpty()) {
                changes.insert(documents, new DebatesBook(ids.dynastyId(), debates));
            }
        };
    }

    static void check(List<Debate> debates, ImportInput in) {
        Set<Integer> numbers = new HashSet<>();
        for (int i = 0; i < debates.size(); i++) {
            Debate d = debates.get(i);
            String at = FIELD + "[" + i + "]";
            in.require(d != null, at, "is empty (a debate)");
            in.require(d.number() >= 1 && d.number() <= DebateRules.COUNT, at + ".number", "there is no Debate "
                    + d.number() + " (\"Debates are numbered in order of their occurrence, starting at 1 and ending at "
                    + "eight.\")");
            in.require(numbers.add(d.number()), at + ".number", "two debates are numbered " + d.number());
            in.require(d.state() != null, at + ".state", "is missing (Upcoming, Active or Finished)");
            if (d.state() == DebateState.UPCOMING) {
                in.require(d.moderator() == null && d.postedAt() == null && d.entrants().isEmpty(), at,
                        "an Upcoming debate has no moderator, Debate post or entrants");
                continue;
            }
            in.requirePlayer(d.moderator(), at + ".moderator");
            in.require(d.postedAt() != null, at + ".postedAt", "is missing (when the Debate post was posted)");
            in.require(d.issue() != null && !d.issue().isBlank(), at + ".issue", "is missing (the debate's issue)");
            in.require(d.venue() >= 0, at + ".venue", "is negative");
            for (int e = 0; e < d.entrants().size(); e++) {
                in.requirePlayer(d.entrants().get(e).name(), at + ".entrants[" + e + "].name");
            }
            for (int r = 0; r < d.responses().size(); r++) {
                Response resp = d.responses().get(r);
                in.require(resp.author() != null && d.entered(resp.author()), at + ".responses[" + r + "].author",
                        "is not one of the debate's entrants");
                in.require(resp.text() != null, at + ".responses[" + r + "].text", "is missing");
            }
            in.require(d.entries().size() == d.entryAuthors().size(), at + ".entryAuthors",
                    "names " + d.entryAuthors().size() + " authors for " + d.entries().size() + " entries");
            for (int a = 0; a < d.entryAuthors().size(); a++) {
                in.requirePlayer(d.entryAuthors().get(a), at + ".entryAuthors[" + a + "]");
            }
            for (int r = 0; r < d.replies().size(); r++) {
                NumericReply reply = d.replies().get(r);
                in.requirePlayer(reply.candidate(), at + ".replies[" + r + "].candidate");
                in.require(reply.numeric() == null || reply.numeric() >= 1 && reply.numeric() <= d.entries().size(),
                        at + ".replies[" + r + "].numeric", "is not a numeric of the Debate resolution");
            }
            in.require(d.state() != DebateState.FINISHED || d.ending() != null, at + ".ending",
                    "a Finished debate says how it finished");
        }
    }
}
