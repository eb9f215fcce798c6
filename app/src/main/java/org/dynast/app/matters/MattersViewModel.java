package org.dynast.app.matters;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.TimeText;
import org.dynast.app.session.Session;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.explain.Explanation;
import org.dynast.model.log.Change;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MattersService;
import org.dynast.model.matters.PlayerNames;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.matters.VoteThreadParser;
import org.dynast.model.roster.Player;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.GameClock;

/**
 * The Votable Matters tab: the "resolve now" dashboard, the filtered matter list, the selected
 * matter's verdict, tally and vote table, quick voting from the keyboard, pasting a comment thread,
 * resolving with the admin's name, and the dynasty's core-rules profile.
 */
public final class MattersViewModel {

    /** What the tab shows is read from these (log entity names): an action changing none of them changes nothing here. */
    static final Set<String> READS = Set.of("dynasty", "player", "mentorship", "matter", "vote",
            "profile", "ruleset_revision");

    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;
    private final GameClock clock;

    private final ObservableList<MatterRow> rows = FXCollections.observableArrayList();
    private final FilteredList<MatterRow> filtered = new FilteredList<>(rows);
    private final SortedList<MatterRow> sorted = new SortedList<>(filtered);
    private final ObservableList<ResolveItem> dashboard = FXCollections.observableArrayList();
    private final ObservableList<String> admins = FXCollections.observableArrayList();
    private final ObservableList<String> profiles = FXCollections.observableArrayList();

    private final StringProperty filterText = new SimpleStringProperty(this, "filterText", "");
    private final ObjectProperty<MatterKind> kindFilter = new SimpleObjectProperty<>(this, "kindFilter");
    private final BooleanProperty showResolved = new SimpleBooleanProperty(this, "showResolved", true);
    private final ObjectProperty<MatterRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final StringProperty resolvingAdmin = new SimpleStringProperty(this, "resolvingAdmin");
    private final ObjectProperty<String> profile = new SimpleObjectProperty<>(this, "profile");
    private final StringProperty quickVote = new SimpleStringProperty(this, "quickVote", "");

    private final ReadOnlyStringWrapper hiatus = new ReadOnlyStringWrapper(this, "hiatus", "");
    private final ReadOnlyStringWrapper interregnum = new ReadOnlyStringWrapper(this, "interregnum", "");
    private final ObjectProperty<Long> openRevision = new SimpleObjectProperty<>(this, "openRevision");
    private final Feedback feedback;
    private final TabWork work;
    /** The selected matter's verdict, tally, votes and body (the detail pane). */
    private final MatterDetail detail;
    private final VoteThreadImport threads;

    /** The moment the tab shows the dynasty at: null for now. */
    private final ObjectProperty<Instant> asOf =
            new SimpleObjectProperty<>(this, "asOf");
    private final ReadOnlyStringWrapper pastBanner = new ReadOnlyStringWrapper(this, "pastBanner", "");
    private MattersSnapshot current;
    /** Reads submitted and not yet shown: an action's changes patch only a state no other read is replacing. */
    private int reading;
    /** Reads what the tab shows at the cost of what changed, keeping verdicts and the last dynasties' reads. */
    private final MattersReader reader;
    /** The mantle, the Ascension Address and the core-rules profile: acts on the dynasty, not on a matter. */
    private final DynastyCommands dynastyCommands;
    /** The order of the column the user sorted by (the table's comparator), or null for the list's own order. */
    private final ObjectProperty<Comparator<MatterRow>> columnOrder = new SimpleObjectProperty<>(this, "columnOrder");
    private boolean applying;
    private Long selectAfterRefresh;

