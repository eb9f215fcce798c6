package org.dynast.app.matters;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.Clause;
import org.dynast.model.matters.ClauseType;
import org.dynast.model.matters.CoreRulesEngine;
import org.dynast.model.matters.CoreRulesProfile.CooldownCondition;
import org.dynast.model.matters.CoreRulesProfile.EraRules;
import org.dynast.model.matters.CoreRulesProfile.KindRules;
import org.dynast.model.matters.CoreRulesProfile;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.MattersState;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.matters.Route;
import org.dynast.model.matters.Verdict;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.Vote;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;

/**
 * A core-rules profile as a form: its settings, each kind's settings, its conditions as routes of clauses picked from
 * a list, and a live preview of what the engine says of a sample matter under the profile as edited. Every change is
 * checked at once; {@link #result()} is the edited profile when it is valid. Needs no window.
 */
public final class ProfileEditorViewModel {

    /** The profile form: the edited profile on OK (only offered while it is valid), empty on Cancel. */
    public static final DialogService.Feature<ProfileEditorViewModel,
            CoreRulesProfile> DIALOG =
            new DialogService.Feature<>("profileEditor");

    /** One list of routes of the profile: "Popular if any of", "a Proposal may be Enacted if", … */
    public enum Section {
        POPULAR(null, true), UNPOPULAR(null, false),
        PROPOSAL_ENACT(MatterKind.PROPOSAL, true), PROPOSAL_FAIL(MatterKind.PROPOSAL, false),
        CFJ_ENACT(MatterKind.CFJ, true), CFJ_FAIL(MatterKind.CFJ, false),
        DOV_ENACT(MatterKind.DOV, true), DOV_FAIL(MatterKind.DOV, false);

        private final MatterKind kind;
        private final boolean first;

        Section(MatterKind kind, boolean first) {
            this.kind = kind;
            this.first = first;
        }

        @Override
        public String toString() {
            if (kind == null) {
                return first ? "Popular if any route holds" : "Unpopular if any route holds";
            }
            return kind.shortLabel() + (first ? " may be Enacted if" : " may be Failed if");
        }
    }

    /** One route: the rule's sentence and its clauses (all must hold). */
    public static final class RouteRow {
        private final StringProperty text = new SimpleStringProperty();
        private final ObservableList<Clause> clauses = FXCollections.observableArrayList();

        RouteRow(String text, List<Clause> clauses) {
            this.text.set(text);
            this.clauses.setAll(clauses);
        }

        public StringProperty textProperty() {
            return text;
        }

        public ObservableList<Clause> clauses() {
            return clauses;
        }

        @Override
        public String toString() {
            return text.get();
        }
    }

    /** A kind's own settings. */
    public static final class KindSettings {
        private final BooleanProperty authorVotesFor = new SimpleBooleanProperty();
        private final BooleanProperty deferential = new SimpleBooleanProperty();
        private final BooleanProperty vetoedStatus = new SimpleBooleanProperty();
        private final BooleanProperty withdrawnStatus = new SimpleBooleanProperty();

        public BooleanProperty authorVotesForProperty() {
            return authorVotesFor;
        }

        public BooleanProperty deferentialProperty() {
            return deferential;
        }

        public BooleanProperty vetoedStatusProperty() {
            return vetoedStatus;
        }

        public BooleanProperty withdrawnStatusProperty() {
            return withdrawnStatus;
        }
    }

    private static final Instant SAMPLE_NOW = Instant.parse("2026-01-15T12:00:00Z");

