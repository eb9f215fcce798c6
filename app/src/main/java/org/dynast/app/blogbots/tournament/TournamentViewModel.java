package org.dynast.app.blogbots.tournament;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
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
import org.dynast.app.common.TimeText;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.tournament.Tournament.Bout;
import org.dynast.model.blogbots.tournament.Tournament.Slot;
import org.dynast.model.blogbots.tournament.Tournament;
import org.dynast.model.blogbots.tournament.TournamentService;
import org.dynast.model.time.UtcCalendar;

/**
 * The Tournament tab (Ruleset 205, "Winners at War"): Tournament Mode's conditions and start, the seed list
 * editor and its posts, the Bracket drawn as tiers of Bouts, the schedule's next step and running Bracket Bouts.
 */
public final class TournamentViewModel {

    /** One row of the seed list editor. */
    public record SeedRow(long playerId, String name, int seed, int banners) {
    }

    /** One side of a Bout box: who (or which place), their seed, and whether they won or are eliminated. */
    public record Side(String name, String seed, boolean decided, boolean winner, boolean eliminated) {
    }

    /** One Bout box of the drawn Bracket. */
    public record BoutCard(String id, int tier, String title, Side first, Side second, String configuration,
                           Long seed, String result, boolean drawn, boolean runnable, boolean elimination, String winnerLabel,
                           String firstFrom, String secondFrom) {
    }

    /** One tier column: its title, its Bouts, who is deferred into the next tier and the tier's schedule. */
    public record TierColumn(int number, String title, List<BoutCard> bouts, List<String> deferred,
                             String schedule) {
    }

    private record Snapshot(long dynastyId, Tournament tournament, TournamentService.Conditions conditions,
                            Optional<TournamentService.Step> step,
                            List<Tournament.Seed> order, Map<Long, Integer> banners, Instant now) {
    }

    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;
    private final Feedback feedback;
    private final TabWork work;

    private final ObservableList<SeedRow> seeds = FXCollections.observableArrayList();
    private final ObservableList<TierColumn> tiers = FXCollections.observableArrayList();
    private final ObjectProperty<LocalDate> eligibleFrom = new SimpleObjectProperty<>(this, "eligibleFrom");
    private final StringProperty selectedBout = new SimpleStringProperty(this, "selectedBout");
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(this, "available");
    private final ReadOnlyBooleanWrapper started = new ReadOnlyBooleanWrapper(this, "started");
    private final ReadOnlyBooleanWrapper canStart = new ReadOnlyBooleanWrapper(this, "canStart");
    private final ReadOnlyBooleanWrapper seedsEditable = new ReadOnlyBooleanWrapper(this, "seedsEditable");
    private final ReadOnlyBooleanWrapper canPostFinal = new ReadOnlyBooleanWrapper(this, "canPostFinal");
    private final ReadOnlyBooleanWrapper canPostBracket = new ReadOnlyBooleanWrapper(this, "canPostBracket");
    private final ReadOnlyBooleanWrapper canApply = new ReadOnlyBooleanWrapper(this, "canApply");
    private final ReadOnlyBooleanWrapper canBringForward = new ReadOnlyBooleanWrapper(this, "canBringForward");
    private final ReadOnlyBooleanWrapper canRun = new ReadOnlyBooleanWrapper(this, "canRun");
    private final ReadOnlyBooleanWrapper selectedFought = new ReadOnlyBooleanWrapper(this, "selectedFought");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyStringWrapper dateCondition = new ReadOnlyStringWrapper(this, "dateCondition", "");
    private final ReadOnlyStringWrapper quietCondition = new ReadOnlyStringWrapper(this, "quietCondition", "");
    private final ReadOnlyStringWrapper seedStatus = new ReadOnlyStringWrapper(this, "seedStatus", "");
    private final ReadOnlyStringWrapper nextStep = new ReadOnlyStringWrapper(this, "nextStep", "");
    private final ReadOnlyStringWrapper champion = new ReadOnlyStringWrapper(this, "champion", "");
    private final ReadOnlyStringWrapper governing = new ReadOnlyStringWrapper(this, "governing", "");
    private final ReadOnlyStringWrapper lastPost = new ReadOnlyStringWrapper(this, "lastPost", "");

    private Snapshot current;

