package org.dynast.model.matters;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One Votable Matter as posted to the blog: its kind, title (with its [Tags]), author, posting time
 * and body, what it changes, and its status once resolved.
 *
 * @param changesProtectedText whether, if enacted, it "would change the text of a Core, Special
 *     Case or Appendix rule" (defaults from the tags; the emperor can correct it)
 * @param specifiesChanges for a CfJ: whether it specifies changes to the Gamestate or Ruleset or
 *     corrections to gamestate-tracking entities
 * @param markedIllegal an Admin has found it illegal under "Official Posts" (it is then Unpopular)
 * @param resolutionNote the final tally (or the fact that it was withdrawn or vetoed), as recorded
 */
public record VotableMatter(
        long id,
        long dynastyId,
        MatterKind kind,
        String title,
        long authorId,
        Instant postedAt,
        String body,
        boolean changesProtectedText,
        boolean specifiesChanges,
        boolean markedIllegal,
        MatterStatus status,
        Instant resolvedAt,
        String resolvedBy,
        String resolutionNote) {

    private static final Pattern TAG = Pattern.compile("\\[([^\\[\\]]+)]");

    public VotableMatter {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(postedAt, "postedAt");
        Objects.requireNonNull(status, "status");
        body = body == null ? "" : body;
    }

    public static VotableMatter posted(long id, long dynastyId, MatterKind kind, String title, long authorId,
                                       Instant postedAt, String body) {
        return new VotableMatter(id, dynastyId, kind, title, authorId, postedAt, body,
                tagsChangeProtectedText(tagsOf(title)), true, false, MatterStatus.PENDING, null, null, null);
    }

    /** "Tags are represented in the title of a Votable Matter with the format “[X]”". */
    public List<String> tags() {
        return tagsOf(title);
    }

    public static List<String> tagsOf(String title) {
        List<String> tags = new ArrayList<>();
        Matcher m = TAG.matcher(title);
        while (m.find()) {
            tags.add(m.group(1).strip());
        }
        return tags;
    }

    static boolean tagsChangeProtectedText(List<String> tags) {
        return tags.stream().map(t -> t.toLowerCase(Locale.ROOT))
                .anyMatch(t -> t.equals("core") || t.equals("special case") || t.equals("appendix"));
    }

    public boolean pending() {
        return status == MatterStatus.PENDING;
    }

    public Duration openFor(Instant now) {
        return Duration.between(postedAt, now);
    }

    public VotableMatter resolved(MatterStatus newStatus, Instant at, String admin, String note) {
        return new VotableMatter(id, dynastyId, kind, title, authorId, postedAt, body, changesProtectedText,
                specifiesChanges, markedIllegal, newStatus, at, admin, note);
    }

    /** The matter as it was before it was resolved: Pending, with no resolution. */
    public VotableMatter unresolved() {
        return new VotableMatter(id, dynastyId, kind, title, authorId, postedAt, body, changesProtectedText,
                specifiesChanges, markedIllegal, MatterStatus.PENDING, null, null, null);
    }

    public VotableMatter withFlags(boolean protectedText, boolean changes, boolean illegal) {
        return new VotableMatter(id, dynastyId, kind, title, authorId, postedAt, body, protectedText, changes, illegal,
                status, resolvedAt, resolvedBy, resolutionNote);
    }

    @Override
    public String toString() {
        return kind.label() + ": " + title;
    }
}
