package org.dynast.app.districts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.model.Refusal;
import org.dynast.model.districts.AgendaItem;
import org.dynast.model.districts.ConclaveService;
import org.dynast.model.districts.DistrictsState;

/**
 * The Conclave panel: whether the City may post a Plenary Session and why not, the Sessions, the latest one's scoring
 * per matrix (the private ballots), and a District's private response (its allocation) to an open Session.
 */
public final class ConclaveViewModel {

    private final DistrictsContext c;
    private final ObjectProperty<String> district;
    private final ReadOnlyStringWrapper state = new ReadOnlyStringWrapper(this, "state", "");
    private final ObservableList<String> sessions = FXCollections.observableArrayList();
    private final ObservableList<String> scoring = FXCollections.observableArrayList();
    private final ObservableList<Integer> openSessions = FXCollections.observableArrayList();
    private final ObjectProperty<Integer> session = new SimpleObjectProperty<>(this, "session");
    private final Map<String, StringProperty> amounts = new LinkedHashMap<>();
    private final StringProperty factions = new SimpleStringProperty(this, "factions", "");
    private final StringProperty commons = new SimpleStringProperty(this, "commons", "");
    private final StringProperty innovations = new SimpleStringProperty(this, "innovations", "");

    ConclaveViewModel(DistrictsContext c, ObjectProperty<String> district) {
        this.c = c;
        this.district = district;
        for (String r : ConclaveService.AMOUNTS) {
            amounts.put(r, new SimpleStringProperty(this, r, ""));
        }
    }

    void show(DistrictsContext.Snapshot s) {
        state.set(!s.conclave() ? c.messages.get("districts.conclave.none")
                : s.whyNotSession().map(w -> c.messages.get("districts.session.not", w))
                .orElse(c.messages.get("districts.session.may")));
        sessions.setAll(s.sessions().stream().map(x -> "#" + x.number + " " + x.agenda + " \u2014 "
                + (x.summarised ? x.summary : c.messages.get("districts.session.open", x.responses.size()))).toList());
        scoring.setAll(s.scoring().map(ConclaveViewModel::scoringLines).orElse(List.of()));
        Integer was = session.get();
        openSessions.setAll(s.sessions().stream().filter(x -> !x.summarised).map(x -> x.number).toList());
        session.set(was != null && openSessions.contains(was) ? was
                : openSessions.isEmpty() ? null : openSessions.get(openSessions.size() - 1));
    }

    static List<String> scoringLines(ConclaveService.Scoring sc) {
        List<String> out = new ArrayList<>();
        out.add("#" + sc.session() + " " + sc.agenda().title() + ": " + sc.agenda().matrix());
        for (ConclaveService.Score s : sc.scores()) {
            out.add(s.district() + ": " + String.join(", ", s.terms().stream().map(AgendaItem.Term::text).toList())
                    + " = " + Math.round(s.total() * 1000) / 1000.0 + (s.carefulRationing() ? " (Careful Rationing)"
                    : "") + (s.nullResponse() ? " (null response)" : ""));
        }
        out.add(sc.anointed() == null ? "No single highest Score so far." : sc.anointed() + " has the single highest "
                + "Score so far.");
        return out;
    }

    public void postSession() {
        long id = c.id();
        String actor = c.actor();
        c.work.run(() -> c.engine().conclave().post(id, actor), x -> c.messages.get("districts.session.posted",
                x.number, x.agenda, x.rollLine));
    }

    /**
     * The chosen District's private response to the chosen open Session: the quantities typed (blank is none) and
     * the Factions, Commons and Innovations named, comma-separated. Nothing typed is a null response.
     */
    public void respond() {
        String who = district.get();
        Integer number = session.get();
        if (number == null) {
            c.work.failed(new Refusal(ConclaveService.RULE, c.messages.get("districts.respond.noSession")));
            return;
        }
        DistrictsState.Allocation bid;
        try {
            bid = allocation();
        } catch (Refusal e) {
            c.work.failed(e);
            return;
        }
        long id = c.id();
        String actor = c.actor();
        String done = c.messages.get(bid.bidsNothing() ? "districts.responded.null" : "districts.responded", who,
                number);
        c.work.run(() -> {
            c.engine().conclave().respond(id, actor, number, who, bid);
            return done;
        }, m -> {
            amounts.values().forEach(p -> p.set(""));
            factions.set("");
            commons.set("");
            innovations.set("");
            return m;
        });
    }

    DistrictsState.Allocation allocation() {
        DistrictsState.Allocation a = new DistrictsState.Allocation();
        for (Map.Entry<String, StringProperty> e : amounts.entrySet()) {
            String text = e.getValue().get() == null ? "" : e.getValue().get().strip();
            if (text.isEmpty()) {
                continue;
            }
            try {
                a.amounts.put(e.getKey(), Long.parseLong(text));
            } catch (NumberFormatException x) {
                throw new Refusal(ConclaveService.RULE, c.messages.get("districts.respond.notANumber", e.getKey(),
                        text));
            }
        }
        a.factions = names(factions.get());
        a.commons = names(commons.get());
        a.innovations = names(innovations.get());
        return a;
    }

    private static List<String> names(String text) {
        return text == null || text.isBlank() ? new ArrayList<>() : new ArrayList<>(Arrays.stream(text.split(","))
                .map(String::strip).filter(x -> !x.isEmpty()).toList());
    }

    // ---- properties --------------------------------------------------------------------------------

    public ReadOnlyStringProperty stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ObservableList<String> sessions() {
        return sessions;
    }

    public ObservableList<String> scoring() {
        return scoring;
    }

    /** The Plenary Sessions not yet summarised, which a District may respond to. */
    public ObservableList<Integer> openSessions() {
        return openSessions;
    }

    public ObjectProperty<Integer> sessionProperty() {
        return session;
    }

    /** The quantity of {@code resource} (one of {@link ConclaveService#AMOUNTS}) typed for the response. */
    public StringProperty amountProperty(String resource) {
        return amounts.get(resource);
    }

    public StringProperty factionsProperty() {
        return factions;
    }

    public StringProperty commonsProperty() {
        return commons;
    }

    public StringProperty innovationsProperty() {
        return innovations;
    }
}
