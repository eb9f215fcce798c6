package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dynast.model.Refusal;
import org.dynast.model.StoredDataException;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Transactor;
import org.dynast.model.time.GameClock;

/**
 * The ruleset's revisions, as game actions: importing a text, editing or repealing a rule, setting a
 * Special Case rule's status, naming the matter that caused a revision. Each one is a new revision
 * (or, for the cause, a change to one) recorded through the action log, so it can be undone. Edits
 * are made to the latest revision's text, line for line, and the result read again.
 */
public final class RulesetService {

    /** The refusals' rule name. */
    public static final String RULE = "Ruleset";
    private static final int CACHED = 12;
    private static final Pattern STATUS_TAG = Pattern.compile("(?i)\\[(active|inactive)\\]");
    private static final Pattern WIKI_HEADING = Pattern.compile("^(=+)(.*?)(=+)\\s*$");

    private final Transactor transactor;
    private final RulesetRepository revisions;
    private final ActionLog log;
    private final GameClock clock;
    /** The last texts read, by their hash. */
    private final Map<String, RulesetReading> cache = lastUsed();
    /**
     * The last diffs worked out, by the two texts' hashes: a stored revision never changes, so the Ruleset tab's diff
     * of a dynasty's last two revisions is not worked out again at every dynasty switch.
     */
    private final Map<String, RulesetDiff> diffs = lastUsed();

    public RulesetService(Transactor transactor, RulesetRepository revisions, ActionLog log, GameClock clock) {
        this.transactor = transactor;
        this.revisions = revisions;
        this.log = log;
        this.clock = clock;
    }

    /** The dynasty's revisions, oldest first. */
    public List<RulesetRevision> revisions(long dynastyId) {
        return transactor.inTransaction(() -> revisions.findByDynasty(dynastyId));
    }

