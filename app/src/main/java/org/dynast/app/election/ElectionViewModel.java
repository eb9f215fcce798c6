package org.dynast.app.election;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.TimeText;
import org.dynast.app.election.debate.DebatesViewModel;
import org.dynast.app.session.Session;
import org.dynast.model.election.CampaignAction;
import org.dynast.model.election.CampaignService;
import org.dynast.model.election.Candidate;
import org.dynast.model.election.ElectionEngine;
import org.dynast.model.election.ElectionState;
import org.dynast.model.election.Window;

/**
 * The Election tab (Ruleset 57): the Candidates' table with Total Support and whom each endorses, the chosen
 * Candidate's Campaign Action windows ("Grass Roots possible in 3 h 12 min"), the Campaign Action composer with its
 * preview, the News Post with its Blognomic Statements, the Candidate Agendas, who stands to win, and the players'
 * page to copy. Every action is one logged action (Edit › Undo takes it back). Reads and writes run through
 * {@link TabWork}; a refusal is shown, never thrown.
 */
public final class ElectionViewModel {

    /** A Candidate's row. */
    public record Row(String name, long supporters, String endorses, long totalSupport, long money, String action) {
    }

    /** What the tab shows, read at once off the FX thread. */
    record Snapshot(List<Candidate> candidates, Map<String, List<Window>> windows, List<ElectionState.NewsComment> news,
                    String agendas, String standing, boolean newsPosted, Map<String, List<Claim>> claims,
                    boolean landslide) {
    }

    /** Something a Candidate may claim now: Free T-Shirts' 1DICE6, or Public Image's one Supporter for a Proposal. */
    public record Claim(boolean tshirts, long matterId, String text) {
    }

