package org.dynast.app.wizards;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.wizards.CampaignService;
import org.dynast.model.wizards.WizardsState;
import org.dynast.model.wizards.rules.Battle;
import org.dynast.model.wizards.rules.Campaign;
import org.dynast.model.wizards.rules.Creature;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.Wizard;

/**
 * The Campaign panel: the campaigns with their battlefields and participants (their listed creatures locked until the
 * close), Go on Campaign (the King names three battlefields), participating (a battlefield and five slots), and
 * closing — every battle slot by slot against the Western Force, every casualty or spared creature, and the closing
 * comment to copy.
 */
public final class WizardsCampaignViewModel extends WizardsPanelModel {

    /** A Wizard in a campaign: their battlefield, their five slots, and the creatures locked by them. */
    public record ParticipantItem(String wizard, String battlefield, String slots) {
    }

    /** A campaign on the list. */
    public record CampaignItem(int number, boolean open, String status, List<String> battlefields,
                               List<ParticipantItem> participants, String report) {
        @Override
        public String toString() {
            return "Campaign " + number + " \u2014 " + status;
        }
    }

    /** One slot of one battle of a close: the Wizard's side against the Western Force's, with the reasons. */
    public record BattleRow(String battle, int slot, String creature, int strength, String reasons, String emu,
                            int emuStrength, String winner) {
    }

    /** A creature at the slot the strongest Emu faced: destroyed, or spared and why. */
    public record CasualtyRow(String wizard, int slot, String creature, String fate) {
    }

    private record Snapshot(List<CampaignItem> campaigns, List<String> wizards, Map<String, List<String>> free,
                            String king) {
    }

    private final ObservableList<CampaignItem> campaigns = FXCollections.observableArrayList();
    private final ObjectProperty<CampaignItem> campaign = new SimpleObjectProperty<>(this, "campaign");
    private final ReadOnlyBooleanWrapper anyOpen = new ReadOnlyBooleanWrapper(this, "anyOpen");
    private final List<StringProperty> names = List.of(new SimpleStringProperty(""), new SimpleStringProperty(""),
            new SimpleStringProperty(""));
    private final ObservableList<String> wizards = FXCollections.observableArrayList();
    private final ObjectProperty<String> participant = new SimpleObjectProperty<>(this, "participant");
    private final ObservableList<String> openBattlefields = FXCollections.observableArrayList();
    private final ObjectProperty<String> battlefield = new SimpleObjectProperty<>(this, "battlefield");
    private final ObservableList<String> slotChoices = FXCollections.observableArrayList();
    private final List<StringProperty> slots = List.of(new SimpleStringProperty(""), new SimpleStringProperty(""),
            new SimpleStringProperty(""), new SimpleStringProperty(""), new SimpleStringProperty(""));
    private final ObservableList<String> closers = FXCollections.observableArrayList();
    private final ObjectProperty<String> closer = new SimpleObjectProperty<>(this, "closer");
    private final ObservableList<BattleRow> battles = FXCollections.observableArrayList();
    private final ObservableList<CasualtyRow> casualties = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper closing = new ReadOnlyStringWrapper(this, "closing", "");
    /** The closes done here, by campaign number: shown battle by battle while the panel lives. */
    private final Map<Integer, Campaign.Closed> closes = new HashMap<>();
    private Map<String, List<String>> free = Map.of();

    public WizardsCampaignViewModel(Session session, TaskExecutor executor, Messages messages) {
        super(session, executor, messages);
        campaign.addListener((o, a, b) -> showCampaign(b));
        participant.addListener((o, a, b) -> slotChoices.setAll(choicesOf(b)));
        refresh();
    }

    @Override
    public void refresh() {
        if (!open()) {
            return;
        }
        long id = id();
        read(() -> snapshot(id), this::show, message::set);
    }

