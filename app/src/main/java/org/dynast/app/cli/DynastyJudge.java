package org.dynast.app.cli;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.dynast.app.common.Messages;
import org.dynast.app.matters.ThreadReview;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.CoreRulesEngine;
import org.dynast.model.matters.MattersService;
import org.dynast.model.matters.MattersState;
import org.dynast.model.matters.ThreadJudge;
import org.dynast.model.matters.ThreadReader;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.Vote;
import org.dynast.model.matters.VoteThreadParser;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.GameClock;

/**
 * {@code judge THREAD --file=GAME.mv.db --dynasty=NAME [--matter=TITLE]}: the thread judged on a dynasty of a file,
 * opened read-only — its roster (with its Idle periods, as of the moment judged), its emperor, its profile and the
 * matter's posting time — by the Votable Matters tab's own review ({@link ThreadReview}) and engine, so that the
 * verdict is the one the tab gives once the thread is applied.
 */
final class DynastyJudge {

    private DynastyJudge() {
    }

    static ThreadJudge.Judgement judge(Path file, String dynastyName, String matterTitle, String content,
                                       boolean json, Instant at, GameClock clock,
                                       DynastyModules modules) {
        try (GameStore store = GameStore.openReadOnly(file, clock, modules)) {
            Dynasty dynasty = store.dynasties().all().stream()
                    .filter(d -> d.name().equalsIgnoreCase(dynastyName.strip())).findFirst()
                    .orElseThrow(() -> new Refusal("Votable Matters", "no dynasty \"" + dynastyName + "\" in "
                            + file.getFileName() + " (it holds " + String.join(", ", store.dynasties().all().stream()
                            .map(Dynasty::name).toList()) + ")."));
            MattersService service = store.matters();
            MattersState now = service.state(dynasty.id());
            String title = matterTitle != null ? matterTitle : json ? ThreadJudge.fromJson(content).title()
                    : ThreadJudge.fromPage(content).title();
            VotableMatter matter = now.matters().stream().filter(m -> sameTitle(m, title)).reduce((a, b) -> b)
                    .orElseThrow(() -> new Refusal("Votable Matters", "no matter \"" + title + "\" in the dynasty \""
                            + dynasty.name() + "\": give its title with --matter."));
            if (at.isBefore(matter.postedAt())) {
                throw new Refusal("Votable Matters", "--at " + at + " is before the matter was posted ("
                        + matter.postedAt() + "): nothing can be judged then.");
            }
            MattersState state = at.isBefore(clock.now()) ? service.stateAt(dynasty.id(), at) : now;
            CoreRulesEngine engine = service.engine(state.dynasty());
            ThreadReader.Context context = new ThreadReader.Context(matter.postedAt(), at,
                    state.roster().players().stream().map(Player::name).toList());
            // the matter's posting time settles a date that reads day-month or month-day, in either form
            ThreadReader.Reading reading = json ? ThreadJudge.fromJson(content, context).reading()
                    : ThreadReader.read(content, context);
            Messages messages = Messages.load(store.modules());
            // the dynasty's own known aliases, as the tab's review uses them
            ThreadReview review = ThreadReview.of(reading, state, engine, matter, at,
                    store.roster().aliases(dynasty.id()), messages);
            List<Vote> votes = new ArrayList<>(state.votes());
            long id = votes.stream().mapToLong(Vote::id).max().orElse(0) + 1;
            for (VoteThreadParser.ParsedVote v : review.votes()) {
                long player = state.roster().byName(v.player()).orElseThrow().id();
                votes.add(new Vote(id++, matter.id(), player, v.icon(), v.at()));
            }
            MattersState judged = new MattersState(state.dynasty(), state.roster(), state.matters(), votes);
            List<String> notCounted = new ArrayList<>();
            for (ThreadReview.Row r : review.rows()) {
                if (r.vote().isEmpty() && (r.kind() == ThreadReview.Kind.NOT_COUNTED || r.asked())) {
                    notCounted.add("line " + r.line() + " (" + (r.comment().author() == null ? "no author"
                            : r.comment().author()) + "): " + r.note());
                }
            }
            notCounted.addAll(review.unread());
            Long emperor = state.dynasty().emperorId();
            ThreadJudge.Thread thread = new ThreadJudge.Thread(matter.kind(), matter.title(),
                    state.roster().nameOf(matter.authorId()), matter.postedAt(),
                    emperor == null ? null : state.roster().nameOf(emperor),
                    state.roster().active().stream().map(Player::name).toList(), reading);
            return new ThreadJudge.Judgement(thread, engine.verdict(judged, matter.id(), at), notCounted,
                    reading.note(), "Roster: the dynasty \"" + dynasty.name() + "\" of " + file.getFileName()
                    + " as of the moment judged (" + state.roster().active().size() + " active players"
                    + (emperor == null ? "" : ", emperor " + state.roster().nameOf(emperor)) + ").");
        }
    }

    private static boolean sameTitle(VotableMatter m, String title) {
        String t = title.strip().toLowerCase(Locale.ROOT);
        return m.title().toLowerCase(Locale.ROOT).equals(t) || m.toString().toLowerCase(Locale.ROOT).equals(t);
    }
}
