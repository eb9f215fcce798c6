package org.dynast.model.factory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleExchange;

/** The factory's part of the dynasty file (schema 3): the floor, each Worker named by their player's name. */
final class FactoryExchange implements ModuleExchange {

    private final JsonDocuments<FactoryFloor> floors;

    FactoryExchange(JsonDocuments<FactoryFloor> floors) {
        this.floors = floors;
    }

    @Override
    public List<String> fields() {
        return List.of("factory");
    }

    @Override
    public Map<String, Object> export(long dynastyId, ExportNames names) {
        return ModuleExchange.ordered("factory",
                floors.find(Long.toString(dynastyId)).map(f -> floorData(f, names)).orElse(null));
    }

    /** The floor with each Worker named by their player's name and no database ids. */
    private static FactoryFloor floorData(FactoryFloor floor, ExportNames names) {
        for (WorkerState w : concat(floor.workers, floor.away)) {
            if (w.playerId != null) {
                String name = names.player(w.playerId);
                if (name != null) {
                    w.name = name;
                }
                w.playerId = null;
            }
        }
        floor.dynastyId = 0;
        return floor;
    }

    @Override
    public CheckedPart read(ImportInput in) {
        FactoryFloor floor = in.field("factory", FactoryFloor.class);
        if (floor != null) {
            in.require(floor.workers != null, "factory.workers", "is missing");
            for (int i = 0; i < floor.workers.size(); i++) {
                WorkerState w = floor.workers.get(i);
                String at = "factory.workers[" + i + "]";
                in.require(w != null && w.name != null && !w.name.isBlank(), at + ".name", "a Worker needs a name");
                in.require(w.bot || in.hasPlayer(w.name), at + ".name",
                        "\"" + w.name + "\" is neither a Bot nor among the players");
            }
        }
        return (changes, ids) -> insert(changes, ids, floor);
    }

    private void insert(Changes changes, ImportIds ids, FactoryFloor floor) {
        if (floor == null) {
            return;
        }
        floor.dynastyId = ids.dynastyId();
        for (WorkerState w : concat(floor.workers, floor.away)) {
            w.playerId = w.bot || w.name == null ? null : ids.player(w.name);
        }
        changes.insert(floors, floor);
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a == null ? List.of() : a);
        all.addAll(b == null ? List.of() : b);
        return all;
    }
}
