package org.dynast.app.matters;

import org.dynast.app.common.TimeText;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.dynast.app.common.Messages;
import org.dynast.model.matters.Tally;
import org.dynast.model.matters.Verdict;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.ruleset.RulesetRevision;

/** Texts the Votable Matters tab derives from a matter: its tally as a resolution note, and what it caused. */
final class TallyText {

    private TallyText() {
    }

    /** The tally of {@code m} as an emperor posts it: the header or resolution note, the counts, who voted what. */
    static String of(VotableMatter m, Verdict v, Instant at, Messages messages) {
        StringBuilder text = new StringBuilder();
        text.append(m.pending() ? messages.get("matters.copy.header", m.title(), TimeText.format(at))
                : Optional.ofNullable(m.resolutionNote()).orElse(m.title())).append('\n');
        text.append(v.tally().summary()).append('\n');
        for (VoteIcon icon : new VoteIcon[] {VoteIcon.FOR, VoteIcon.AGAINST}) {
            String names = v.tally().lines().stream().filter(l -> l.effective() == icon).map(Tally.Line::player)
                    .collect(Collectors.joining(", "));
            text.append(icon).append(": ").append(names.isEmpty() ? "\u2014" : names).append('\n');
        }
        String none = v.tally().lines().stream().filter(l -> l.effective() == null).map(Tally.Line::player)
                .collect(Collectors.joining(", "));
        text.append(messages.get("matters.copy.none")).append(": ").append(none.isEmpty() ? "\u2014" : none);
        return text.toString();
    }

    /** Whether {@code revision} of the ruleset was caused by {@code m} (by its id, or by its name as the cause). */
    static boolean causedBy(RulesetRevision revision, VotableMatter m) {
        Long id = revision.matter().matterId();
        if (id != null) {
            return id == m.id();
        }
        String cause = revision.cause().toLowerCase(Locale.ROOT);
        return !cause.isEmpty() && (cause.equals(m.toString().toLowerCase(Locale.ROOT))
                || cause.equals(m.title().toLowerCase(Locale.ROOT)));
    }
}