    private final Session session;
    private final TaskExecutor executor;
    private DebatesViewModel debates;
    private final DialogService dialogs;
    private final Messages messages;
    private final TabWork work;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<String> candidateNames = FXCollections.observableArrayList();
    private final ObjectProperty<String> candidate = new SimpleObjectProperty<>(this, "candidate");
    private final ObjectProperty<CampaignAction> action = new SimpleObjectProperty<>(this, "action",
            CampaignAction.GRASS_ROOTS);
    private final StringProperty target = new SimpleStringProperty(this, "target", "");
    private final StringProperty x = new SimpleStringProperty(this, "x", "");
    private final BooleanProperty doubleMoney = new SimpleBooleanProperty(this, "doubleMoney", false);
    private final ObservableList<String> windows = FXCollections.observableArrayList();
    private final ObservableList<String> preview = FXCollections.observableArrayList();
    private final ObservableList<String> news = FXCollections.observableArrayList();
    private final StringProperty statement = new SimpleStringProperty(this, "statement", "");
    private final ObjectProperty<String> endorsee = new SimpleObjectProperty<>(this, "endorsee");
    private final StringProperty donation = new SimpleStringProperty(this, "donation", "");
    private final ObservableList<Claim> claims = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper agendas = new ReadOnlyStringWrapper(this, "agendas", "");
    private final ReadOnlyStringWrapper standing = new ReadOnlyStringWrapper(this, "standing", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper landslide =
            new ReadOnlyBooleanWrapper(this, "landslide", false);
    private Snapshot shown;

    public ElectionViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.executor = executor;
        this.dialogs = dialogs;
        this.messages = messages;
        this.work = new TabWork(executor, message::set, this::refresh);
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) {
                refresh();
            }
        });
        session.rewindsProperty().addListener((o, a, b) -> message.set(""));
        candidate.addListener((o, a, b) -> {
            showWindows();
            updatePreview();
        });
        action.addListener((o, a, b) -> updatePreview());
        target.addListener((o, a, b) -> updatePreview());
        x.addListener((o, a, b) -> updatePreview());
        doubleMoney.addListener((o, a, b) -> updatePreview());
        refresh();
    }

    private ElectionEngine engine() {
        return ElectionEngine.in(session.store());
    }

    private long id() {
        return session.dynasty().id();
    }

    // ---- reading ---------------------------------------------------------------------------------

    public void refresh() {
        if (session.dynasty() == null) {
            return;
        }
        long id = id();
        ElectionEngine e = engine();
        work.read(() -> read(e, id), this::show);
    }

    private static Snapshot read(ElectionEngine e, long id) {
        List<Candidate> candidates = e.books().candidates(id);
        Map<String, List<Window>> windows = new LinkedHashMap<>();
        for (Candidate c : candidates) {
            windows.put(c.name(), e.campaigns().windows(id, c.name()));
        }
        ElectionState s = e.books().state(id);
        Map<String, List<Claim>> claims = new LinkedHashMap<>();
        for (Candidate c : candidates) {
            List<Claim> open = new ArrayList<>();
            e.campaigns().claimable(id, c.name()).ifPresent(t -> open.add(new Claim(true, 0,
                    "Free T-Shirts from " + t.giver + ": 1DICE6 Supporters")));
            e.publicImage().claimable(id, c.name()).forEach(x -> open.add(new Claim(false, x.matterId,
                    "Public Image: +1 Supporter for \u201c" + x.title + "\u201d")));
            claims.put(c.name(), open);
        }
        var standing = e.victory().standing(id);
        return new Snapshot(candidates, windows, s.news, e.media().agendasText(id), standing.why(),
                s.newsPostedAt != null, claims, standing.landslide());
    }

    private void show(Snapshot s) {
        shown = s;
        rows.setAll(s.candidates().stream().map(c -> new Row(c.name(), c.supporters(), c.endorses(), c.totalSupport(),
                c.money(), TimeText.format(c.action()))).toList());
        String was = candidate.get();
        candidateNames.setAll(s.candidates().stream().map(Candidate::name).toList());
        news.setAll(s.news().stream().map(ElectionViewModel::newsLine).toList());
        if (!s.newsPosted()) {
            news.setAll(messages.get("election.news.none"));
        }
        agendas.set(s.agendas());
        standing.set(s.standing());
        landslide.set(s.landslide());
        if (was != null && candidateNames.contains(was)) {
            showWindows();
            updatePreview();
        } else {
            candidate.set(candidateNames.isEmpty() ? null : candidateNames.get(0));
        }
    }

    private static String newsLine(ElectionState.NewsComment n) {
        String effect = n.target == null ? "" : " (" + n.target + " " + (n.change >= 0 ? "+" : "") + n.change + ")";
        return TimeText.format(n.at) + " \u2014 " + n.author + ": " + n.text + effect;
    }

    private void showWindows() {
        String c = candidate.get();
        windows.setAll(shown == null || c == null ? List.of() : shown.windows().getOrDefault(c, List.of()).stream()
                .map(Window::words).toList());
        claims.setAll(shown == null || c == null ? List.of() : shown.claims().getOrDefault(c, List.of()));
    }

    /** The request as the composer has it, or null when a field does not read. */
    private CampaignService.Request request() {
        long xValue = 0;
        String xs = x.get() == null ? "" : x.get().strip();
        if (action.get() == CampaignAction.FUNDRAISER) {
            try {
                xValue = xs.isEmpty() ? 0 : Long.parseLong(xs);
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return new CampaignService.Request(action.get(), candidate.get(), target.get(), xValue, doubleMoney.get());
    }

    /** Recomputes the preview of the Campaign Action as composed (off the FX thread). */
    public void updatePreview() {
        if (session.dynasty() == null || candidate.get() == null || action.get() == null) {
            preview.clear();
            return;
        }
        CampaignService.Request r = request();
        if (r == null) {
            preview.setAll(messages.get("election.x.bad", x.get()));
            return;
        }
        long id = id();
        ElectionEngine e = engine();
        work.read(() -> e.campaigns().preview(id, r), preview::setAll);
    }

    // ---- acting ----------------------------------------------------------------------------------

    /** Performs the Campaign Action as composed: one logged action with its roll. */
    public void perform() {
        CampaignService.Request r = request();
        if (r == null) {
            message.set(messages.get("election.x.bad", x.get()));
            return;
        }
        long id = id();
        String actor = session.actor();
        ElectionEngine e = engine();
        work.run(() -> e.campaigns().perform(id, actor, r), CampaignService.Done::summary);
    }

    /** Posts the News Post (once). */
    public void postNews() {
        long id = id();
        String actor = session.actor();
        ElectionEngine e = engine();
        work.run(() -> e.media().postNews(id, actor), messages.get("election.news.posted"));
    }

    /** Posts the statement as the chosen Candidate's Blognomic Statement (a daily action). */
    public void postStatement() {
        long id = id();
        String actor = session.actor();
        String who = candidate.get();
        String text = statement.get();
        ElectionEngine e = engine();
        work.run(() -> e.media().statement(id, actor, who, text), r -> {
            statement.set("");
            return messages.get("election.bs.posted", who, r);
        });
    }

    /** The chosen Candidate changes their Endorse (a Weekly Action). */
    public void endorse() {
        long id = id();
        String actor = session.actor();
        String who = candidate.get();
        String whom = endorsee.get();
        if (who == null || whom == null) {
            message.set(messages.get("election.endorse.choose"));
            return;
        }
        ElectionEngine e = engine();
        work.run(() -> e.campaigns().endorse(id, actor, who, whom), messages.get("election.endorsed", who, whom));
    }

    /** The chosen Candidate donates the amount to the Candidate they endorse (a Daily Action). */
    public void donate() {
        long amount;
        try {
            amount = Long.parseLong(donation.get() == null ? "" : donation.get().strip());
        } catch (NumberFormatException ex) {
            message.set(messages.get("election.donation.bad", donation.get()));
            return;
        }
        long id = id();
        String actor = session.actor();
        String who = candidate.get();
        ElectionEngine e = engine();
        work.run(() -> e.campaigns().donate(id, actor, who, amount), messages.get("election.donated", who, amount));
    }

    /** The chosen Candidate takes one of their open claims. */
    public void claim(Claim claim) {
        if (claim == null) {
            message.set(messages.get("election.claim.choose"));
            return;
        }
        long id = id();
        String actor = session.actor();
        String who = candidate.get();
        ElectionEngine e = engine();
        if (claim.tshirts()) {
            work.run(() -> e.campaigns().claimTShirts(id, actor, who), r -> messages.get("election.claimed.tshirts",
                    who, r));
        } else {
            work.run(() -> e.publicImage().claim(id, actor, who, claim.matterId()), messages.get(
                    "election.claimed.image", who));
        }
    }

    /** The President Thog's daily comment, adding or removing 1DICE6 Supporters to the last BS poster. */
    public void presidentComment(boolean add) {
        long id = id();
        String actor = session.actor();
        String text = statement.get();
        ElectionEngine e = engine();
        work.run(() -> e.media().presidentComment(id, actor, text, add), r -> {
            statement.set("");
            return messages.get("election.thog.posted", (add ? "+" : "\u2212") + r);
        });
    }

    /** Repeals rule "Landslide Victory" once Darknight has made a DoV: one logged, undoable ruleset revision. */
    public void repealLandslide() {
        long id = id();
        String actor = session.actor();
        ElectionEngine e = engine();
        work.run(() -> e.victory().repealLandslide(id, actor), r -> messages.get("election.landslide.repealed",
                r.number()));
    }

    /** Copies the players' page (MediaWiki, nothing private) to the clipboard. */
    public void copyPage() {
        long id = id();
        ElectionEngine e = engine();
        work.read(() -> e.wikiPage(id), text -> {
            dialogs.copyToClipboard(text);
            message.set(messages.get("election.page.copied"));
        });
    }

    // ---- properties ------------------------------------------------------------------------------

    /** The Debates board's ViewModel, made when the board (or a walkthrough step) first asks for it. */
    public DebatesViewModel debates() {
        if (debates == null) {
            debates = new DebatesViewModel(session, executor);
        }
        return debates;
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ObservableList<String> candidateNames() {
        return candidateNames;
    }

    public ObjectProperty<String> candidateProperty() {
        return candidate;
    }

    public ObjectProperty<CampaignAction> actionProperty() {
        return action;
    }

    public List<CampaignAction> actions() {
        return new ArrayList<>(List.of(CampaignAction.values()));
    }

    public StringProperty targetProperty() {
        return target;
    }

    public StringProperty xProperty() {
        return x;
    }

    public BooleanProperty doubleMoneyProperty() {
        return doubleMoney;
    }

    public ObservableList<String> windows() {
        return windows;
    }

    public ObservableList<String> preview() {
        return preview;
    }

    public ObservableList<String> news() {
        return news;
    }

    public StringProperty statementProperty() {
        return statement;
    }

    public ObjectProperty<String> endorseeProperty() {
        return endorsee;
    }

    public StringProperty donationProperty() {
        return donation;
    }

    public ObservableList<Claim> claims() {
        return claims;
    }

    public ReadOnlyStringProperty agendasProperty() {
        return agendas.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty standingProperty() {
        return standing.getReadOnlyProperty();
    }

    /** Whether rule "Landslide Victory" is in force (its repeal is offered). */
    public ReadOnlyBooleanProperty landslideProperty() {
        return landslide.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