    public MattersViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages,
                            GameClock clock) {
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.clock = clock;
        this.reader = new MattersReader(messages, clock);
        this.dynastyCommands = new DynastyCommands(session, dialogs, messages, () -> current, profile::get,
                new DynastyCommands.Actions() {
                    @Override
                    public <T> void act(DynastyCommands.Action<T> action, Consumer<T> done) {
                        MattersViewModel.this.act(action::run, done);
                    }

                    @Override
                    public void say(String text) {
                        feedback.say(text);
                    }

                    @Override
                    public void complain(String text) {
                        feedback.complain(text);
                    }
                });
        this.feedback = new Feedback().clearOn(session.rewindsProperty());
        this.work = new TabWork(executor, feedback);
        this.detail = new MatterDetail(messages, executor);
        this.threads = new VoteThreadImport(dialogs, messages, feedback, work, executor, () -> current, clock,
                (matterId, votes, done, refused) -> {
                    if (session.dynasty() == null) {
                        return;
                    }
                    MattersService service = session.store().matters();
                    long dynastyId = id();
                    String actor = session.actor();
                    work.act(() -> service.importVotes(dynastyId, actor, matterId, votes), done, refused);
                }, () -> session.dynasty() == null || session.store() == null ? null
                        : new ReviewDesk(session.store(), id(), session.actor()));
        // a clicked column header sorts by that column (its ties in the list's own order); none: pending first, newest
        sorted.comparatorProperty().bind(Bindings.createObjectBinding(() -> columnOrder.get() == null
                ? MatterRow.OWN_ORDER : columnOrder.get().thenComparing(MatterRow.OWN_ORDER), columnOrder));
        filterText.addListener((o, a, b) -> applyFilter());
        kindFilter.addListener((o, a, b) -> applyFilter());
        showResolved.addListener((o, a, b) -> applyFilter());
        selected.addListener((o, a, b) -> showDetail());
        session.dynastyProperty().addListener((o, a, b) -> {
            if (a == null || b == null || a.id() != b.id()) {
                asOf.set(null); // another dynasty is shown as it is now
            }
        });
        session.revisionProperty().addListener((o, a, b) -> {
            // not after an action elsewhere (a Bout, a roll, a bot's script), unless a module's rule amends the core
            if (session.changed(READS) || session.store() != null && session.store().matters().amended()) {
                refresh(session.lastChanges());
            }
        });
        refresh();
    }

    /**
     * Shows the dynasty as it was at {@code text} (UTC, "2026-11-15 14:00"): the matters posted by then, their
     * statuses, votes and verdicts of then, Quorum counting who was Idle then. Blank shows now. Returns false (and says
     * why) for text that is not a past time.
     */
    public boolean showAsOf(String text) {
        if (text == null || text.isBlank()) {
            asOf.set(null);
            refresh();
            return true;
        }
        Optional<Instant> at = TimeText.parse(text.strip());
        if (at.isEmpty() || at.get().isAfter(clock.now())) {
            feedback.say(messages.get(at.isEmpty() ? "matters.asOf.unreadable" : "matters.asOf.future", text.strip()));
            return false;
        }
        asOf.set(at.get());
        refresh();
        return true;
    }

    /** The moment shown, or null for now. */
    public ReadOnlyObjectProperty<Instant> asOfProperty() {
        return asOf;
    }

    /** Says which past moment is shown, or is empty for now. */
    public ReadOnlyStringProperty pastBannerProperty() {
        return pastBanner.getReadOnlyProperty();
    }

    /** "Why?" on the selected matter's Quorum: the count of players, the fraction and the rule's sentence. */
    public void explainQuorum() {
        explain((s, m, ruleset) -> s.engine().explainQuorum(s.state(), s.verdictOf(m).orElseThrow().tally(), ruleset));
    }

    /** "Why?" on the selected matter's verdict: its tally, Popular or not, and each check of the route that decides. */
    public void explainVerdict() {
        explain((s, m, ruleset) -> s.engine().explainVerdict(s.state(), s.verdictOf(m).orElseThrow(), ruleset));
    }

    private interface Explainer {
        Explanation explain(MattersSnapshot s, long matterId, Ruleset ruleset);
    }

    /** Reads the dynasty's ruleset off the UI thread, then shows the explanation of the selected matter's figure. */
    private void explain(Explainer explainer) {
        MattersSnapshot s = current;
        MatterRow row = selected.get();
        if (s == null || row == null) {
            return;
        }
        RulesetService rulesets = session.store().rulesets();
        work.act(() -> explainer.explain(s, row.id(), rulesets.current(s.dynasty().id()).orElse(null)),
                dialogs::showExplanation);
    }

    /** Reads the matters again, whole. */
    public void refresh() {
        refresh(null);
    }

    /**
     * Reads the matters again: after an action in this dynasty whose changes are known, only the matters and votes it
     * changed (when no other read is under way and the present is shown); else all of them.
     */
    private void refresh(List<Change> changes) {
        Dynasty shown = session.dynasty();
        if (shown == null) {
            rows.clear();
            dashboard.clear();
            return;
        }
        GameStore store = session.store();
        MattersService service = store.matters();
        Instant past = asOf.get();
        MattersSnapshot base = current;
        boolean patch = changes != null && past == null && reading == 0 && base != null && base.past() == null
                && base.dynasty().id() == shown.id() && base.service() == service && !service.amended();
        if (base != null && base.service() != service) {
            reader.clear(); // another file: nothing read from the last one is kept
        }
        reading++;
        work.act(() -> reader.read(store, shown.id(), past, base, patch ? changes : null), s -> {
            reading--;
            apply(s);
        }, text -> {
            reading--;
            feedback.complain(text);
        });
    }

    /**
     * The clock's tick (the view calls it every minute): the shown state's pending matters judged again at the new
     * time, off the UI thread and without reading the file; nothing when none is pending or the past is shown. An
     * action in between wins: its refresh reads the file again.
     */
    public void tick() {
        MattersSnapshot base = current;
        if (base == null || asOf.get() != null || base.state().pending().isEmpty()) {
            return;
        }
        Instant now = clock.now();
        work.act(() -> reader.tick(base, now), later -> {
            if (current == base) {
                apply(later);
            }
        });
    }

    private void apply(MattersSnapshot s) {
        applying = true;
        try {
            show(s);
        } finally {
            applying = false;
        }
    }

    private void show(MattersSnapshot s) {
        current = s;
        loaded.set(true);
        if (newMatterWhenRead) {
            newMatterWhenRead = false;
            newMatter();
        }
        Long keep = selectAfterRefresh != null ? selectAfterRefresh : selected.get() == null ? null : selected.get().id();
        selectAfterRefresh = null;
        MatterRow.putIn(rows, s.rows());
        List<ResolveItem> items = s.resolvable();
        // the past is shown, not changed: nothing is offered for resolving
        dashboard.setAll(asOf.get() == null ? items : List.of());
        pastBanner.set(asOf.get() == null ? "" : messages.get("matters.asOf.banner", TimeText.format(asOf.get()),
                items.size()));
        List<String> reasons = s.engine().hiatusReasons(s.state(), s.at());
        List<String> dormant = s.engine().dormancyReasons(s.state());
        hiatus.set(!reasons.isEmpty() ? messages.get("matters.hiatus", String.join(", ", reasons))
                : dormant.isEmpty() ? "" : messages.get("matters.dormant", String.join(", ", dormant)));
        List<String> adminNames = s.state().roster().players().stream().filter(Player::admin).map(Player::name).toList();
        admins.setAll(adminNames);
        if (resolvingAdmin.get() == null || !adminNames.contains(resolvingAdmin.get())) {
            String emperor = s.dynasty().emperorId() == null ? null : s.state().roster().nameOf(s.dynasty().emperorId());
            resolvingAdmin.set(adminNames.contains(emperor) ? emperor : adminNames.isEmpty() ? null : adminNames.get(0));
        }
        interregnum.set(s.dynasty().phase() == DynastyPhase.INTERREGNUM
                ? messages.get("matters.interregnum", s.dynasty().terms().emperor(),
                s.state().roster().nameOf(s.dynasty().emperorId()))
                : s.dynasty().phase() == DynastyPhase.ENDED ? messages.get("matters.ended") : "");
        profiles.setAll(s.profiles().stream().map(StoredProfile::id).toList());
        profile.set(s.dynasty().profileId());
        selected.set(keep == null ? null : rows.stream().filter(r -> r.id() == keep).findFirst().orElse(null));
        showDetail();
    }

    private void showDetail() {
        MatterRow row = selected.get();
        if (row == null || current == null) {
            detail.clear();
        } else {
            detail.show(current, row, () -> current, selected::get, work::failed);
        }
    }

    /** Asks the Ruleset tab to show what the selected matter changed (its last revision). */
    public void showRulesetChanges() {
        detail.lastRevisionChanged().ifPresent(revision -> {
            openRevision.set(null);
            openRevision.set(revision.id());
        });
    }

    private void applyFilter() {
        String needle = filterText.get() == null ? "" : filterText.get().strip().toLowerCase(Locale.ROOT);
        MatterKind kind = kindFilter.get();
        boolean resolved = showResolved.get();
        filtered.setPredicate(r -> (kind == null || r.kind() == kind) && (resolved || r.pending())
                && (needle.isEmpty() || r.title().toLowerCase(Locale.ROOT).contains(needle)
                || r.author().toLowerCase(Locale.ROOT).contains(needle)
                || r.status().toLowerCase(Locale.ROOT).contains(needle)));
    }

    // ---- commands ------------------------------------------------------------------------------

    /** Whether the dynasty's matters have been read (New Matter… waits for them: it offers their authors). */
    private final ReadOnlyBooleanWrapper loaded = new ReadOnlyBooleanWrapper(
            this, "loaded", false);

    public ReadOnlyBooleanProperty loadedProperty() {
        return loaded.getReadOnlyProperty();
    }

    /** The author New Matter offers first, while an active player (a walkthrough's learner); null: the first. */
    private String preferredAuthor;

    /** Makes New Matter offer {@code name} as the author first, while they are an active player. */
    public void preferAuthor(String name) {
        this.preferredAuthor = name;
    }

    /**
     * New Matter… asked for before this dynasty's matters are read (Ctrl+M from another tab, just after a switch):
     * the dialog opens as soon as they are, rather than the key doing nothing.
     */
    public void newMatterWhenRead() {
        if (current != null) {
            newMatter();
        } else {
            newMatterWhenRead = true;
        }
    }

    private boolean newMatterWhenRead;

    public void newMatter() {
        MattersSnapshot s = current;
        if (s == null) {
            return;
        }
        List<String> authors = s.state().roster().active().stream().map(Player::name).toList();
        String defaultAuthor = preferredAuthor != null && authors.contains(preferredAuthor) ? preferredAuthor
                : authors.isEmpty() ? null : authors.get(0);
        dialogs.askNewMatter(authors, defaultAuthor, (nm, refused, done) -> {
            if (session.dynasty() == null) {
                return;
            }
            MattersService service = session.store().matters();
            long dynastyId = id();
            String actor = session.actor();
            work.act(() -> service.post(dynastyId, actor, nm.kind(), nm.title(), playerId(s, nm.author()),
                    nm.postedAt(), nm.body()), posted -> {
                        done.run();
                        feedback.say(messages.get("matters.posted", posted.kind().label(), posted.title()));
                        selectWhenShown(posted.id());
                    }, refused); // said in the dialog, which stays open with what was typed
        });
    }

    /**
     * Casts the vote typed in the quick-vote field: a player's name (or the start of it) and an icon
     * word, optionally followed by the comment's time: "kev for", "Josh ✗ 2026-11-20 14:03".
     */
    public void castQuickVote() {
        MatterRow row = selected.get();
        MattersSnapshot s = current;
        String text = quickVote.get() == null ? "" : quickVote.get().strip();
        if (row == null || s == null || text.isEmpty()) {
            return;
        }
        String[] words = text.split("\\s+", 2);
        Optional<Player> voter = matchPlayer(s, words[0]);
        if (voter.isEmpty()) {
            feedback.complain(messages.get("matters.quick.noPlayer", words[0]));
            return;
        }
        String rest = words.length > 1 ? words[1] : "";
        Optional<VoteIcon> icon = VoteThreadParser.lastIcon(rest.split("\\s+")[0]);
        if (icon.isEmpty()) {
            feedback.complain(messages.get("matters.quick.noIcon"));
            return;
        }
        String timeText = rest.contains(" ") ? rest.substring(rest.indexOf(' ') + 1).strip() : "";
        Optional<Instant> at = TimeText.parse(timeText);
        if (!timeText.isEmpty() && at.isEmpty()) {
            feedback.complain(messages.get("matters.quick.badTime", timeText));
            return;
        }
        long playerId = voter.get().id();
        act(service -> service.vote(id(), session.actor(), row.id(), playerId, icon.get(), at.orElse(null)), v -> {
            quickVote.set("");
            feedback.say(messages.get("matters.voted", voter.get().name(), v.icon()));
        });
    }

    private Optional<Player> matchPlayer(MattersSnapshot s, String typed) {
        // case, spaces and apostrophes are ignored: "omalley" finds O'Malley, as in a pasted thread
        List<Player> active = s.state().roster().active();
        Optional<Player> exact = s.state().roster().players().stream() // an Idle player is named, then refused
                .filter(p -> PlayerNames.key(p.name()).equals(PlayerNames.key(typed))).findFirst();
        if (exact.isPresent()) {
            return exact;
        }
        return PlayerNames.uniquePrefix(active.stream().map(Player::name).toList(), typed)
                .flatMap(s.state().roster()::byName);
    }

    public void enactSelected() {
        resolveSelected(Resolution.ENACT);
    }

    public void failSelected() {
        resolveSelected(Resolution.FAIL);
    }

    public void markSelectedIllegal() {
        resolveSelected(Resolution.ILLEGAL);
    }

    private void resolveSelected(Resolution resolution) {
        MatterRow row = selected.get();
        if (row != null) {
            resolve(row.id(), resolution);
        }
    }

    /** Resolves a dashboard item in one click. */
    public void resolve(ResolveItem item) {
        resolve(item.matterId(), item.resolution());
    }

    private void resolve(long matterId, Resolution resolution) {
        MattersSnapshot s = current;
        String admin = resolvingAdmin.get();
        if (s == null) {
            return;
        }
        if (admin == null) {
            feedback.complain(messages.get("matters.noAdmin"));
            return;
        }
        long adminId = playerId(s, admin);
        act(service -> service.resolve(id(), session.actor(), matterId, resolution, adminId),
                m -> feedback.say(messages.get("matters.resolved", m.title(), m.status())));
    }

    /**
     * Sets what the rules need to know of the selected matter (Core text, changes specified, illegal); "specifies
     * changes" is a CfJ's alone, and any other matter keeps its own.
     */
    public void setFlags(boolean protectedTextValue, boolean specifiesChangesValue, boolean illegalValue) {
        MatterRow row = selected.get();
        if (row == null) {
            return;
        }
        act(service -> service.setFlags(id(), session.actor(), row.id(), protectedTextValue,
                row.kind() == MatterKind.CFJ ? specifiesChangesValue
                        : service.matter(id(), row.id()).specifiesChanges(), illegalValue), m -> feedback.say(""));
    }

    /** The tally as text, ready to paste as the admin's resolution note. */
    public Optional<String> tallyAsText() {
        MatterRow row = selected.get();
        MattersSnapshot s = current;
        if (row == null || s == null) {
            return Optional.empty();
        }
        VotableMatter m = s.state().matter(row.id()).orElseThrow();
        return Optional.of(TallyText.of(m, s.verdictOf(m.id()).orElseThrow(), s.at(), messages));
    }

    public void copyTally() {
        tallyAsText().ifPresent(text -> {
            dialogs.copyToClipboard(text);
            feedback.say(messages.get("matters.copied"));
        });
    }

    /**
     * Pastes a comment thread and imports its votes on the selected matter: the clipboard's HTML flavour when the
     * paste is the clipboard as it is (a browser copy carries the icons as images), else the pasted text. Uncertain
     * comments are put to the emperor one by one; what could not be read is listed.
     */
    public void importThread() {
        Optional.ofNullable(selected.get()).ifPresent(threads::paste);
    }

    /** Opens a saved blognomic.com page (.html) or its text and imports its votes as a paste would. */
    public void openThreadPage() {
        Optional.ofNullable(selected.get()).ifPresent(threads::openPage);
    }

    /** "Pass the Mantle": see {@link DynastyCommands#passMantle}. */
    public void passMantle() {
        dynastyCommands.passMantle();
    }

    /** The Ascension Address: see {@link DynastyCommands#ascensionAddress}. */
    public void ascensionAddress() {
        dynastyCommands.ascensionAddress();
    }

    public void useProfile(String profileId) {
        if (!applying) {
            dynastyCommands.useProfile(profileId);
        }
    }

    public void cloneProfile() {
        dynastyCommands.cloneProfile();
    }

    /** Opens the current profile in the profile form: see {@link DynastyCommands#editProfile}. */
    public void editProfile() {
        dynastyCommands.editProfile();
    }

    /** Selects the matter now if it is listed, else as soon as the list shows it. */
    private void selectWhenShown(long matterId) {
        Optional<MatterRow> row = rows.stream().filter(r -> r.id() == matterId).findFirst();
        row.ifPresentOrElse(selected::set, () -> selectAfterRefresh = matterId);
    }

    @FunctionalInterface
    private interface MattersAction<T> {
        T run(MattersService service) throws Exception;
    }

    private <T> void act(MattersAction<T> action, Consumer<T> done) {
        if (session.dynasty() == null) {
            return;
        }
        MattersService service = session.store().matters();
        work.act(() -> action.run(service), result -> {
            done.accept(result);
            if (result instanceof VotableMatter m) {
                selectWhenShown(m.id());
            }
        });
    }

    private long id() {
        return session.dynasty().id();
    }

    private static long playerId(MattersSnapshot s, String name) {
        return s.state().roster().byName(name).map(Player::id)
                .orElseThrow(() -> new Refusal("Votable Matters", "No player named " + name + "."));
    }




    // ---- properties ----------------------------------------------------------------------------

    public SortedList<MatterRow> matters() {
        return sorted;
    }

    /** The order of the column header the user clicked (bound to the table's comparator); null: the list's own. */
    public ObjectProperty<Comparator<MatterRow>> columnOrderProperty() {
        return columnOrder;
    }

    public List<MatterRow> allMatters() {
        return List.copyOf(rows);
    }

    public ObservableList<ResolveItem> dashboard() {
        return dashboard;
    }

    public ObservableList<VoteRow> voteRows() {
        return detail.voteRows;
    }

    public ObservableList<String> admins() {
        return admins;
    }

    public ObservableList<String> profiles() {
        return profiles;
    }

    public StringProperty filterTextProperty() {
        return filterText;
    }

    public ObjectProperty<MatterKind> kindFilterProperty() {
        return kindFilter;
    }

    public BooleanProperty showResolvedProperty() {
        return showResolved;
    }

    public ObjectProperty<MatterRow> selectedProperty() {
        return selected;
    }

    public StringProperty resolvingAdminProperty() {
        return resolvingAdmin;
    }

    public ObjectProperty<String> profileProperty() {
        return profile;
    }

    public StringProperty quickVoteProperty() {
        return quickVote;
    }

    /** "Changed the ruleset: r2, r3" for the selected matter, or empty. */
    public ReadOnlyStringProperty rulesetChangesProperty() {
        return detail.rulesetChanges.getReadOnlyProperty();
    }

    /** Set to a revision id when the user asks to see it in the Ruleset tab. */
    public ObjectProperty<Long> openRevisionProperty() {
        return openRevision;
    }

    public ReadOnlyStringProperty interregnumProperty() {
        return interregnum.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty hiatusProperty() {
        return hiatus.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty detailTitleProperty() {
        return detail.detailTitle.getReadOnlyProperty();
    }

    /** Whether a ruleset revision names the selected matter as its cause (its link opens the latest). */
    public ReadOnlyBooleanProperty changedRulesetProperty() {
        return detail.changedRuleset.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty detailBodyProperty() {
        return detail.detailBody.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty detailMetaProperty() {
        return detail.detailMeta.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty explanationProperty() {
        return detail.explanation.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty nextChangeProperty() {
        return detail.nextChange.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty tallyTextProperty() {
        return detail.tallyText.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty forCountProperty() {
        return detail.forCount.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty againstCountProperty() {
        return detail.againstCount.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty playerCountProperty() {
        return detail.playerCount.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty quorumProperty() {
        return detail.quorum.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canEnactProperty() {
        return detail.canEnact.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canFailProperty() {
        return detail.canFail.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canMarkIllegalProperty() {
        return detail.canMarkIllegal.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty selectedPendingProperty() {
        return detail.selectedPending.getReadOnlyProperty();
    }

    /** Whether the selected matter is a Call for Judgement (only a CfJ "specifies changes"). */
    public ReadOnlyBooleanProperty selectedCfjProperty() {
        return detail.selectedCfj.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty protectedTextProperty() {
        return detail.protectedText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty specifiesChangesProperty() {
        return detail.specifiesChanges.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty markedIllegalProperty() {
        return detail.markedIllegal.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return feedback.messageProperty();
    }

    public ReadOnlyBooleanProperty messageIsErrorProperty() {
        return feedback.errorProperty();
    }
}
