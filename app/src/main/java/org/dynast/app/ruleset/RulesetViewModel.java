package org.dynast.app.ruleset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.ruleset.RulesetRows.ChangeRow;
import org.dynast.app.ruleset.RulesetRows.DiffLine;
import org.dynast.app.ruleset.RulesetRows.OutlineNode;
import org.dynast.app.ruleset.RulesetRows.RevisionRow;
import org.dynast.app.ruleset.RulesetRows.RuleText;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.ruleset.DetectedTerms;
import org.dynast.model.ruleset.MatterRef;
import org.dynast.model.ruleset.MediaWikiExporter;
import org.dynast.model.ruleset.Rule;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.ruleset.RulesetDiff;
import org.dynast.model.ruleset.RulesetReading;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.ruleset.RulesetText;
import org.dynast.model.ruleset.SearchIndex;
import org.dynast.model.ruleset.SpecialCaseStatus;

/**
 * The Ruleset tab: the dynasty's ruleset as a tree (sections, rules, subrules, Special Case badges),
 * the chosen rule's text with search hits and glossary links, its revisions with the matter that caused
 * each, the per-rule changes between any two revisions, MediaWiki export, the import report, and
 * the offer of the terms the ruleset uses. Import, edits and causes are game actions (undoable).
 */
public final class RulesetViewModel {

    static final String TEXT_GLOB = "*";
    static final String WIKI_GLOB = "*.wiki";

    /** The core entities the tab reads (log entity names); any module table may carry a note on a revision too. */
    static final Set<String> READS = Set.of("dynasty", "ruleset_revision");

    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;

    private final ObservableList<RevisionRow> revisions = FXCollections.observableArrayList();
    private final ObjectProperty<RevisionRow> selectedRevision = new SimpleObjectProperty<>(this, "selectedRevision");
    private final ReadOnlyObjectWrapper<List<OutlineNode>> outline = new ReadOnlyObjectWrapper<>(this, "outline",
            List.of());
    private final StringProperty selectedId = new SimpleStringProperty(this, "selectedId");
    private final ReadOnlyObjectWrapper<RuleText> text = new ReadOnlyObjectWrapper<>(this, "text");
    private final StringProperty query = new SimpleStringProperty(this, "query", "");
    private final ReadOnlyStringWrapper searchStatus = new ReadOnlyStringWrapper(this, "searchStatus", "");
    private final ReadOnlyObjectWrapper<Map<String, Integer>> hitCounts = new ReadOnlyObjectWrapper<>(this,
            "hitCounts", Map.of());
    private final ReadOnlyStringWrapper reportText = new ReadOnlyStringWrapper(this, "reportText", "");
    private final ReadOnlyStringWrapper wikiText = new ReadOnlyStringWrapper(this, "wikiText", "");
    private final ReadOnlyStringWrapper termsOffer = new ReadOnlyStringWrapper(this, "termsOffer", "");
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper(this, "heading", "");
    private final ReadOnlyBooleanWrapper hasRuleset = new ReadOnlyBooleanWrapper(this, "hasRuleset");
    private final ReadOnlyBooleanWrapper canEdit = new ReadOnlyBooleanWrapper(this, "canEdit");
    private final ReadOnlyBooleanWrapper canCorrect = new ReadOnlyBooleanWrapper(this, "canCorrect");
    private final ReadOnlyBooleanWrapper canSetStatus = new ReadOnlyBooleanWrapper(this, "canSetStatus");
    private final ReadOnlyBooleanWrapper selectedActive = new ReadOnlyBooleanWrapper(this, "selectedActive");

    private final ObservableList<RevisionRow> diffChoices = FXCollections.observableArrayList();
    private final ObjectProperty<RevisionRow> diffFrom = new SimpleObjectProperty<>(this, "diffFrom");
    private final ObjectProperty<RevisionRow> diffTo = new SimpleObjectProperty<>(this, "diffTo");
    private final ObservableList<ChangeRow> changes = FXCollections.observableArrayList();
    private final ObjectProperty<ChangeRow> selectedChange = new SimpleObjectProperty<>(this, "selectedChange");
    private final BooleanProperty sideBySide = new SimpleBooleanProperty(this, "sideBySide", true);
    private final ObservableList<DiffLine> diffLines = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper diffSummary = new ReadOnlyStringWrapper(this, "diffSummary", "");

