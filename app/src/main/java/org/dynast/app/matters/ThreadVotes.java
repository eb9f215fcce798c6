package org.dynast.app.matters;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.model.matters.ThreadReader;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.matters.VoteThreadParser;

/**
 * The votes a read comment thread gives once its uncertain comments have been put to the emperor one by one (never
 * guessed): the votes in thread order, the lines left unread with why, how many were confirmed, and how many comments
 * had no icon.
 */
record ThreadVotes(List<VoteThreadParser.ParsedVote> votes, List<String> unread, int confirmed, long withoutIcon) {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
            .withZone(ZoneOffset.UTC);

    static ThreadVotes confirm(ThreadReader.Reading reading, DialogService dialogs, Messages messages) {
        List<VoteThreadParser.ParsedVote> votes = new ArrayList<>(reading.votes());
        List<String> unread = new ArrayList<>();
        reading.problems().forEach(p -> unread.add(messages.get("matters.paste.problem", p.line(), p.why())));
        int confirmed = 0;
        for (ThreadReader.Comment c : reading.uncertain()) {
            if (c.author() == null || c.at() == null) {
                unread.add(messages.get("matters.paste.problem", c.line(), c.why()));
                continue;
            }
            List<String> options = List.of("FOR", "AGAINST", "DEFERENTIAL", "VETO", messages.get("matters.confirm.none"));
            Optional<String> answer = dialogs.askChoice(messages.get("matters.confirm.title", c.line()),
                    messages.get("matters.confirm.header", c.author(), WHEN.format(c.at()), c.why(),
                            c.text().length() > 300 ? c.text().substring(0, 300) + "…" : c.text()), options);
            if (answer.isEmpty()) {
                unread.add(messages.get("matters.paste.problem", c.line(), messages.get("matters.confirm.skipped",
                        c.why())));
                continue;
            }
            confirmed++;
            VoteIcon icon = answer.get().equals(options.get(4)) ? null : VoteIcon.valueOf(answer.get());
            c.confirmed(icon).vote().ifPresent(votes::add);
        }
        votes.sort(Comparator.comparingInt(VoteThreadParser.ParsedVote::line));
        long withoutIcon = reading.comments().stream().filter(c -> c.status() == ThreadReader.Status.NO_ICON).count();
        return new ThreadVotes(votes, unread, confirmed, withoutIcon);
    }

    /** What the status line says once {@code cast} votes are in: counts, the reader's note, what stayed unread. */
    String report(Messages messages, int cast, String note) {
        String report = messages.get("matters.paste.done", cast, withoutIcon) + " " + note
                + (confirmed == 0 ? "" : " " + messages.get("matters.paste.confirmed", confirmed));
        return unread.isEmpty() ? report
                : report + "\n" + messages.get("matters.paste.unread") + "\n" + String.join("\n", unread);
    }
}