    private final CoreRulesProfile original;
    private final StringProperty name = new SimpleStringProperty();
    private final StringProperty description = new SimpleStringProperty();
    private final IntegerProperty quorumNumerator = new SimpleIntegerProperty();
    private final IntegerProperty quorumDenominator = new SimpleIntegerProperty();
    private final IntegerProperty quorumPlus = new SimpleIntegerProperty();
    private final BooleanProperty deferentialFollowsEmperor = new SimpleBooleanProperty();
    private final BooleanProperty imperialDeferentials = new SimpleBooleanProperty();
    private final BooleanProperty othersDeferentialInvalid = new SimpleBooleanProperty();
    private final BooleanProperty abstentionsCountAsVotes = new SimpleBooleanProperty();
    private final BooleanProperty selfKillLocks = new SimpleBooleanProperty();
    private final BooleanProperty selfKillUnlessFailing = new SimpleBooleanProperty();
    private final BooleanProperty authorDeferentialAbstains = new SimpleBooleanProperty();
    private final BooleanProperty emperorMayDefer = new SimpleBooleanProperty();
    private final Map<MatterKind, KindSettings> kindSettings = new EnumMap<>(MatterKind.class);
    private final Map<Section, ObservableList<RouteRow>> routes = new EnumMap<>(Section.class);
    private final IntegerProperty maxPending = new SimpleIntegerProperty();
    private final IntegerProperty maxPerDay = new SimpleIntegerProperty();
    private final IntegerProperty dovCooldownHours = new SimpleIntegerProperty();
    private final ObjectProperty<CooldownCondition> cooldownCondition = new SimpleObjectProperty<>();
    private final BooleanProperty noDovDuringInterregnum = new SimpleBooleanProperty();
    private final BooleanProperty noUnidlingWhileDovPending = new SimpleBooleanProperty();
    private final BooleanProperty mantleToPreviousEmperor = new SimpleBooleanProperty();
    private final BooleanProperty hiatusWhileDovPending = new SimpleBooleanProperty();
    private final BooleanProperty seasonalDowntime = new SimpleBooleanProperty();
    private final IntegerProperty hiatusFewerThan = new SimpleIntegerProperty();
    private final StringProperty withdrawnName = new SimpleStringProperty();
    private final StringProperty vetoedName = new SimpleStringProperty();
    private final BooleanProperty illegalStatus = new SimpleBooleanProperty();
    private final IntegerProperty staleProposalHours = new SimpleIntegerProperty();
    private final BooleanProperty votingDuringHiatus = new SimpleBooleanProperty();
    private final IntegerProperty unidleBarHours = new SimpleIntegerProperty();
    private final IntegerProperty dailySpacingHours = new SimpleIntegerProperty();
    private final IntegerProperty weeklySpacingHours = new SimpleIntegerProperty();

    // routes and the clause picker
    private final ObjectProperty<Section> section = new SimpleObjectProperty<>(Section.POPULAR);
    private final ObjectProperty<ClauseType> clauseType = new SimpleObjectProperty<>(ClauseType.FOR_AT_LEAST_QUORUM);
    private final IntegerProperty clauseHours = new SimpleIntegerProperty(48);
    private final IntegerProperty clauseHiatusHours = new SimpleIntegerProperty(-1);
    private final IntegerProperty clauseCount = new SimpleIntegerProperty(1);
    private final IntegerProperty clauseNumerator = new SimpleIntegerProperty(2);
    private final IntegerProperty clauseDenominator = new SimpleIntegerProperty(3);

    // the sample matter of the preview
    private final ObjectProperty<MatterKind> sampleKind = new SimpleObjectProperty<>(MatterKind.PROPOSAL);
    private final IntegerProperty samplePlayers = new SimpleIntegerProperty(7);
    private final IntegerProperty sampleHoursOpen = new SimpleIntegerProperty(24);
    private final IntegerProperty sampleFor = new SimpleIntegerProperty(3);
    private final IntegerProperty sampleAgainst = new SimpleIntegerProperty(1);
    private final IntegerProperty sampleDeferential = new SimpleIntegerProperty(0);
    private final ObjectProperty<VoteIcon> sampleEmperorVote = new SimpleObjectProperty<>();
    private final BooleanProperty sampleOnHiatus = new SimpleBooleanProperty();

    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyStringWrapper preview = new ReadOnlyStringWrapper(this, "preview", "");
    private CoreRulesProfile built;