    public TournamentViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.feedback = new Feedback().clearOn(session.rewindsProperty());
        this.work = new TabWork(executor, feedback);
        selectedBout.addListener((o, a, b) -> updateRun());
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) { // not after a vote or a roll at the Dice tab
                refresh();
            }
        });
        refresh();
    }

    // ---------------------------------------------------------------- reading

    public void refresh() {
        var dynasty = session.dynasty();
        if (dynasty == null || dynasty.rulesetNumber() != 205) {
            available.set(false);
            seeds.clear();
            tiers.clear();
            status.set(messages.get("tournament.notAvailable"));
            return;
        }
        TournamentService ts = BlogBots.in(session.store()).tournament();
        WorkshopService ws = BlogBots.in(session.store()).workshop();
        long id = dynasty.id();
        work.act(() -> {
            Map<Long, Integer> banners = new HashMap<>();
            ws.operators(id).forEach(o -> banners.put(o.playerId(), o.loadout().bannerNames().size()));
            return new Snapshot(id, ts.tournament(id), ts.conditions(id), ts.nextStep(id),
                    ts.seedOrder(id), banners, session.store().clock().now());
        }, this::apply);
    }

    private void apply(Snapshot s) {
        boolean sameDynasty = current != null && current.dynastyId() == s.dynastyId();
        List<Long> editedOrder = seeds.stream().map(SeedRow::playerId).toList();
        current = s;
        available.set(true);
        Tournament t = s.tournament();
        started.set(t.started());
        eligibleFrom.set(t.eligibleFrom());
        TournamentService.Conditions c = s.conditions();
        dateCondition.set(c.eligibleFrom() == null ? messages.get("tournament.date.unset")
                : messages.get(c.dateHolds() ? "tournament.date.holds" : "tournament.date.not", c.eligibleFrom()
                .toString()));
        String last = c.lastReadinessChange() == null ? "-" : TimeText.format(c.lastReadinessChange());
        quietCondition.set(messages.get(c.quietHolds() ? "tournament.quiet.holds" : "tournament.quiet.not", last,
                c.boutsPending() ? messages.get("tournament.quiet.pending") : messages.get("tournament.quiet.none")));
        canStart.set(!t.started() && c.anyHolds());
        if (t.started()) {
            status.set(messages.get("tournament.status.began", TimeText.format(t.began()))
                    + (t.bracket() == null ? " " + messages.get("tournament.status.practice") : ""));
        } else {
            status.set(messages.get(c.anyHolds() ? "tournament.status.may" : "tournament.status.not"));
        }
        seedsEditable.set(t.started() && t.finalSeeds() == null);
        // keep the emperor's unposted edits while the same Operators are listed
        List<Tournament.Seed> order = new ArrayList<>(s.order());
        if (sameDynasty && seedsEditable.get() && editedOrder.size() == order.size()
                && order.stream().allMatch(x -> editedOrder.contains(x.playerId()))) {
            order.sort(Comparator.comparingInt(x -> editedOrder.indexOf(x.playerId())));
        }
        List<SeedRow> rows = new ArrayList<>();
        for (Tournament.Seed x : order) {
            rows.add(new SeedRow(x.playerId(), x.name(), rows.size() + 1, s.banners().getOrDefault(x.playerId(), 0)));
        }
        seeds.setAll(rows);
        if (t.bracket() != null && t.bracket().lastPost().isPresent()) {
            Tournament.Post post = t.bracket().lastPost().get();
            seedStatus.set(messages.get("tournament.seeds.bracket", post.title(), TimeText.format(post.postedAt())));
            lastPost.set(post.text());
        } else if (t.finalSeeds() != null) {
            seedStatus.set(messages.get("tournament.seeds.final", TimeText.format(t.finalSeeds().postedAt())));
            lastPost.set(t.finalSeeds().post());
        } else if (t.provisional() != null) {
            seedStatus.set(messages.get("tournament.seeds.provisional", TimeText.format(t.provisional().postedAt())));
            lastPost.set(t.provisional().post());
        } else {
            seedStatus.set(messages.get(t.started() ? "tournament.seeds.none" : "tournament.seeds.notStarted"));
            lastPost.set("");
        }
        canPostFinal.set(seedsEditable.get() && !s.now().isBefore(t.began().plus(Duration.ofDays(3))));
        canPostBracket.set(t.finalSeeds() != null && t.bracket() == null);
        tiers.setAll(t.bracket() == null ? List.of() : columns(t.bracket()));
        governing.set(t.governing() == null ? messages.get("tournament.governing.none")
                : messages.get("tournament.governing.shown", t.governing().revision(),
                TimeText.format(t.governing().revisionAt()), t.governing().event(),
                TimeText.format(t.governing().updatedAt())));
        champion.set(t.bracket() != null && t.bracket().champion() != null
                ? messages.get("tournament.champion", t.bracket().champion().name()) : "");
        Optional<TournamentService.Step> step = s.step();
        nextStep.set(step.map(x -> stepText(x, s.now())).orElse(t.started() ? "" : messages.get("tournament.step.none")));
        boolean readinessStep = step.isPresent() && (step.get().kind() == TournamentService.StepKind.STAGING
                || step.get().kind() == TournamentService.StepKind.SET);
        canApply.set(readinessStep && !s.now().isBefore(step.get().due()));
        canBringForward.set(readinessStep && s.now().isBefore(step.get().due()));
        // the selection is what "Run bout" runs: when it cannot be run, the first Bout that can is picked
        String selected = selectedBout.get();
        boolean selectedRunnable = tiers.stream().flatMap(x -> x.bouts().stream())
                .anyMatch(x -> x.id().equals(selected) && x.runnable());
        if (!selectedRunnable) {
            tiers.stream().flatMap(x -> x.bouts().stream()).filter(BoutCard::runnable).map(BoutCard::id)
                    .findFirst().ifPresentOrElse(selectedBout::set, () -> {
                        if (t.bracket() == null || t.bracket().bout(String.valueOf(selected)).isEmpty()) {
                            selectedBout.set(null);
                        }
                    });
        }
        updateRun();
    }

    /** "Tier 2 Staging due in 5 h", "… overdue by 3 h", "Run tier 1 Bouts (2 left)". */
    String stepText(TournamentService.Step step, Instant now) {
        if (step.kind() == TournamentService.StepKind.RUN || step.kind() == TournamentService.StepKind.PAUSED) {
            return step.what();
        }
        Duration d = Duration.between(now, step.due());
        if (d.abs().toMinutes() == 0) {
            return messages.get("tournament.step.dueNow", step.what());
        }
        if (d.isNegative()) {
            return messages.get("tournament.step.overdue", step.what(), hours(d.negated()));
        }
        return messages.get("tournament.step.dueIn", step.what(), hours(d));
    }

    private static String hours(Duration d) {
        long minutes = d.toMinutes();
        if (minutes < 60) {
            return minutes + " min";
        }
        long h = (minutes + 59) / 60;
        return h < 48 ? h + " h" : (h / 24) + " d " + (h % 24) + " h";
    }

    private List<TierColumn> columns(Tournament.Bracket b) {
        List<Long> eliminated = b.eliminated();
        boolean set = false;
        List<TierColumn> out = new ArrayList<>();
        for (Tournament.Tier tier : b.tiers()) {
            set = tier.set() != null;
            List<BoutCard> cards = new ArrayList<>();
            boolean eliminationPending = tier.bouts().stream().anyMatch(x -> x.elimination() && !x.fought());
            for (Bout bout : tier.bouts()) {
                boolean runnable = !tier.drawn() && bout.placed() && !bout.fought() && set
                        && (bout.elimination() || !eliminationPending);
                cards.add(new BoutCard(bout.id(), tier.number(), (bout.elimination()
                        ? messages.get("tournament.bout.elimination", bout.id()) : messages.get("tournament.bout",
                        bout.id())), side(bout, bout.first(), eliminated), side(bout, bout.second(), eliminated),
                        configuration(bout), bout.seed(), bout.result() == null ? "" : bout.result(), tier.drawn(), runnable,
                        bout.elimination(), bout.winner().map(Slot::name).orElse(""),
                        feeder(b, tier, bout, bout.first()), feeder(b, tier, bout, bout.second())));
            }
            String schedule;
            if (tier.drawn()) {
                schedule = messages.get("tournament.tier.drawn");
            } else if (tier.finished() != null) {
                schedule = messages.get("tournament.tier.finished", TimeText.format(tier.finished()));
            } else if (tier.set() != null) {
                schedule = messages.get("tournament.tier.set", TimeText.format(tier.set()));
            } else if (tier.staging() != null) {
                schedule = messages.get("tournament.tier.staging", TimeText.format(tier.staging()));
            } else {
                schedule = messages.get("tournament.tier.waiting");
            }
            if (!tier.broughtForward().isEmpty()) {
                schedule += " " + messages.get("tournament.tier.forward", String.join(", ", tier.broughtForward()));
            }
            out.add(new TierColumn(tier.number(), messages.get("tournament.tier", tier.number()), cards,
                    tier.deferred().stream().map(x -> x.shown() + (x.decided() ? " (" + x.seed() + ")" : ""))
                            .toList(), schedule));
        }
        return out;
    }

    /** The Bout whose winner fills {@code slot}: by its label ("Winner of 1-2") or by who won it. */
    private static String feeder(Tournament.Bracket b, Tournament.Tier tier, Bout bout, Slot slot) {
        if (slot.label() != null && slot.label().startsWith("Winner of ")) {
            return slot.label().substring("Winner of ".length());
        }
        if (!slot.decided()) {
            return null;
        }
        // the elimination Bout of this tier, else the latest earlier tier they won a Bout in (deferred ones skip one)
        List<Bout> candidates = new ArrayList<>(tier.bouts().stream().filter(Bout::elimination).toList());
        for (int i = tier.number() - 2; i >= 0; i--) {
            candidates.addAll(b.tiers().get(i).bouts());
        }
        return candidates.stream().filter(x -> x != bout && slot.playerId().equals(x.winnerId())).map(Bout::id)
                .findFirst().orElse(null);
    }

    private static Side side(Bout bout, Slot slot, List<Long> eliminated) {
        boolean won = bout.fought() && slot.decided() && slot.playerId().equals(bout.winnerId());
        boolean out = slot.decided() && eliminated.contains(slot.playerId()) && !won;
        return new Side(slot.shown(), slot.decided() ? "#" + slot.seed() : "", slot.decided(), won, out);
    }

    private String configuration(Bout bout) {
        Configuration cfg = bout.configuration();
        if (cfg == null) {
            return messages.get("tournament.config.later");
        }
        List<String> v = cfg.variations();
        return v.isEmpty() ? messages.get("tournament.config.standard") : String.join("; ", v);
    }

    private void updateRun() {
        String id = selectedBout.get();
        canRun.set(id != null && tiers.stream().flatMap(t -> t.bouts().stream())
                .anyMatch(b -> b.id().equals(id) && b.runnable()));
        // a fought Bracket Bout may be watched, and recalculated (the model says when it may not)
        selectedFought.set(id != null && current != null && current.tournament().bracket() != null
                && current.tournament().bracket().bout(id).map(Bout::fought).orElse(false));
    }

    private Consumer<ArenaFiles.Replay> watcher = r -> { };

    /** Where "Watch in Arena" sends a fought Bracket Bout's replay (the console shows it in the Arena tab). */
    public void useWatcher(Consumer<ArenaFiles.Replay> value) {
        watcher = value;
    }

    /** The selected Bout's id, or null after asking the emperor to pick one. */
    private String pickedBout() {
        String id = selectedBout.get();
        if (id == null || current == null) {
            feedback.complain(messages.get("tournament.pickBout"));
            return null;
        }
        return id;
    }

    /** Sends the selected fought Bracket Bout's replay to the Arena tab, so players can watch their Bout. */
    public void watchSelected() {
        String id = pickedBout();
        if (id == null) {
            return;
        }
        TournamentService ts = BlogBots.in(session.store()).tournament();
        long dynasty = current.dynastyId();
        work.act(() -> ts.replay(dynasty, id), watcher::accept);
    }

    /** Whether the selected Bracket Bout has been fought (Watch in Arena, Recalculate). */
    public ReadOnlyBooleanProperty selectedFoughtProperty() {
        return selectedFought.getReadOnlyProperty();
    }

    /**
     * Formalised Disputes: "If the events of a bout in tournament mode are ever being challenged by a call for
     * judgement and that call for judgement's text requests a pause in the tournament, the schedule in Winners at
     * War is paused": the emperor ticks which pending CfJs request a pause.
     */
    public void disputes() {
        if (current == null) {
            return;
        }
        TournamentService ts = BlogBots.in(session.store()).tournament();
        long dynasty = current.dynastyId();
        String actor = session.actor();
        List<TournamentService.Dispute> pending = ts.disputes(dynasty).stream()
                .filter(TournamentService.Dispute::pending).toList();
        if (pending.isEmpty()) {
            feedback.complain(messages.get("tournament.disputes.none"));
            return;
        }
        Set<Integer> ticked = new TreeSet<>();
        List<String> options = new ArrayList<>();
        for (int i = 0; i < pending.size(); i++) {
            TournamentService.Dispute d = pending.get(i);
            options.add(messages.get("tournament.disputes.option", d.title(),
                    UtcCalendar.format(d.postedAt())));
            if (d.requestsPause()) {
                ticked.add(i);
            }
        }
        dialogs.askChecks(messages.get("tournament.disputes.title"), messages.get("tournament.disputes.header"),
                options, ticked).ifPresent(answer -> {
                    List<TournamentService.Dispute> changed = new ArrayList<>();
                    for (int i = 0; i < pending.size(); i++) {
                        if (answer.contains(i) != pending.get(i).requestsPause()) {
                            changed.add(pending.get(i));
                        }
                    }
                    if (changed.isEmpty()) {
                        return;
                    }
                    work.act(() -> {
                        for (TournamentService.Dispute d : changed) {
                            ts.setPauseRequest(dynasty, actor, d.matterId(), !d.requestsPause());
                        }
                        return changed.size();
                    }, n -> feedback.say(messages.get("tournament.disputes.done", n)));
                });
    }

    /**
     * Formalised Disputes: "the Announcer is permitted to recalculate the results of that bout without the use of a
     * proposal or call for judgement so long as less than 24 hours have passed since the end of that bout": the
     * selected fought Bout is run again from the Bots as the Workshop now has them.
     */
    public void recalculateSelected() {
        String id = pickedBout();
        if (id == null) {
            return;
        }
        TournamentService ts = BlogBots.in(session.store()).tournament();
        long dynasty = current.dynastyId();
        String actor = session.actor();
        work.act(() -> ts.recalculate(dynasty, actor, id), ran -> {
            Bout b = ran.tournament().bracket().bout(id).orElseThrow();
            feedback.say(messages.get("tournament.done.recalculated", id, b.result()));
        });
    }

    /**
     * "Standardised Rule Books": the emperor records the link to the governing ruleset (the latest revision) when the
     * rule enters the ruleset; completing a Round (a tier of the Bracket) updates it by itself.
     */
    public void linkGoverningRuleset() {
        act(ts -> ts.linkGoverningRuleset(current.dynastyId(), session.actor()),
                messages.get("tournament.done.governing"));
    }

    /**
     * "The winner of the final Bout in the Tournament has achieved Victory.": the champion's Declaration of Victory,
     * posted in one step (the core rules refuse it in their words where they forbid it).
     */
    public void postChampionDov() {
        if (current == null) {
            return;
        }
        TournamentService ts = BlogBots.in(session.store()).tournament();
        long dynasty = current.dynastyId();
        String actor = session.actor();
        work.act(() -> ts.postChampionDov(dynasty, actor),
                dov -> feedback.say(messages.get("tournament.done.dov", dov.title())));
    }

    // ---------------------------------------------------------------- commands

    /** Sets the dynasty's date for "If the date is on or after August 22 2022". */
    public void saveDate() {
        LocalDate date = eligibleFrom.get();
        act(ts -> ts.setEligibleFrom(current.dynastyId(), session.actor(), date),
                messages.get("tournament.done.date", date == null ? "-" : date.toString()));
    }

    public void start() {
        act(ts -> ts.start(current.dynastyId(), session.actor()), messages.get("tournament.done.start"));
    }

    /** Moves the seed at {@code from} to {@code to} (buttons and drag). */
    public void moveSeed(int from, int to) {
        if (!seedsEditable.get() || from < 0 || from >= seeds.size() || to < 0 || to >= seeds.size() || from == to) {
            return;
        }
        List<SeedRow> rows = new ArrayList<>(seeds);
        rows.add(to, rows.remove(from));
        List<SeedRow> renumbered = new ArrayList<>();
        for (SeedRow r : rows) {
            renumbered.add(new SeedRow(r.playerId(), r.name(), renumbered.size() + 1, r.banners()));
        }
        seeds.setAll(renumbered);
    }

    public void moveUp(int index) {
        moveSeed(index, index - 1);
    }

    public void moveDown(int index) {
        moveSeed(index, index + 1);
    }

    private List<Long> order() {
        return seeds.stream().map(SeedRow::playerId).toList();
    }

    /** Posts the Provisional Seed List; its post is shown and copied to the clipboard. */
    public void postProvisional() {
        List<Long> order = order();
        post(ts -> ts.postProvisional(current.dynastyId(), session.actor(), order).post(),
                messages.get("tournament.done.provisional"));
    }

    /** Posts the Final Seed List; its post is shown and copied to the clipboard. */
    public void postFinal() {
        List<Long> order = order();
        post(ts -> ts.postFinal(current.dynastyId(), session.actor(), order).post(),
                messages.get("tournament.done.final"));
    }

    /** Posts the Bracket; the Bracket document (every Bout's Configuration detailed) is shown and copied. */
    public void postBracket() {
        post(ts -> ts.postBracket(current.dynastyId(), session.actor()).lastPost().orElseThrow().text(),
                messages.get("tournament.done.bracket"));
    }

    private void post(Act action, String done) {
        if (current == null) {
            return;
        }
        TournamentService ts = BlogBots.in(session.store()).tournament();
        work.act(() -> action.run(ts), text -> {
            lastPost.set((String) text);
            dialogs.copyToClipboard((String) text);
            feedback.say(done + " " + messages.get("tournament.copied"));
        });
    }

    /** Copies the shown post (the latest seed list's or the Bracket's) to the clipboard again. */
    public void copyPost() {
        if (!lastPost.get().isEmpty()) {
            dialogs.copyToClipboard(lastPost.get());
            feedback.say(messages.get("tournament.copied"));
        }
    }

    public void applyStep() {
        act(ts -> ts.applyStep(current.dynastyId(), session.actor()), messages.get("tournament.done.step"));
    }

    public void bringForward() {
        act(ts -> ts.bringForward(current.dynastyId(), session.actor()), messages.get("tournament.done.forward"));
    }

    public void runSelected() {
        String id = selectedBout.get();
        if (id == null) {
            feedback.complain(messages.get("tournament.pickBout"));
            return;
        }
        TournamentService ts = BlogBots.in(session.store()).tournament();
        long dynasty = current.dynastyId();
        String actor = session.actor();
        int postsBefore = current.tournament().bracket() == null ? 0 : current.tournament().bracket().posts().size();
        work.act(() -> ts.runBout(dynasty, actor, id), ran -> {
            Tournament.Bracket after = ran.tournament().bracket();
            Bout b = after.bout(id).orElseThrow();
            if (after.posts().size() > postsBefore) {
                // a later tier (or a Bout waiting on an elimination Bout) was placed: its post is shown and copied
                Tournament.Post post = after.lastPost().orElseThrow();
                lastPost.set(post.text());
                dialogs.copyToClipboard(post.text());
                feedback.say(messages.get("tournament.done.run", id, b.result()) + " "
                        + messages.get("tournament.done.placed", post.title()));
            } else {
                feedback.say(messages.get("tournament.done.run", id, b.result()));
            }
            tiers.stream().flatMap(t -> t.bouts().stream()).filter(BoutCard::runnable).map(BoutCard::id)
                    .findFirst().ifPresent(selectedBout::set);
        });
    }

    private interface Act {
        Object run(TournamentService ts);
    }

    private void act(Act action, String done) {
        if (current == null) {
            return;
        }
        TournamentService ts = BlogBots.in(session.store()).tournament();
        work.act(() -> action.run(ts), x -> feedback.say(done));
    }

    // ---------------------------------------------------------------- properties

    public ObservableList<SeedRow> seeds() {
        return seeds;
    }

    public ObservableList<TierColumn> tiers() {
        return tiers;
    }

    public ObjectProperty<LocalDate> eligibleFromProperty() {
        return eligibleFrom;
    }

    public StringProperty selectedBoutProperty() {
        return selectedBout;
    }

    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty startedProperty() {
        return started.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canStartProperty() {
        return canStart.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty seedsEditableProperty() {
        return seedsEditable.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canPostFinalProperty() {
        return canPostFinal.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canPostBracketProperty() {
        return canPostBracket.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canApplyProperty() {
        return canApply.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canBringForwardProperty() {
        return canBringForward.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRunProperty() {
        return canRun.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty dateConditionProperty() {
        return dateCondition.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty quietConditionProperty() {
        return quietCondition.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty seedStatusProperty() {
        return seedStatus.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty nextStepProperty() {
        return nextStep.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty governingProperty() {
        return governing.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty championProperty() {
        return champion.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty lastPostProperty() {
        return lastPost.getReadOnlyProperty();
    }

    public Feedback feedback() {
        return feedback;
    }
}
