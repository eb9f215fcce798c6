package org.dynast.model.blogbots.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An Operator's one Bot ("Bot Loadout"): a name (flavour text), an Engine, a Chassis and "an ordered
 * list of Systems" listed front to back, each with its Condition. Immutable; every change returns a
 * new Bot. Whether the list fits the Chassis' hardpoints is checked by the workshop actions, not here,
 * so a Bot read from an old file still loads.
 */
public record Bot(String name, Part engine, Part chassis, List<Part> systems) {

    /** "An Engine, which is by default an Petrol motor" */
    public static final String DEFAULT_ENGINE = "Petrol";
    /** "A Chassis, which is by default an Apex Systems X1500" */
    public static final String DEFAULT_CHASSIS = "Apex Systems X1500";

    public Bot {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(engine, "engine");
        Objects.requireNonNull(chassis, "chassis");
        systems = List.copyOf(systems);
        if (engine.kind() != ComponentKind.ENGINE || chassis.kind() != ComponentKind.CHASSIS
                || systems.stream().anyMatch(s -> s.kind() != ComponentKind.SYSTEM)) {
            throw new IllegalArgumentException("A Bot's engine, chassis and systems must be of those kinds.");
        }
    }

    /** The default Bot: a Petrol motor in an Apex Systems X1500, no Systems, all at 100%. */
    public static Bot standard(String name) {
        return new Bot(name, Part.engine(DEFAULT_ENGINE, 100), Part.chassis(DEFAULT_CHASSIS, 100), List.of());
    }

    public Bot named(String newName) {
        return new Bot(newName, engine, chassis, systems);
    }

    public Bot withEngine(Part part) {
        return new Bot(name, part, chassis, systems);
    }

    public Bot withChassis(Part part) {
        return new Bot(name, engine, part, systems);
    }

    public Bot withSystems(List<Part> list) {
        return new Bot(name, engine, chassis, list);
    }

    /** This Bot with {@code part} mounted at {@code index} (0 is the front). */
    public Bot withSystemAt(int index, Part part) {
        List<Part> list = new ArrayList<>(systems);
        list.add(Math.max(0, Math.min(index, list.size())), part);
        return withSystems(list);
    }

    public Bot withoutSystemAt(int index) {
        List<Part> list = new ArrayList<>(systems);
        list.remove(index);
        return withSystems(list);
    }

    /** Every component, engine and chassis first, then the systems front to back. */
    public List<Part> components() {
        List<Part> all = new ArrayList<>();
        all.add(engine);
        all.add(chassis);
        all.addAll(systems);
        return all;
    }

    public boolean hasSystem(String systemName) {
        return systems.stream().anyMatch(s -> s.name().equalsIgnoreCase(systemName));
    }
}