    public ProfileEditorViewModel(CoreRulesProfile profile) {
        this.original = profile;
        name.set(profile.name());
        description.set(profile.description());
        quorumNumerator.set(profile.quorum().numerator());
        quorumDenominator.set(profile.quorum().denominator());
        quorumPlus.set(profile.quorum().plus());
        deferentialFollowsEmperor.set(profile.voting().deferentialFollowsEmperor());
        imperialDeferentials.set(profile.voting().imperialDeferentials());
        othersDeferentialInvalid.set(profile.voting().othersDeferentialInvalid());
        abstentionsCountAsVotes.set(profile.voting().abstentionsCountAsVotes());
        selfKillLocks.set(profile.voting().selfKillLocks());
        selfKillUnlessFailing.set(profile.voting().selfKillUnlessFailing());
        authorDeferentialAbstains.set(profile.voting().authorDeferentialAbstains());
        emperorMayDefer.set(profile.voting().emperorMayDefer());
        for (MatterKind k : MatterKind.values()) {
            KindSettings s = new KindSettings();
            KindRules rules = profile.rulesFor(k);
            s.authorVotesFor.set(profile.authorVotesFor(k));
            s.deferential.set(rules.deferential() == null || rules.deferential());
            s.vetoedStatus.set(rules.statuses().contains(MatterStatus.VETOED));
            s.withdrawnStatus.set(rules.statuses().contains(MatterStatus.WITHDRAWN));
            kindSettings.put(k, s);
        }
        for (Section s : Section.values()) {
            routes.put(s, FXCollections.observableArrayList(originalRoutes(s).stream()
                    .map(r -> new RouteRow(r.text(), r.clauses())).toList()));
        }
        maxPending.set(profile.proposalLimits().maxPending());
        maxPerDay.set(profile.proposalLimits().maxPerDay());
        dovCooldownHours.set(profile.victory().failedDovCooldownHours());
        cooldownCondition.set(profile.victory().cooldownCondition());
        noDovDuringInterregnum.set(profile.victory().noDovDuringInterregnum());
        noUnidlingWhileDovPending.set(profile.victory().noUnidlingWhileDovPending());
        mantleToPreviousEmperor.set(profile.victory().mantleToPreviousEmperor());
        hiatusWhileDovPending.set(profile.hiatus().whileDovPending());
        seasonalDowntime.set(profile.hiatus().seasonalDowntime());
        hiatusFewerThan.set(profile.hiatus().fewerThanPlayers());
        withdrawnName.set(profile.names().withdrawn());
        vetoedName.set(profile.names().vetoed());
        illegalStatus.set(profile.names().illegalStatus());
        staleProposalHours.set(profile.era().staleProposalHours());
        votingDuringHiatus.set(profile.era().votingDuringHiatus());
        unidleBarHours.set(profile.era().unidleBarHours());
        dailySpacingHours.set(profile.era().dailyActionSpacingHours());
        weeklySpacingHours.set(profile.era().weeklyActionSpacingHours());
        List<Observable> watched = new ArrayList<>(List.of(name, description, quorumNumerator, quorumDenominator,
                quorumPlus, deferentialFollowsEmperor, imperialDeferentials, othersDeferentialInvalid,
                abstentionsCountAsVotes, selfKillLocks, selfKillUnlessFailing, authorDeferentialAbstains,
                emperorMayDefer, maxPending, maxPerDay, dovCooldownHours,
                cooldownCondition, noDovDuringInterregnum, noUnidlingWhileDovPending, mantleToPreviousEmperor,
                hiatusWhileDovPending, seasonalDowntime, hiatusFewerThan, withdrawnName, vetoedName, illegalStatus,
                staleProposalHours, votingDuringHiatus, unidleBarHours, dailySpacingHours, weeklySpacingHours,
                sampleKind, samplePlayers, sampleHoursOpen, sampleFor, sampleAgainst, sampleDeferential,
                sampleEmperorVote, sampleOnHiatus));
        kindSettings.values().forEach(s -> watched.addAll(List.of(s.authorVotesFor, s.deferential, s.vetoedStatus,
                s.withdrawnStatus)));
        routes.values().forEach(watched::add);
        routes.values().forEach(list -> list.forEach(this::watch));
        watched.forEach(o -> o.addListener(x -> refresh()));
        refresh();
    }

    private List<Route> originalRoutes(Section s) {
        return switch (s) {
            case POPULAR -> original.popular();
            case UNPOPULAR -> original.unpopular();
            default -> s.first ? original.rulesFor(s.kind).enact() : original.rulesFor(s.kind).fail();
        };
    }

    // ---- routes ---------------------------------------------------------------------------------

    public ObservableList<RouteRow> routes(Section s) {
        return routes.get(s);
    }

    /** Adds a route to the current section, with the clause now in the picker. */
    public Optional<RouteRow> addRoute(String text) {
        Optional<Clause> first = pickedClause();
        if (first.isEmpty()) {
            return Optional.empty();
        }
        RouteRow row = new RouteRow(text == null || text.isBlank() ? "A new route" : text.strip(), List.of(first.get()));
        watch(row);
        routes.get(section.get()).add(row);
        return Optional.of(row);
    }

