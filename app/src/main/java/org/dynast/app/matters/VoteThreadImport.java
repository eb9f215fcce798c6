package org.dynast.app.matters;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.model.InputText;
import org.dynast.model.Refusal;
import org.dynast.model.matters.ThreadJudge;
import org.dynast.model.matters.ThreadReader;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.Vote;
import org.dynast.model.matters.VoteThreadParser;
import org.dynast.model.roster.Player;
import org.dynast.model.time.GameClock;

/**
 * A matter's comment thread, pasted (the clipboard's HTML flavour when the browser put one there, else its text) or
 * opened from a saved page, read off the UI thread with what the console knows of the matter (its posting time
 * settles a date's day order; the roster's names make a bare name line an author's), then put to the emperor in one
 * review table ({@link ThreadReview}) before anything is stored; Apply stores the votes as one undoable action. If the
 * store refuses, the review opens again with the emperor's answers as they were and the refusal above them.
 */
final class VoteThreadImport {

    /** Stores the votes read on a matter as one action, then hands back those cast, or the refusal in words. */
    interface Caster {
        void cast(long matterId, List<VoteThreadParser.ParsedVote> votes, Consumer<List<Vote>> done,
                  Consumer<String> refused);
    }

    private final DialogService dialogs;
    private final Messages messages;
    private final Feedback feedback;
    private final TabWork work;
    private final Supplier<MattersSnapshot> snapshot;
    private final GameClock clock;
    private final Caster caster;
    private final Supplier<ThreadReviewViewModel.Desk> desks;
    private final TaskExecutor executor;

    /** @param desks the review's actions on the shown dynasty (null when there is none), asked on the UI thread */
    VoteThreadImport(DialogService dialogs, Messages messages, Feedback feedback, TabWork work, TaskExecutor executor,
                     Supplier<MattersSnapshot> snapshot, GameClock clock, Caster caster,
                     Supplier<ThreadReviewViewModel.Desk> desks) {
        this.desks = desks;
        this.executor = executor;
        this.dialogs = dialogs;
        this.messages = messages;
        this.feedback = feedback;
        this.work = work;
        this.snapshot = snapshot;
        this.clock = clock;
        this.caster = caster;
    }

    void paste(MatterRow row) {
        dialogs.askPaste(messages.get("matters.paste.title", row.title()), messages.get("matters.paste.hint"))
                .ifPresent(text -> {
                    String html = dialogs.clipboardHtmlFor(text).orElse(null); // the clipboard is read here, on the FX thread
                    read(row, context -> ThreadReader.readClipboard(html, text, context));
                });
    }

    void openPage(MatterRow row) {
        dialogs.chooseFileToOpen(messages.get("matters.page.title", row.title()), messages.get("matters.page.files"),
                "*.html;*.htm;*.txt").ifPresent(path -> read(row, context -> {
                    try {
                        return ThreadReader.read(InputText.readUtf8(path,
                                ThreadJudge.MAX_BYTES, "a comment thread"), context);
                    } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
                        throw new Refusal("Votable Matters", messages.get("matters.page.unreadable",
                                path.getFileName(), e.getMessage()));
                    }
                }));
    }

    private interface Read {
        ThreadReader.Reading read(ThreadReader.Context context) throws Exception;
    }

    private void read(MatterRow row, Read reading) {
        MattersSnapshot s = snapshot.get();
        Optional<VotableMatter> matter = s == null ? Optional.empty() : s.state().matter(row.id());
        if (matter.isEmpty()) {
            return;
        }
        ThreadReader.Context context = new ThreadReader.Context(matter.get().postedAt(), clock.now(),
                s.state().roster().players().stream().map(Player::name).toList());
        ThreadReviewViewModel.Desk desk = desks.get();
        work.act(() -> ThreadReview.of(reading.read(context), s.state(), s.engine(), matter.get(), clock.now(),
                desk == null ? Map.of() : desk.aliases(), messages),
                review -> review(row, new ThreadReviewViewModel(review,
                        s.state().roster().players().stream().map(Player::name).toList(), desk, executor, dialogs,
                        messages, clock.today())));
    }

    private void review(MatterRow row, ThreadReviewViewModel vm) {
        ThreadReview review = vm.review();
        if (review.rows().isEmpty()) {
            feedback.complain(messages.get("matters.paste.nothing") + "\n" + review.readerNote()
                    + (review.unread().isEmpty() ? "" : "\n" + String.join("\n", review.unread())));
            return;
        }
        apply(row, vm, null);
    }

    private void apply(MatterRow row, ThreadReviewViewModel vm, String refusal) {
        if (!dialogs.ask(ThreadReviewViewModel.DIALOG, new ThreadReviewViewModel.Shown(
                messages.get("matters.review.title", row.title()), vm, refusal)).orElse(false)) {
            feedback.say(messages.get("matters.review.cancelled"));
            return;
        }
        ThreadReview review = vm.review(); // as last read: a commenter added or named an alias in the review counts
        List<VoteThreadParser.ParsedVote> votes = review.votes();
        if (votes.isEmpty()) {
            feedback.say(messages.get("matters.review.noneStored", review.summary(messages)));
            return;
        }
        caster.cast(row.id(), votes, cast -> feedback.say(messages.get("matters.review.stored", cast.size(),
                review.summary(messages)) + (review.unread().isEmpty() ? ""
                : "\n" + messages.get("matters.paste.unread") + "\n" + String.join("\n", review.unread()))),
                refused -> apply(row, vm, refused));
    }
}
