package org.dynast.app.matters;

import java.util.List;
import java.util.function.Consumer;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.Messages;
import org.dynast.model.matters.ThreadReader;
import org.dynast.model.matters.Vote;
import org.dynast.model.matters.VoteThreadParser;

/**
 * A matter's comment thread, pasted or opened from a saved page, read into votes and cast (split from
 * {@link MattersViewModel}): uncertain comments are put to the emperor one by one; what could not be read is listed.
 */
final class VoteThreadImport {

    /** Casts the votes read on a matter, then hands back those cast. */
    interface Caster {
        void cast(long matterId, List<VoteThreadParser.ParsedVote> votes, Consumer<List<Vote>> done);
    }

    private final DialogService dialogs;
    private final Messages messages;
    private final Feedback feedback;
    private final Caster caster;

    VoteThreadImport(DialogService dialogs, Messages messages, Feedback feedback, Caster caster) {
        this.dialogs = dialogs;
        this.messages = messages;
        this.feedback = feedback;
        this.caster = caster;
    }

    void paste(MatterRow row) {
        dialogs.askPaste(messages.get("matters.paste.title", row.title()), messages.get("matters.paste.hint"))
                .ifPresent(text -> read(row, ThreadReader.readClipboard(dialogs.clipboardHtmlFor(text)
                        .orElse(null), text)));
    }

    void openPage(MatterRow row) {
        dialogs.chooseFileToOpen(messages.get("matters.page.title", row.title()), messages.get("matters.page.files"),
                "*.html;*.htm;*.txt").ifPresent(path -> {
                    try {
                        read(row, ThreadReader.read(org.dynast.model.InputText.readUtf8(path,
                                org.dynast.model.matters.ThreadJudge.MAX_BYTES, "a comment thread")));
                    } catch (java.io.IOException | IllegalArgumentException e) {
                        feedback.complain(messages.get("matters.page.unreadable", path.getFileName(), e.getMessage()));
                    }
                });
    }

    private void read(MatterRow row, ThreadReader.Reading reading) {
        ThreadVotes read = ThreadVotes.confirm(reading, dialogs, messages);
        String problems = String.join("\n", read.unread());
        if (read.votes().isEmpty()) {
            feedback.complain(messages.get("matters.paste.nothing") + "\n" + reading.note()
                    + (problems.isEmpty() ? "" : "\n" + problems));
            return;
        }
        caster.cast(row.id(), read.votes(), cast -> {
            feedback.say(read.report(messages, cast.size(), reading.note()));
            if (!problems.isEmpty()) {
                dialogs.showInfo(messages.get("matters.paste.unread"), problems);
            }
        });
    }
}