    private void watch(RouteRow row) {
        row.text.addListener(x -> refresh());
        row.clauses.addListener((ListChangeListener<Clause>) c -> refresh());
    }

    public void removeRoute(RouteRow row) {
        routes.get(section.get()).remove(row);
    }

    /** Adds the clause now in the picker to {@code row}. */
    public void addClause(RouteRow row) {
        pickedClause().ifPresent(row.clauses::add);
    }

    public void removeClause(RouteRow row, Clause clause) {
        row.clauses.remove(clause);
    }

    /** The clause the picker describes, or an error saying what it lacks. */
    public Optional<Clause> pickedClause() {
        ClauseType type = clauseType.get();
        try {
            Integer hiatus = type.timed() && clauseHiatusHours.get() >= 0 ? clauseHiatusHours.get() : null;
            return Optional.of(new Clause(type, type.timed() ? clauseHours.get() : null,
                    type == ClauseType.VALID_VOTES_MORE_THAN || type == ClauseType.VALID_VOTES_FEWER_THAN
                            ? clauseCount.get() : null,
                    type == ClauseType.FOR_ABOVE_FRACTION_OF_PLAYERS ? clauseNumerator.get() : null,
                    type == ClauseType.FOR_ABOVE_FRACTION_OF_PLAYERS ? clauseDenominator.get() : null, hiatus));
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            return Optional.empty();
        }
    }

    /** A clause in words: "OPEN_AT_LEAST 96 h (48 h on Hiatus)". */
    public static String describe(Clause c) {
        StringBuilder s = new StringBuilder(c.type().name());
        if (c.hours() != null) {
            s.append(' ').append(c.hours()).append(" h");
        }
        if (c.hiatusHours() != null) {
            s.append(" (").append(c.hiatusHours()).append(" h on Hiatus)");
        }
        if (c.count() != null) {
            s.append(' ').append(c.count());
        }
        if (c.numerator() != null) {
            s.append(' ').append(c.numerator()).append('/').append(c.denominator());
        }
        return s.toString();
    }

    // ---- building and the preview ---------------------------------------------------------------

    /** The profile as edited, if it is valid. */
    public Optional<CoreRulesProfile> result() {
        return Optional.ofNullable(built);
    }

    private void refresh() {
        try {
            built = ProfileCatalogue.check(build());
            error.set("");
        } catch (IllegalArgumentException | NullPointerException e) {
            built = null;
            error.set(e.getMessage());
        }
        preview.set(built == null ? "The profile is not valid: " + error.get() : sample(built));
    }

    private CoreRulesProfile build() {
        Map<MatterKind, KindRules> kinds = new EnumMap<>(MatterKind.class);
        for (MatterKind k : MatterKind.values()) {
            KindSettings s = kindSettings.get(k);
            List<MatterStatus> statuses = new ArrayList<>();
            if (s.vetoedStatus.get()) {
                statuses.add(MatterStatus.VETOED);
            }
            if (s.withdrawnStatus.get()) {
                statuses.add(MatterStatus.WITHDRAWN);
            }
            Section enact = Section.valueOf(k.name() + "_ENACT");
            Section fail = Section.valueOf(k.name() + "_FAIL");
            kinds.put(k, new KindRules(routesOf(enact), routesOf(fail), s.authorVotesFor.get(), s.deferential.get(),
                    statuses));
        }
        boolean anyAuthorFor = kinds.values().stream().anyMatch(r -> r.authorVotesFor());
        return new CoreRulesProfile(original.id(), name.get() == null ? "" : name.get().strip(), description.get(),
                new CoreRulesProfile.QuorumRule(quorumNumerator.get(), quorumDenominator.get(), quorumPlus.get()),
                new CoreRulesProfile.VotingRules(anyAuthorFor, deferentialFollowsEmperor.get(), imperialDeferentials.get(),
                        othersDeferentialInvalid.get(), abstentionsCountAsVotes.get(), selfKillLocks.get(),
                        emperorMayDefer.get(), selfKillUnlessFailing.get(), authorDeferentialAbstains.get()),
                routesOf(Section.POPULAR), routesOf(Section.UNPOPULAR), kinds,
                new CoreRulesProfile.ProposalLimits(maxPending.get(), maxPerDay.get()),
                new CoreRulesProfile.VictoryRules(dovCooldownHours.get(),
                        cooldownCondition.get() != CooldownCondition.ALWAYS, noDovDuringInterregnum.get(),
                        noUnidlingWhileDovPending.get(), cooldownCondition.get(), mantleToPreviousEmperor.get()),
                original.hiatus().with(hiatusWhileDovPending.get(), seasonalDowntime.get(), hiatusFewerThan.get()),
                new CoreRulesProfile.Names(withdrawnName.get(), vetoedName.get(), illegalStatus.get()),
                new EraRules(staleProposalHours.get(), votingDuringHiatus.get(), unidleBarHours.get(),
                        dailySpacingHours.get(), weeklySpacingHours.get(), original.era().idleAfterSilenceHours()));
    }