    private Snapshot snapshot(long id) {
        var engine = engine();
        Realm realm = engine.stables().realm(id);
        WizardsState state = engine.wizards().state(id);
        List<CampaignItem> items = new ArrayList<>();
        for (WizardsState.Campaign c : state.campaigns) {
            List<String> fields = c.battlefields.stream().map(f -> state.battlefield(f).map(Object::toString)
                    .orElse(f)).toList();
            List<ParticipantItem> people = c.participants.stream().map(p -> new ParticipantItem(p.wizard,
                    p.battlefield, String.join("; ", p.slots.stream().map(s -> s.isEmpty() ? "empty" : s).toList())))
                    .toList();
            boolean isOpen = c.closedAt == null;
            String status = isOpen ? messages.get("wizards.campaign.open", UtcCalendar.format(c.postedAt),
                    UtcCalendar.format(CampaignService.closableFrom(c)))
                    : messages.get(Boolean.TRUE.equals(c.successful) ? "wizards.campaign.won"
                    : "wizards.campaign.lost", c.closedBy, UtcCalendar.format(c.closedAt));
            items.add(new CampaignItem(c.number, isOpen, status, fields, people, c.report == null ? "" : c.report));
        }
        Collections.reverse(items);
        List<String> people = new ArrayList<>();
        Map<String, List<String>> unlocked = new HashMap<>();
        for (Wizard w : realm.wizards()) {
            if (!w.druid()) {
                people.add(w.name());
                unlocked.put(w.name(), w.stable().creatures().stream()
                        .filter(c -> w.locked().stream().noneMatch(c::equivalent)).map(Creature::wording).toList());
            }
        }
        return new Snapshot(items, people, unlocked, engine.wizards().king(id));
    }

    private void show(Snapshot s) {
        free = s.free();
        Integer shown = campaign.get() == null ? null : campaign.get().number();
        campaigns.setAll(s.campaigns());
        anyOpen.set(s.campaigns().stream().anyMatch(CampaignItem::open));
        if (!wizards.equals(s.wizards())) {
            wizards.setAll(s.wizards());
        }
        // "any Wizard may close it": the King is not a Wizard for dynastic rules ("Dynastic Distance")
        List<String> who = new ArrayList<>(s.wizards());
        if (!closers.equals(who)) {
            closers.setAll(who);
        }
        if (closer.get() == null || !closers.contains(closer.get())) {
            closer.set(closers.isEmpty() ? null : closers.get(0));
        }
        if (participant.get() == null || !wizards.contains(participant.get())) {
            participant.set(wizards.isEmpty() ? null : wizards.get(0));
        } else {
            slotChoices.setAll(choicesOf(participant.get()));
        }
        CampaignItem next = s.campaigns().stream().filter(c -> shown != null && c.number() == shown).findFirst()
                .orElse(s.campaigns().isEmpty() ? null : s.campaigns().get(0));
        campaign.set(next);
        showCampaign(next);
        List<String> fields = s.campaigns().stream().filter(CampaignItem::open).findFirst()
                .map(c -> c.battlefields().stream().map(f -> f.contains(":") ? f.substring(0, f.indexOf(':')) : f)
                .toList()).orElse(List.of());
        if (!openBattlefields.equals(fields)) {
            openBattlefields.setAll(fields);
        }
        if (battlefield.get() == null || !openBattlefields.contains(battlefield.get())) {
            battlefield.set(openBattlefields.isEmpty() ? null : openBattlefields.get(0));
        }
    }

    private List<String> choicesOf(String wizard) {
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(free.getOrDefault(wizard, List.of()));
        return out;
    }

    /** The chosen campaign's close, battle by battle if it was closed here, and its closing comment. */
    private void showCampaign(CampaignItem c) {
        Campaign.Closed closed = c == null ? null : closes.get(c.number());
        battles.setAll(closed == null ? List.of() : battleRows(closed));
        casualties.setAll(closed == null ? List.of() : casualtyRows(closed));
        closing.set(c == null ? "" : c.report());
    }

    private List<BattleRow> battleRows(Campaign.Closed closed) {
        List<BattleRow> out = new ArrayList<>();
        for (Battle.Result r : closed.battles()) {
            String battle = messages.get("wizards.campaign.battle", r.first().commander(), r.battlefield().name(),
                    r.triumphantForce() == 1 ? r.first().commander() : messages.get("wizards.campaign.west"));
            for (Battle.SlotResult s : r.slots()) {
                out.add(new BattleRow(battle, s.number(), s.first().contents(), s.first().total(),
                        WizardsViewModel.reasons(s.first().strength().terms(), List.of()), s.second().contents(),
                        s.second().total(), s.winner() == 1 ? r.first().commander() : s.winner() == 2
                        ? messages.get("wizards.campaign.west") : "\u2014"));
            }
        }
        return out;
    }

