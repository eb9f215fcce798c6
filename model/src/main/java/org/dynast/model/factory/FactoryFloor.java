package org.dynast.model.factory;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A Ruleset 190 dynasty's whole factory floor: every Worker's and Bot's state, the Clients' Wants, when
 * the last Cycle was, and what the bots have done since it. Stored and logged as one entity.
 */
public final class FactoryFloor {

    public long dynastyId;
    public List<WorkerState> workers = new ArrayList<>();
    /** Kept values of players who are not Workers now (Idle, or the Factory), for when they return. */
    public List<WorkerState> away = new ArrayList<>();
    /** Each Client's Wants, by the Client's full name. */
    public Map<String, List<String>> wants = new LinkedHashMap<>();
    public Instant lastCycle;
    public boolean cogbotTurnedOn;
    /** Workers who have caused Sharebot to act since the last Cycle. */
    public List<String> sharebotCausedBy = new ArrayList<>();
    /** What each Worker has done in the current Cycle, with the choices they made (for Monkeybot). */
    public Map<String, List<Performed>> performedThisCycle = new LinkedHashMap<>();
    /** The Worker whose Capstone achieved victory, if any. */
    public String victor;

    public FactoryFloor() {
    }

    public static FactoryFloor empty(long dynastyId) {
        FactoryFloor f = new FactoryFloor();
        f.dynastyId = dynastyId;
        for (Client c : Client.values()) {
            f.wants.put(c.fullName(), new ArrayList<>());
        }
        for (String bot : Bots.NAMES) {
            f.workers.add(WorkerState.newWorker(bot, true));
        }
        return f;
    }

    public Optional<WorkerState> worker(String name) {
        String key = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return workers.stream().filter(w -> w.name.toLowerCase(Locale.ROOT).equals(key)).findFirst();
    }

    public List<String> wantsOf(Client client) {
        return wants.computeIfAbsent(client.fullName(), k -> new ArrayList<>());
    }

    public List<WorkerState> bots() {
        return workers.stream().filter(w -> w.bot).toList();
    }
}