    private List<Route> routesOf(Section s) {
        return routes.get(s).stream().map(r -> new Route(r.text.get(), r.clauses)).toList();
    }

    /**
     * What the engine says of the sample: player 1 the emperor, player 2 the author, the FOR, AGAINST and DEFERENTIAL
     * votes from the players after them, the emperor's icon, and a pending DoV (so a Hiatus) if asked.
     */
    private String sample(CoreRulesProfile profile) {
        int n = Math.max(2, samplePlayers.get());
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            players.add(Player.joining(i, 1, "P" + i, i == 1, LocalDate.of(2026, 1, 1)));
        }
        Instant posted = SAMPLE_NOW.minus(Duration.ofHours(Math.max(0, sampleHoursOpen.get())));
        List<VotableMatter> matters = new ArrayList<>();
        matters.add(VotableMatter.posted(1, 1, sampleKind.get(), "Sample " + sampleKind.get().shortLabel(), 2, posted,
                ""));
        if (sampleOnHiatus.get() && sampleKind.get() != MatterKind.DOV) {
            matters.add(VotableMatter.posted(2, 1, MatterKind.DOV, "A pending DoV", n, SAMPLE_NOW.minusSeconds(3600), ""));
        }
        List<Vote> votes = new ArrayList<>();
        Instant cast = posted.plusSeconds(60);
        long voter = 3;
        long vid = 1;
        for (int i = 0; i < sampleFor.get() && voter <= n; i++) {
            votes.add(new Vote(vid++, 1, voter++, VoteIcon.FOR, cast));
        }
        for (int i = 0; i < sampleAgainst.get() && voter <= n; i++) {
            votes.add(new Vote(vid++, 1, voter++, VoteIcon.AGAINST, cast));
        }
        for (int i = 0; i < sampleDeferential.get() && voter <= n; i++) {
            votes.add(new Vote(vid++, 1, voter++, VoteIcon.DEFERENTIAL, cast));
        }
        if (sampleEmperorVote.get() != null) {
            votes.add(new Vote(vid, 1, 1, sampleEmperorVote.get(), cast));
        }
        Dynasty d = new Dynasty(1, "Sample", 0, Terms.of("Player", "Emperor"), 1L, LocalDate.of(2026, 1, 1),
                profile.id(), DynastyPhase.ACTIVE, null);
        MattersState state = new MattersState(d, new Roster(players, List.of()), matters, votes);
        Verdict v = new CoreRulesEngine(profile).verdict(state, 1, SAMPLE_NOW);
        StringBuilder text = new StringBuilder();
        text.append(sampleKind.get().label()).append(" by P2, open ").append(sampleHoursOpen.get()).append(" h")
                .append(sampleOnHiatus.get() ? ", on Hiatus" : "").append(": ").append(v.tally().summary())
                .append(v.popular() ? ". Popular." : v.unpopular() ? ". Unpopular." : ".").append('\n')
                .append(v.explanation());
        v.nextChange().ifPresent(c -> text.append('\n').append("Next: ").append(c.description()));
        return text.toString();
    }

    // ---- properties -----------------------------------------------------------------------------

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty previewProperty() {
        return preview.getReadOnlyProperty();
    }

    public String profileId() {
        return original.id();
    }

    public KindSettings kind(MatterKind k) {
        return kindSettings.get(k);
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty descriptionProperty() {
        return description;
    }

    public IntegerProperty quorumNumeratorProperty() {
        return quorumNumerator;
    }

    public IntegerProperty quorumDenominatorProperty() {
        return quorumDenominator;
    }

    public IntegerProperty quorumPlusProperty() {
        return quorumPlus;
    }

    public BooleanProperty deferentialFollowsEmperorProperty() {
        return deferentialFollowsEmperor;
    }

    public BooleanProperty imperialDeferentialsProperty() {
        return imperialDeferentials;
    }

    public BooleanProperty othersDeferentialInvalidProperty() {
        return othersDeferentialInvalid;
    }

    public BooleanProperty abstentionsCountAsVotesProperty() {
        return abstentionsCountAsVotes;
    }

    public BooleanProperty selfKillLocksProperty() {
        return selfKillLocks;
    }

    public BooleanProperty selfKillUnlessFailingProperty() {
        return selfKillUnlessFailing;
    }

    public BooleanProperty authorDeferentialAbstainsProperty() {
        return authorDeferentialAbstains;
    }

    public BooleanProperty emperorMayDeferProperty() {
        return emperorMayDefer;
    }

    public IntegerProperty maxPendingProperty() {
        return maxPending;
    }

    public IntegerProperty maxPerDayProperty() {
        return maxPerDay;
    }

    public IntegerProperty dovCooldownHoursProperty() {
        return dovCooldownHours;
    }

    public ObjectProperty<CooldownCondition> cooldownConditionProperty() {
        return cooldownCondition;
    }

    public BooleanProperty noDovDuringInterregnumProperty() {
        return noDovDuringInterregnum;
    }

    public BooleanProperty noUnidlingWhileDovPendingProperty() {
        return noUnidlingWhileDovPending;
    }

    public BooleanProperty mantleToPreviousEmperorProperty() {
        return mantleToPreviousEmperor;
    }

    public BooleanProperty hiatusWhileDovPendingProperty() {
        return hiatusWhileDovPending;
    }

    public BooleanProperty seasonalDowntimeProperty() {
        return seasonalDowntime;
    }

    public IntegerProperty hiatusFewerThanProperty() {
        return hiatusFewerThan;
    }

    public StringProperty withdrawnNameProperty() {
        return withdrawnName;
    }

    public StringProperty vetoedNameProperty() {
        return vetoedName;
    }

    public BooleanProperty illegalStatusProperty() {
        return illegalStatus;
    }

    public IntegerProperty staleProposalHoursProperty() {
        return staleProposalHours;
    }

    public BooleanProperty votingDuringHiatusProperty() {
        return votingDuringHiatus;
    }

    public IntegerProperty unidleBarHoursProperty() {
        return unidleBarHours;
    }

    public IntegerProperty dailySpacingHoursProperty() {
        return dailySpacingHours;
    }

    public IntegerProperty weeklySpacingHoursProperty() {
        return weeklySpacingHours;
    }

    public ObjectProperty<Section> sectionProperty() {
        return section;
    }

    public ObjectProperty<ClauseType> clauseTypeProperty() {
        return clauseType;
    }

    public IntegerProperty clauseHoursProperty() {
        return clauseHours;
    }

    public IntegerProperty clauseHiatusHoursProperty() {
        return clauseHiatusHours;
    }

    public IntegerProperty clauseCountProperty() {
        return clauseCount;
    }

    public IntegerProperty clauseNumeratorProperty() {
        return clauseNumerator;
    }

    public IntegerProperty clauseDenominatorProperty() {
        return clauseDenominator;
    }

    public ObjectProperty<MatterKind> sampleKindProperty() {
        return sampleKind;
    }

    public IntegerProperty samplePlayersProperty() {
        return samplePlayers;
    }

    public IntegerProperty sampleHoursOpenProperty() {
        return sampleHoursOpen;
    }

    public IntegerProperty sampleForProperty() {
        return sampleFor;
    }

    public IntegerProperty sampleAgainstProperty() {
        return sampleAgainst;
    }

    public IntegerProperty sampleDeferentialProperty() {
        return sampleDeferential;
    }

    public ObjectProperty<VoteIcon> sampleEmperorVoteProperty() {
        return sampleEmperorVote;
    }

    public BooleanProperty sampleOnHiatusProperty() {
        return sampleOnHiatus;
    }
}