    private List<CasualtyRow> casualtyRows(Campaign.Closed closed) {
        return closed.casualties().stream().map(c -> new CasualtyRow(c.wizard(), c.slot(), c.creature().wording(),
                c.destroyed() ? messages.get("wizards.campaign.destroyed", c.slot())
                : messages.get("wizards.campaign.spared", c.reason()))).toList();
    }

    // ---- actions ---------------------------------------------------------------------------------

    /** The King goes on Campaign with the three battlefields named. */
    public void go() {
        List<String> chosen = names.stream().map(StringProperty::get).map(n -> n == null ? "" : n.strip()).toList();
        long id = id();
        String actor = session.actor();
        act(() -> {
            int n = engine().campaigns().go(id, actor, chosen);
            return messages.get("wizards.campaign.went", n);
        }, m -> {
            names.forEach(p -> p.set(""));
            message.set(m);
        });
    }

    /** The chosen Wizard participates in the open campaign on the chosen battlefield with the five slots. */
    public void participate() {
        String w = participant.get();
        String b = battlefield.get();
        if (w == null || b == null) {
            message.set(messages.get("wizards.campaign.choose"));
            return;
        }
        List<String> list = slots.stream().map(StringProperty::get).map(s -> s == null ? "" : s).toList();
        long id = id();
        String actor = session.actor();
        act(() -> {
            engine().campaigns().participate(id, actor, w, b, list);
            return messages.get("wizards.campaign.joined", w, b);
        }, m -> {
            slots.forEach(p -> p.set(""));
            message.set(m);
        });
    }

    /** The chosen closer closes the open campaign: its battles, casualties and closing comment are shown. */
    public void close() {
        String who = closer.get();
        if (who == null) {
            message.set(messages.get("wizards.campaign.choose"));
            return;
        }
        long id = id();
        String actor = session.actor();
        act(() -> engine().campaigns().closeShowing(id, actor, who), closed -> {
            closes.put(closed.number(), closed);
            message.set(messages.get("wizards.campaign.closed", closed.number(), closed.battles().size(),
                    closed.casualties().stream().filter(Campaign.Casualty::destroyed).count()));
            campaigns.stream().filter(c -> c.number() == closed.number()).findFirst().ifPresent(campaign::set);
            battles.setAll(battleRows(closed));
            casualties.setAll(casualtyRows(closed));
            closing.set(closed.text());
        });
    }

    // ---- properties ------------------------------------------------------------------------------

    public ObservableList<CampaignItem> campaigns() {
        return campaigns;
    }

    public ObjectProperty<CampaignItem> campaignProperty() {
        return campaign;
    }

    public ReadOnlyBooleanProperty anyOpenProperty() {
        return anyOpen.getReadOnlyProperty();
    }

    /** The three battlefields' names the King chooses. */
    public List<StringProperty> names() {
        return names;
    }

    public ObservableList<String> wizards() {
        return wizards;
    }

    public ObjectProperty<String> participantProperty() {
        return participant;
    }

    public ObservableList<String> openBattlefields() {
        return openBattlefields;
    }

    public ObjectProperty<String> battlefieldProperty() {
        return battlefield;
    }

    /** The participant's creatures not locked by the open campaign, and blank (an empty slot). */
    public ObservableList<String> slotChoices() {
        return slotChoices;
    }

    public List<StringProperty> slots() {
        return slots;
    }

    public ObservableList<String> closers() {
        return closers;
    }

    public ObjectProperty<String> closerProperty() {
        return closer;
    }

    public ObservableList<BattleRow> battles() {
        return battles;
    }

    public ObservableList<CasualtyRow> casualties() {
        return casualties;
    }

    /** The closing comment, to copy to the blog. */
    public ReadOnlyStringProperty closingProperty() {
        return closing.getReadOnlyProperty();
    }
}