    private final Feedback feedback;

    private final TabWork work;
    private final RuleTextBuilder texts;
    private final RevisionRows revisionRows;
    private final RulesetImport importer;

    private RulesetReading reading;
    private SearchIndex.Result result;
    private Terms dynastyTerms = Terms.GENERIC;
    private String dynastyName = "";
    private Long dismissedOffer;
    private boolean followLatest = true;
    private boolean applying;
    private String focusOwner;
    private int focusBlock = -1;
    private int focusLine = -1;
    private long loads;

    public RulesetViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.feedback = new Feedback().clearOn(session.rewindsProperty());
        this.work = new TabWork(executor, feedback);
        this.texts = new RuleTextBuilder(messages);
        this.revisionRows = new RevisionRows(messages);
        this.importer = new RulesetImport(session, dialogs, work, messages, revisionRows, feedback::say,
                this::imported);
        session.revisionProperty().addListener((obs, o, n) -> {
            // the revisions, the dynasty's terms, and what the modules say of the revisions (from their own tables)
            if (session.changed(e -> READS.contains(e) || session.store().log().moduleOf(e).isPresent())) {
                refresh();
            }
        });
        selectedRevision.addListener((obs, o, n) -> {
            if (!applying && n != null && (o == null || o.id() != n.id())) {
                followLatest = !revisions.isEmpty() && revisions.get(revisions.size() - 1).id() == n.id();
                load(n);
            }
        });
        selectedId.addListener((obs, o, n) -> {
            if (!Objects.equals(o, n) && !Objects.equals(n, focusOwner)) {
                focusOwner = null;
            }
            showSelected();
        });
        query.addListener((obs, o, n) -> search());
        // a search is about the dynasty it was typed in: another dynasty's ruleset opens unsearched
        session.dynastyProperty().addListener((obs, o, n) -> {
            if (o != null && (n == null || n.id() != o.id())) {
                query.set("");
            }
        });
        diffFrom.addListener((obs, o, n) -> {
            if (!applying) {
                computeDiff();
            }
        });
        diffTo.addListener((obs, o, n) -> {
            if (!applying) {
                computeDiff();
            }
        });
        selectedChange.addListener((obs, o, n) -> showChange(n));
        text.set(RuleText.empty(messages.get("ruleset.empty")));
        refresh();
    }

    // ---- loading -------------------------------------------------------------------------------

    private record Snapshot(List<RulesetRevision> revisions, RulesetRevision shown, RulesetReading reading,
                            Dynasty dynasty, Map<Integer, List<String>> notes) {
    }

    /** Reloads the dynasty's revisions and shows the latest (or the one being read, if it still exists). */
    public void refresh() {
        Dynasty dynasty = session.dynasty();
        if (dynasty == null) {
            apply(new Snapshot(List.of(), null, null, null, Map.of()));
            return;
        }
        RulesetService service = session.store().rulesets();
        Long keep = followLatest || selectedRevision.get() == null ? null : selectedRevision.get().id();
        long load = ++loads;
        work.act(() -> {
            Dynasty fresh = session.store().dynasties().get(dynasty.id());
            List<RulesetRevision> all = service.revisions(dynasty.id());
            RulesetRevision shown = all.stream().filter(r -> keep != null && r.id() == keep).findFirst()
                    .orElse(all.isEmpty() ? null : all.get(all.size() - 1));
            return new Snapshot(all, shown, shown == null ? null : service.read(shown), fresh,
                    session.store().revisionNotes(dynasty.id()));
        }, s -> {
            if (load == loads) {
                apply(s);
            }
        });
    }

    private void load(RevisionRow row) {
        RulesetService service = session.store().rulesets();
        long load = ++loads;
        work.act(() -> service.read(row.revision()), r -> {
            if (load == loads) {
                show(r);
                resetDiff(row);
            }
        });
    }

    private void apply(Snapshot s) {
        applying = true;
        try {
            if (s.dynasty() != null) {
                dynastyTerms = s.dynasty().terms();
                dynastyName = s.dynasty().name();
            }
            List<RevisionRow> rows = s.revisions().stream().map(r -> revisionRows.row(r, s.notes())).toList();
            revisions.setAll(rows);
            diffChoices.setAll(rows);
            RevisionRow shown = s.shown() == null ? null
                    : rows.stream().filter(r -> r.id() == s.shown().id()).findFirst().orElse(null);
            selectedRevision.set(null); // rows are values: an equal row would not tell the list to select it again
            selectedRevision.set(shown);
        } finally {
            applying = false;
        }
        show(s.reading());
        resetDiff(selectedRevision.get());
    }

    private void show(RulesetReading r) {
        reading = r;
        hasRuleset.set(r != null);
        if (r == null) {
            outline.set(List.of());
            heading.set("");
            reportText.set("");
            wikiText.set("");
            termsOffer.set("");
            result = null;
            hitCounts.set(Map.of());
            searchStatus.set("");
            text.set(RuleText.empty(messages.get("ruleset.empty")));
            updateAbilities(null);
            return;
        }
        Ruleset ruleset = r.ruleset();
        heading.set(messages.get("ruleset.heading", ruleset.title() == null ? messages.get("ruleset.heading.untitled")
                : ruleset.title(), ruleset.sections().size(), ruleset.ruleCount(),
                r.revision() == null ? 0 : r.revision().number()));
        outline.set(ruleset.sections().stream().map(texts()::node).toList());
        reportText.set(texts.report(r));
        offerTerms();
        String keep = selectedId.get();
        String id = keep != null && exists(keep) ? keep : RuleTextBuilder.firstRuleId(ruleset);
        search();
        if (Objects.equals(id, selectedId.get())) {
            showSelected();
        } else {
            selectedId.set(id);
        }
    }

    private boolean exists(String id) {
        Ruleset r = reading.ruleset();
        return r.rule(id).isPresent() || r.section(id).isPresent();
    }

    // ---- the shown text ------------------------------------------------------------------------

    private void showSelected() {
        String id = selectedId.get();
        if (reading == null || id == null) {
            text.set(RuleText.empty(messages.get(reading == null ? "ruleset.empty" : "ruleset.choose")));
            wikiText.set("");
            updateAbilities(null);
            return;
        }
        Ruleset ruleset = reading.ruleset();
        Optional<Rule> rule = ruleset.rule(id);
        if (rule.isPresent()) {
            text.set(texts().ruleText(rule.get()));
            wikiText.set(MediaWikiExporter.export(rule.get(), ruleset.format()));
            updateAbilities(rule.get());
            return;
        }
        ruleset.section(id).ifPresentOrElse(s -> {
            text.set(texts().sectionText(s));
            wikiText.set(MediaWikiExporter.export(s, ruleset.format()));
        }, () -> text.set(RuleText.empty(messages.get("ruleset.choose"))));
        updateAbilities(null);
    }

    private RuleTextBuilder texts() {
        return texts.at(reading, result, focusOwner, focusBlock, focusLine);
    }

    private void updateAbilities(Rule rule) {
        boolean latest = reading != null && reading.revision() != null && !revisions.isEmpty()
                && revisions.get(revisions.size() - 1).id() == reading.revision().id();
        canEdit.set(rule != null && latest);
        canCorrect.set(latest && selectedId.get() != null);
        Optional<SpecialCaseStatus> status = rule == null ? Optional.empty() : reading.specialCases().statusOf(rule);
        canSetStatus.set(latest && status.isPresent() && !rule.untitled());
        selectedActive.set(status.map(SpecialCaseStatus::active).orElse(false));
    }

    // ---- search and glossary -------------------------------------------------------------------

    private void search() {
        String q = query.get() == null ? "" : query.get().strip();
        if (reading == null || q.isEmpty()) {
            result = null;
            hitCounts.set(Map.of());
            searchStatus.set("");
        } else {
            result = reading.index().search(q);
            Map<String, Integer> counts = new HashMap<>();
            result.byOwner().forEach((owner, hits) -> counts.put(owner, hits.size()));
            hitCounts.set(Map.copyOf(counts));
            searchStatus.set(result.isEmpty() ? messages.get("ruleset.search.none")
                    : messages.get("ruleset.search.hits", result.total(), result.byOwner().size()));
        }
        showSelected();
    }

    /** Shows the next section or rule (after the one shown, wrapping round) that has hits. */
    public void nextHit() {
        if (result == null || result.isEmpty()) {
            return;
        }
        List<String> owners = new ArrayList<>(result.byOwner().keySet());
        int at = owners.indexOf(selectedId.get());
        selectedId.set(owners.get((at + 1) % owners.size()));
    }

    /** What a span's link holds for a reference to a rule by number ("Rule 2.4"): this, then the rule's id. */
    public static final String RULE_LINK = "\u00a7rule:";

    /**
     * Follows a defined term to its definition in the glossary, and marks the definition; a reference
     * to a rule by number ({@link #RULE_LINK}) shows that rule.
     */
    public void followTerm(String term) {
        if (reading == null || term == null) {
            return;
        }
        if (term.startsWith(RULE_LINK)) {
            String ruleId = term.substring(RULE_LINK.length());
            reading.ruleset().rule(ruleId).ifPresent(r -> selectedId.set(ruleId));
            return;
        }
        reading.glossary().entries().stream().filter(e -> e.term().equals(term)).findFirst().ifPresent(e -> {
            focusOwner = e.ownerId();
            focusBlock = e.block();
            focusLine = e.line();
            if (e.ownerId().equals(selectedId.get())) {
                showSelected();
            } else {
                selectedId.set(e.ownerId());
            }
            feedback.say(messages.get("ruleset.definition", e.term(), e.definition()));
        });
    }

    // ---- terms ---------------------------------------------------------------------------------

    private void offerTerms() {
        Optional<DetectedTerms> detected = reading == null ? Optional.empty() : reading.terms();
        if (detected.isEmpty() || reading.revision() == null || Objects.equals(dismissedOffer, reading.revision().id())
                || detected.get().terms().equals(dynastyTerms)) {
            termsOffer.set("");
            return;
        }
        DetectedTerms t = detected.get();
        termsOffer.set(messages.get("ruleset.terms.offer", t.players(), t.emperor(), t.evidence().get(0), dynastyName,
                dynastyTerms.players(), dynastyTerms.emperor()));
    }

    /** Makes the dynasty use the terms the shown ruleset uses (an undoable action). */
    public void acceptTerms() {
        if (reading == null || reading.terms().isEmpty() || session.dynasty() == null) {
            return;
        }
        Terms terms = reading.terms().get().terms();
        long id = session.dynasty().id();
        String actor = session.actor();
        work.act(() -> session.store().dynasties().setTerms(id, actor, terms), d -> {
            dynastyTerms = d.terms();
            termsOffer.set("");
            feedback.say(messages.get("ruleset.terms.accepted", terms.players(), terms.emperor()));
        });
    }

    public void dismissTerms() {
        if (reading != null && reading.revision() != null) {
            dismissedOffer = reading.revision().id();
        }
        termsOffer.set("");
    }

    // ---- revisions and diff --------------------------------------------------------------------

    private void resetDiff(RevisionRow to) {
        applying = true;
        try {
            RevisionRow from = null;
            if (to != null) {
                for (RevisionRow r : revisions) {
                    if (r.number() < to.number()) {
                        from = r;
                    }
                }
            }
            diffFrom.set(from);
            diffTo.set(to);
        } finally {
            applying = false;
        }
        computeDiff();
    }

    /** Shows what the revision with this id changed, if the tab lists it (a link from another tab). */
    public void showChangesOfRevision(long revisionId) {
        revisions.stream().filter(r -> r.id() == revisionId).findFirst().ifPresent(this::showChangesOf);
    }

    /** Shows what a revision changed: the diff against the revision before it ("what did Proposal X change"). */
    public void showChangesOf(RevisionRow row) {
        if (row != null) {
            selectedRevision.set(row);
            resetDiff(row);
        }
    }

    private void computeDiff() {
        RevisionRow from = diffFrom.get();
        RevisionRow to = diffTo.get();
        selectedChange.set(null);
        changes.clear();
        diffLines.clear();
        if (to == null) {
            diffSummary.set("");
            return;
        }
        if (from == null) {
            diffSummary.set(messages.get("ruleset.revision.first", to.number()));
            return;
        }
        RulesetService service = session.store().rulesets();
        work.act(() -> service.diff(from.revision(), to.revision()), diff -> showDiff(from, to, diff));
    }

    private void showDiff(RevisionRow from, RevisionRow to, RulesetDiff diff) {
        if (diffFrom.get() != from || diffTo.get() != to) {
            return;
        }
        diffSummary.set(revisionRows.summary(from, to, diff));
        changes.setAll(revisionRows.changes(diff));
        selectedChange.set(null);
        selectedChange.set(changes.isEmpty() ? null : changes.get(0));
    }

    private void showChange(ChangeRow row) {
        if (row == null) {
            diffLines.clear();
            return;
        }
        diffLines.setAll(RevisionRows.lines(row));
    }

    /** Shows the rule of the selected change in the revision it is in. */
    public void openSelectedChange() {
        ChangeRow row = selectedChange.get();
        if (row == null) {
            return;
        }
        boolean after = row.change().afterId() != null;
        RevisionRow revision = after ? diffTo.get() : diffFrom.get();
        String id = after ? row.change().afterId() : row.change().beforeId();
        if (revision != null && selectedRevision.get() != null && revision.id() == selectedRevision.get().id()) {
            selectedId.set(id);
        } else if (revision != null) {
            selectedId.set(id);
            selectedRevision.set(revision);
        }
    }

    // ---- commands ------------------------------------------------------------------------------

    /**
     * Imports a ruleset text from a file (plain copy or MediaWiki source) as the next revision; over an existing
     * ruleset, what it would change is shown first and the import waits for a yes.
     */
    public void importFile() {
        importer.importFile();
    }

    /** Imports a pasted ruleset text, with the matter that caused it (shown first over an existing ruleset). */
    public void pasteRuleset() {
        importer.pasteRuleset();
    }

    private void imported(RulesetRevision r) {
        followLatest = true;
        feedback.say(messages.get("ruleset.imported", r.number(), r.summary()));
    }

    /** Edits the shown rule's heading and text, as a new revision caused by the matter named. */
    public void editSelectedRule() {
        Optional<Rule> rule = selectedRule();
        if (rule.isEmpty() || !canEdit.get()) {
            return;
        }
        Rule r = rule.get();
        long revision = reading.revision().id();
        String source = String.join("\n", sourceLines(r));
        dialogs.askRulesetText(messages.get("dialog.ruleset.edit.title"), messages.get("dialog.ruleset.edit.header",
                name(r)), source, "").ifPresent(answer -> act(service -> service.editRule(id(), session.actor(),
                revision, r.id(), answer.text(), MatterRef.of(answer.cause())), this::revised));
    }

    private static final Pattern NUMBERED_HEADING =
            Pattern.compile("(\\d{1,3}(?:\\.\\d{1,3})*)\\s+(\\S.*)");

    /**
     * Corrects the shown rule's heading and number ("1.2 Monks"; a number the importer inferred, a
     * heading the copy lost) or the shown section's heading, as a new revision caused by the matter
     * named, if one is (a correction of the copy may have none).
     */
    public void correctSelectedHeading() {
        if (reading == null || !canCorrect.get()) {
            return;
        }
        long revision = reading.revision().id();
        Optional<Rule> rule = selectedRule();
        if (rule.isPresent()) {
            Rule r = rule.get();
            String initial = (r.number() == null ? "" : r.number() + " ") + (r.title() == null ? "" : r.baseTitle());
            dialogs.askHeading(messages.get("dialog.ruleset.correct.title"), messages.get("dialog.ruleset.correct.rule",
                    name(r)), initial.strip()).ifPresent(answer -> {
                        Matcher m = NUMBERED_HEADING.matcher(answer.heading().strip());
                        String number = m.matches() ? m.group(1) : null;
                        String title = m.matches() ? m.group(2) : answer.heading().strip();
                        act(service -> service.correctHeading(id(), session.actor(), revision, r.id(), number, title,
                                MatterRef.of(answer.cause())), this::revised);
                    });
            return;
        }
        reading.ruleset().section(selectedId.get()).ifPresent(s -> dialogs.askHeading(
                messages.get("dialog.ruleset.correct.title"), messages.get("dialog.ruleset.correct.section", s.title()),
                s.title()).ifPresent(answer -> act(service -> service.correctSection(id(), session.actor(), revision,
                s.id(), answer.heading(), MatterRef.of(answer.cause())), this::revised)));
    }

    /** Takes the shown rule and its subrules out of the ruleset, as a new revision. */
    public void repealSelectedRule() {
        Optional<Rule> rule = selectedRule();
        if (rule.isEmpty() || !canEdit.get()) {
            return;
        }
        Rule r = rule.get();
        long revision = reading.revision().id();
        dialogs.askLine(messages.get("dialog.ruleset.repeal.title"), messages.get("dialog.ruleset.repeal.header",
                name(r)), "").ifPresent(cause -> act(service -> service.repealRule(id(), session.actor(), revision,
                r.id(), MatterRef.of(cause)), this::revised));
    }

    /** Sets the shown Special Case rule Active or Inactive, as a new revision. */
    public void setSelectedStatus(boolean active) {
        Optional<Rule> rule = selectedRule();
        if (rule.isEmpty() || !canSetStatus.get()) {
            return;
        }
        Rule r = rule.get();
        long revision = reading.revision().id();
        String word = messages.get(active ? "ruleset.badge.active" : "ruleset.badge.inactive");
        dialogs.askLine(messages.get("dialog.ruleset.status.title"), messages.get("dialog.ruleset.status.header",
                name(r), word), "").ifPresent(cause -> act(service -> service.setSpecialCaseStatus(id(),
                session.actor(), revision, r.id(), active, MatterRef.of(cause)), this::revised));
    }

    /** Names the matter that caused the selected revision. */
    public void setCauseOfSelectedRevision() {
        RevisionRow row = selectedRevision.get();
        if (row == null) {
            return;
        }
        dialogs.askLine(messages.get("dialog.ruleset.cause.title"), messages.get("dialog.ruleset.cause.header",
                row.number()), row.revision().cause()).ifPresent(cause -> act(service -> service.setCause(id(),
                session.actor(), row.id(), MatterRef.of(cause)), r -> feedback.say(messages.get("ruleset.revised", r.number(),
                r.cause().isEmpty() ? messages.get("ruleset.revision.noCause") : r.cause()))));
    }

    private void revised(RulesetRevision r) {
        followLatest = true;
        feedback.say(messages.get("ruleset.revised", r.number(), r.summary()));
    }

    /** Writes the shown rule (or section) as MediaWiki text to a file. */
    public void exportSelected() {
        if (reading == null || selectedId.get() == null) {
            return;
        }
        String wiki = wikiText.get();
        String name = text.get().title().isEmpty() ? "rule" : text.get().title();
        export(wiki, fileName(name) + ".wiki", name);
    }

    /** Writes the whole ruleset as MediaWiki text to a file. */
    public void exportRuleset() {
        if (reading == null) {
            return;
        }
        Ruleset r = reading.ruleset();
        String name = r.title() == null ? "ruleset" : r.title();
        export(MediaWikiExporter.export(r), fileName(name) + ".wiki", name);
    }

    private void export(String wiki, String suggested, String what) {
        dialogs.chooseFileToSave(messages.get("dialog.ruleset.export.title"), messages.get("filter.wiki"), WIKI_GLOB,
                suggested).ifPresent(file -> work.act(() -> Files.writeString(file, wiki, StandardCharsets.UTF_8),
                p -> feedback.say(messages.get("ruleset.exported", what, file))));
    }

    private static String fileName(String title) {
        String s = title.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("(^-|-$)", "");
        return s.isEmpty() ? "ruleset" : s.length() > 60 ? s.substring(0, 60) : s;
    }

    /** The rule's own lines of the revision's text: what an edit replaces. */
    private List<String> sourceLines(Rule r) {
        List<String> lines = reading.text().lines().toList();
        int from = Math.max(0, r.line() - 1);
        int to = Math.min(lines.size(), r.endLine());
        return from < to ? lines.subList(from, to) : List.of();
    }

    private Optional<Rule> selectedRule() {
        return reading == null || selectedId.get() == null ? Optional.empty()
                : reading.ruleset().rule(selectedId.get());
    }

    private static String name(Rule r) {
        return r.untitled() ? r.firstWords(6) : r.baseTitle();
    }

    /**
     * A file's text, read as {@link RulesetText} reads it: UTF-8 (with or without a byte order mark), UTF-16
     * with a byte order mark, or Windows-1252 for an older copy that is not UTF-8.
     */
    public static String readText(Path file) throws IOException {
        return RulesetText.read(file).text();
    }

    @FunctionalInterface
    private interface RulesetAction<T> {
        T run(RulesetService service) throws Exception;
    }

    private <T> void act(RulesetAction<T> action, Consumer<T> done) {
        if (session.dynasty() == null) {
            return;
        }
        RulesetService service = session.store().rulesets();
        work.act(() -> action.run(service), done);
    }

    private long id() {
        return session.dynasty().id();
    }



    // ---- properties ----------------------------------------------------------------------------

    public ObservableList<RevisionRow> revisions() {
        return revisions;
    }

    public ObjectProperty<RevisionRow> selectedRevisionProperty() {
        return selectedRevision;
    }

    public ReadOnlyObjectProperty<List<OutlineNode>> outlineProperty() {
        return outline.getReadOnlyProperty();
    }

    public StringProperty selectedIdProperty() {
        return selectedId;
    }

    public ReadOnlyObjectProperty<RuleText> textProperty() {
        return text.getReadOnlyProperty();
    }

    public StringProperty queryProperty() {
        return query;
    }

    public ReadOnlyStringProperty searchStatusProperty() {
        return searchStatus.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Map<String, Integer>> hitCountsProperty() {
        return hitCounts.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty reportTextProperty() {
        return reportText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty wikiTextProperty() {
        return wikiText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty termsOfferProperty() {
        return termsOffer.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty hasRulesetProperty() {
        return hasRuleset.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canCorrectProperty() {
        return canCorrect.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canEditProperty() {
        return canEdit.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canSetStatusProperty() {
        return canSetStatus.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty selectedActiveProperty() {
        return selectedActive.getReadOnlyProperty();
    }

    public ObservableList<RevisionRow> diffChoices() {
        return diffChoices;
    }

    public ObjectProperty<RevisionRow> diffFromProperty() {
        return diffFrom;
    }

    public ObjectProperty<RevisionRow> diffToProperty() {
        return diffTo;
    }

    public ObservableList<ChangeRow> changes() {
        return changes;
    }

    public ObjectProperty<ChangeRow> selectedChangeProperty() {
        return selectedChange;
    }

    public BooleanProperty sideBySideProperty() {
        return sideBySide;
    }

    public ObservableList<DiffLine> diffLines() {
        return diffLines;
    }

    public ReadOnlyStringProperty diffSummaryProperty() {
        return diffSummary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return feedback.messageProperty();
    }

    public ReadOnlyBooleanProperty messageIsErrorProperty() {
        return feedback.errorProperty();
    }
}