    public Optional<RulesetRevision> latest(long dynastyId) {
        List<RulesetRevision> all = revisions(dynastyId);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(all.size() - 1));
    }

    /** The revision before this one, if any. */
    /** The dynasty's ruleset as its latest revision reads (empty if it has none): what "why?" quotes from. */
    public Optional<Ruleset> current(long dynastyId) {
        return latest(dynastyId).map(revision -> read(revision).ruleset());
    }

    public Optional<RulesetRevision> previous(RulesetRevision revision) {
        RulesetRevision before = null;
        for (RulesetRevision r : revisions(revision.dynastyId())) {
            if (r.number() < revision.number()) {
                before = r;
            }
        }
        return Optional.ofNullable(before);
    }

    /** The revisions whose cause mentions {@code matter} (e.g. "Fix Quorum"), oldest first. */
    public List<RulesetRevision> causedBy(long dynastyId, String matter) {
        String m = matter == null ? "" : matter.strip().toLowerCase(Locale.ROOT);
        return revisions(dynastyId).stream()
                .filter(r -> !m.isEmpty() && r.cause().toLowerCase(Locale.ROOT).contains(m)).toList();
    }

    public String text(RulesetRevision revision) {
        // inside the transaction, so a file missing it is reported as damaged (with the offer of its backups)
        return transactor.inTransaction(() -> revisions.text(revision.textHash()).orElseThrow(
                () -> new StoredDataException("The text of ruleset revision " + revision.number()
                        + " is missing from the file", null)));
    }

    /** The revision's text read into a tree, with its glossary, statuses and search index. */
    public RulesetReading read(RulesetRevision revision) {
        RulesetReading cached;
        synchronized (cache) {
            cached = cache.get(revision.textHash());
        }
        if (cached == null) {
            cached = RulesetReading.of(revision, text(revision), revision.format());
            synchronized (cache) {
                cache.put(revision.textHash(), cached);
            }
        }
        return cached.withRevision(revision);
    }

    /** Reads a text without storing it: what an import would make of it. */
    public static RulesetReading preview(String text) {
        return RulesetReading.of(null, text == null ? "" : text, null);
    }

    /** What changed from one revision to another, rule by rule. */
    public RulesetDiff diff(RulesetRevision from, RulesetRevision to) {
        String key = from.textHash() + ">" + to.textHash();
        RulesetDiff diff;
        synchronized (diffs) {
            diff = diffs.get(key);
        }
        if (diff == null) {
            diff = RulesetDiff.between(read(from).ruleset(), read(to).ruleset());
            synchronized (diffs) {
                diffs.put(key, diff);
            }
        }
        return diff;
    }

    /** A map that keeps the {@value #CACHED} entries used last. */
    private static <V> Map<String, V> lastUsed() {
        return new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, V> eldest) {
                return size() > CACHED;
            }
        };
    }

    /**
     * What importing {@code text} would change in the dynasty's latest revision, rule by rule; empty when the dynasty
     * has no ruleset yet (nothing is replaced) or the text reads as no ruleset at all (the import refuses it).
     * Nothing is stored.
     */
    public Optional<RulesetDiff> previewImport(long dynastyId, String text) {
        Ruleset after = preview(normalize(text == null ? "" : text)).ruleset();
        if (after.sections().isEmpty()) {
            return Optional.empty();
        }
        return latest(dynastyId).map(l -> RulesetDiff.between(read(l).ruleset(), after));
    }

    /** Imports a ruleset text (plain copy or MediaWiki source) as the dynasty's next revision. */
    public RulesetRevision importText(long dynastyId, String actor, String text, String sourceName, MatterRef cause) {
        String normalized = normalize(text);
        MatterRef matter = cause == null ? MatterRef.NONE : cause;
        checkMatter(matter);
        if (normalized.isBlank()) {
            throw new Refusal(RULE, "The text is empty: there is no ruleset to import.");
        }
        RulesetReading reading = preview(normalized);
        Ruleset ruleset = reading.ruleset();
        if (ruleset.sections().isEmpty()) {
            String first = normalized.strip().lines().findFirst().orElse("");
            throw new Refusal(RULE, "No section or rule heading was found anywhere in the text (it begins \u201c"
                    + abbreviate(first, 60) + "\u201d), so there is no ruleset to import: nothing was imported.");
        }
        String source = sourceName == null || sourceName.isBlank() ? "pasted text" : sourceName.strip();
        String name = ruleset.title() != null ? ruleset.title() + ": " : "";
        String summary = "Imported the ruleset (" + name + ruleset.sections().size() + " sections, "
                + ruleset.ruleCount() + " rules) from " + source + because(matter);
        return log.perform(dynastyId, actor, "ruleset.import", abbreviate(summary, 400), changes -> {
            latestText(dynastyId).filter(normalized::equals).ifPresent(same -> {
                throw new Refusal(RULE, "This text is the same as the latest revision's: nothing to import.");
            });
            String hash = revisions.storeText(normalized);
            RulesetRevision revision = new RulesetRevision(revisions.nextId(), dynastyId, nextNumber(dynastyId),
                    clock.now(), RulesetRevision.Kind.IMPORT, reading.report().format(), hash, normalized.length(),
                    abbreviate(summary, 400), matter.text(), matter.matterId(), abbreviate(source, 300));
            synchronized (cache) {
                cache.put(hash, reading);
            }
            return changes.insert(revisions, revision);
        });
    }

    /**
     * Replaces a rule's own text (its heading and text, not its subrules) in the latest revision with
     * {@code newText}, as a new revision.
     */
    public RulesetRevision editRule(long dynastyId, String actor, long revisionId, String ruleId, String newText,
                                    MatterRef cause) {
        RulesetRevision base = latestOnly(dynastyId, revisionId);
        Rule rule = ruleIn(base, ruleId);
        List<String> replacement = trimmedLines(newText);
        if (replacement.isEmpty()) {
            throw new Refusal(RULE, "The new text of \u201c" + rule.displayTitle() + "\u201d is empty: to take a rule "
                    + "out of the ruleset, repeal it.");
        }
        List<String> lines = new ArrayList<>(RulesetImporter.lines(text(base)));
        int from = rule.line() - 1;
        int to = Math.min(rule.endLine(), lines.size());
        List<String> spliced = new ArrayList<>(lines.subList(0, from));
        if (!spliced.isEmpty() && !spliced.get(spliced.size() - 1).isBlank()) {
            spliced.add("");
        }
        spliced.addAll(replacement);
        List<String> rest = lines.subList(to, lines.size());
        if (!rest.isEmpty() && !rest.get(0).isBlank()) {
            spliced.add("");
        }
        spliced.addAll(rest);
        return revise(dynastyId, actor, base, spliced, "Edited rule \u201c" + name(rule) + "\u201d", cause);
    }

    /** Takes a rule and its subrules out of the latest revision, as a new revision. */
    public RulesetRevision repealRule(long dynastyId, String actor, long revisionId, String ruleId, MatterRef cause) {
        RulesetRevision base = latestOnly(dynastyId, revisionId);
        Rule rule = ruleIn(base, ruleId);
        List<String> lines = new ArrayList<>(RulesetImporter.lines(text(base)));
        int last = rule.selfAndDescendants().stream().mapToInt(Rule::endLine).max().orElse(rule.endLine());
        int from = rule.line() - 1;
        while (from > 0 && lines.get(from - 1).isBlank()) {
            from--; // the blank lines before it go with it, so no run of blanks reads as a lost heading
        }
        List<String> kept = new ArrayList<>(lines.subList(0, from));
        kept.addAll(lines.subList(Math.min(last, lines.size()), lines.size()));
        return revise(dynastyId, actor, base, kept, "Repealed rule \u201c" + name(rule) + "\u201d", cause);
    }

    /**
     * Sets a Special Case rule's status by the "[Active]"/"[Inactive]" in its title ("If the title of a
     * Special Case Rule includes "[X]", where X is either Active or Inactive, then its status is X").
     */
    public RulesetRevision setSpecialCaseStatus(long dynastyId, String actor, long revisionId, String ruleId,
                                                boolean active, MatterRef cause) {
        RulesetRevision base = latestOnly(dynastyId, revisionId);
        RulesetReading reading = read(base);
        Rule rule = ruleIn(base, ruleId);
        SpecialCaseStatus status = reading.specialCases().statusOf(rule).orElseThrow(() -> new Refusal(RULE,
                "\u201c" + rule.displayTitle() + "\u201d is not a Special Case rule: only those have a status."));
        if (rule.heading() == null) {
            throw new Refusal(RULE, "The heading of this Special Case rule was lost in the copy, so its status cannot "
                    + "be written in its title: edit the rule to give it a heading first.");
        }
        String word = active ? "Active" : "Inactive";
        if (status.active() == active && status.explicit()) {
            throw new Refusal(RULE, "\u201c" + rule.baseTitle() + "\u201d is already " + word + ".");
        }
        String heading = rule.heading();
        String changed;
        Matcher tag = STATUS_TAG.matcher(heading);
        if (tag.find()) {
            changed = heading.substring(0, tag.start()) + "[" + word + "]" + heading.substring(tag.end());
        } else {
            Matcher wiki = WIKI_HEADING.matcher(heading);
            changed = wiki.matches() ? wiki.group(1) + wiki.group(2).stripTrailing() + " [" + word + "] " + wiki.group(3)
                    : heading.stripTrailing() + " [" + word + "]";
        }
        List<String> lines = new ArrayList<>(RulesetImporter.lines(text(base)));
        lines.set(rule.line() - 1, changed);
        return revise(dynastyId, actor, base, lines, "Set \u201c" + rule.baseTitle() + "\u201d " + word, cause);
    }

    private static final Pattern RULE_NUMBER = Pattern.compile("\\d{1,3}(?:\\.\\d{1,3}){0,4}");

    /**
     * Corrects a rule's heading as the emperor reads it: its title (a heading the copy lost) and its
     * number (one the importer inferred, or none), written into the text in the ruleset's own form
     * ("Rule 1.2 Monks", "2 - Players", "== Monks =="), as a new revision.
     */
    public RulesetRevision correctHeading(long dynastyId, String actor, long revisionId, String ruleId, String number,
                                          String title, MatterRef cause) {
        RulesetRevision base = latestOnly(dynastyId, revisionId);
        Rule rule = ruleIn(base, ruleId);
        String t = title == null ? "" : title.strip();
        String n = number == null ? "" : number.strip();
        if (t.isEmpty() || t.contains("\n")) {
            throw new Refusal(RULE, "A heading needs a title of one line.");
        }
        if (!n.isEmpty() && !RULE_NUMBER.matcher(n).matches()) {
            throw new Refusal(RULE, "\u201c" + n + "\u201d is not a rule number: write it as 2, 1.4 or 2.3.1.");
        }
        String text = n.isEmpty() ? t : n.contains(".") ? "Rule " + n + " " + t : n + " - " + t;
        String heading;
        if (base.format() == RulesetFormat.MEDIAWIKI) {
            Matcher wiki = rule.heading() == null ? null : WIKI_HEADING.matcher(rule.heading());
            String marks = wiki != null && wiki.matches() ? wiki.group(1) : "==";
            heading = marks + " " + (n.isEmpty() ? t : n + " " + t) + " " + marks;
        } else {
            heading = text;
        }
        List<String> lines = new ArrayList<>(RulesetImporter.lines(text(base)));
        if (rule.heading() != null) {
            lines.set(rule.line() - 1, heading);
        } else {
            insertHeading(lines, rule.line() - 1, heading, base.format());
        }
        return revise(dynastyId, actor, base, lines, "Corrected the heading of \u201c" + name(rule) + "\u201d to \u201c"
                + (n.isEmpty() ? t : n + " " + t) + "\u201d", cause);
    }

    /**
     * Corrects a section's heading: gives an inferred section the heading the copy lost (or did not
     * have), or renames one, as a new revision.
     */
    public RulesetRevision correctSection(long dynastyId, String actor, long revisionId, String sectionId, String title,
                                          MatterRef cause) {
        RulesetRevision base = latestOnly(dynastyId, revisionId);
        Section section = read(base).ruleset().section(sectionId).orElseThrow(() -> new Refusal(RULE,
                "Revision " + base.number() + " has no such section (" + sectionId + ")."));
        String t = title == null ? "" : title.strip();
        if (t.isEmpty() || t.contains("\n")) {
            throw new Refusal(RULE, "A section heading needs a title of one line.");
        }
        String heading = base.format() == RulesetFormat.MEDIAWIKI ? "= " + t + " =" : t;
        List<String> lines = new ArrayList<>(RulesetImporter.lines(text(base)));
        if (section.heading() != null) {
            Matcher wiki = WIKI_HEADING.matcher(section.heading());
            lines.set(section.line() - 1, wiki.matches() ? wiki.group(1) + " " + t + " " + wiki.group(3) : t);
        } else {
            insertHeading(lines, section.line() - 1, heading, base.format());
        }
        return revise(dynastyId, actor, base, lines, "Corrected the section heading \u201c" + section.title()
                + "\u201d to \u201c" + t + "\u201d", cause);
    }

    /** Puts a heading line before line {@code at}, in place of the run of blank lines a lost heading left. */
    private static void insertHeading(List<String> lines, int at, String heading, RulesetFormat format) {
        int from = Math.max(0, Math.min(at, lines.size()));
        while (from > 0 && lines.get(from - 1).isBlank()) {
            from--;
        }
        int to = from;
        while (to < lines.size() && lines.get(to).isBlank()) {
            to++;
        }
        List<String> put = new ArrayList<>();
        if (from > 0) {
            put.add("");
        }
        put.add(heading);
        if (format != RulesetFormat.MEDIAWIKI) {
            put.add("");
        }
        lines.subList(from, to).clear();
        lines.addAll(from, put);
    }

    /** Names (or changes) the matter that caused a revision. */
    public RulesetRevision setCause(long dynastyId, String actor, long revisionId, MatterRef cause) {
        MatterRef matter = cause == null ? MatterRef.NONE : cause;
        checkMatter(matter);
        RulesetRevision before = revision(dynastyId, revisionId);
        if (before.matter().equals(matter)) {
            return before;
        }
        String summary = matter.isEmpty() ? "Cleared the cause of ruleset revision " + before.number()
                : "Ruleset revision " + before.number() + " was caused by " + matter.text();
        return log.perform(dynastyId, actor, "ruleset.cause", abbreviate(summary, 400),
                changes -> changes.update(revisions, before, before.withMatter(matter)));
    }

    private RulesetRevision revise(long dynastyId, String actor, RulesetRevision base, List<String> lines,
                                   String what, MatterRef cause) {
        MatterRef matter = cause == null ? MatterRef.NONE : cause;
        checkMatter(matter);
        String text = String.join("\n", lines) + "\n";
        if (text.equals(text(base))) {
            throw new Refusal(RULE, "That leaves the ruleset as it is in revision " + base.number()
                    + ": nothing to change.");
        }
        RulesetReading reading = RulesetReading.of(null, text, base.format());
        String summary = abbreviate(what + because(matter), 400);
        return log.perform(dynastyId, actor, "ruleset.edit", summary, changes -> {
            RulesetRevision latest = latest(dynastyId).orElseThrow();
            if (latest.id() != base.id()) {
                throw new Refusal(RULE, "Revision " + latest.number() + " was made meanwhile: edit the latest revision.");
            }
            String hash = revisions.storeText(text);
            synchronized (cache) {
                cache.put(hash, reading);
            }
            RulesetRevision revision = new RulesetRevision(revisions.nextId(), dynastyId, base.number() + 1,
                    clock.now(), RulesetRevision.Kind.EDIT, base.format(), hash, text.length(), summary,
                    matter.text(), matter.matterId(), base.sourceName());
            return changes.insert(revisions, revision);
        });
    }

    private RulesetRevision revision(long dynastyId, long revisionId) {
        return revisions(dynastyId).stream().filter(r -> r.id() == revisionId).findFirst()
                .orElseThrow(() -> new Refusal(RULE, "This dynasty has no ruleset revision #" + revisionId + "."));
    }

    private RulesetRevision latestOnly(long dynastyId, long revisionId) {
        RulesetRevision base = revision(dynastyId, revisionId);
        RulesetRevision latest = latest(dynastyId).orElseThrow();
        if (latest.id() != base.id()) {
            throw new Refusal(RULE, "Revision " + base.number() + " is not the latest (revision " + latest.number()
                    + " is): changing it would undo what was changed since. Edit the latest revision.");
        }
        return base;
    }

    private Rule ruleIn(RulesetRevision revision, String ruleId) {
        return read(revision).ruleset().rule(ruleId).orElseThrow(() -> new Refusal(RULE,
                "Revision " + revision.number() + " has no such rule (" + ruleId + ")."));
    }

    private Optional<String> latestText(long dynastyId) {
        return latest(dynastyId).flatMap(r -> revisions.text(r.textHash()));
    }

    private int nextNumber(long dynastyId) {
        return revisions.findByDynasty(dynastyId).stream().mapToInt(RulesetRevision::number).max().orElse(0) + 1;
    }

    private static void checkMatter(MatterRef matter) {
        if (matter.text().length() > MatterRef.MAX_LENGTH) {
            throw new Refusal(RULE, "The name of the causing matter is " + matter.text().length()
                    + " characters long; at most " + MatterRef.MAX_LENGTH + ".");
        }
    }

    private static String because(MatterRef matter) {
        return matter.text().isEmpty() ? "" : " (" + matter.text() + ")";
    }

    private static String name(Rule rule) {
        return rule.title() != null ? rule.baseTitle() : rule.firstWords(6);
    }

    private static String normalize(String text) {
        if (text == null) {
            return "";
        }
        List<String> lines = RulesetImporter.lines(text);
        return lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
    }

    private static List<String> trimmedLines(String text) {
        List<String> lines = new ArrayList<>(RulesetImporter.lines(text == null ? "" : text));
        while (!lines.isEmpty() && lines.get(0).isBlank()) {
            lines.remove(0);
        }
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    private static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "\u2026";
    }
}
