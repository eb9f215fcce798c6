package org.dynast.model.blogbots.bots;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.dynast.model.log.Snapshots;

/**
 * The Engines, Chassis and Systems tables of "Bot Loadout" as data: shipped as
 * {@code /bots/catalogue-205.json}, copied into each dynasty, and edited by the emperor when a
 * Proposal changes a number. Names match ignoring case.
 */
public record Catalogue(int ruleset, List<EngineType> engines, List<ChassisModel> chassis, List<SystemType> systems) {

    private static final ObjectMapper MAPPER = Snapshots.standardMapper().copy()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    public Catalogue {
        engines = List.copyOf(engines);
        chassis = List.copyOf(chassis);
        systems = List.copyOf(systems);
        unique(engines, EngineType::name, "Engine");
        unique(chassis, ChassisModel::name, "Chassis");
        unique(systems, SystemType::name, "System");
    }

    private static <T> void unique(List<T> list, Function<T, String> name, String what) {
        Set<String> seen = new HashSet<>();
        for (T t : list) {
            if (!seen.add(name.apply(t).toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("Two " + what + " types are named " + name.apply(t) + ".");
            }
        }
    }

    /** The Ruleset 205 tables as they ship. */
    public static Catalogue shipped() {
        String resource = "/bots/catalogue-205.json";
        try (InputStream in = Catalogue.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing resource " + resource);
            }
            return MAPPER.readValue(in, Catalogue.class);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + resource, e);
        }
    }

    /** This catalogue as indented JSON, for the emperor to edit. */
    public String toJson() {
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(this);
        } catch (JacksonException e) {
            throw new IllegalStateException("Cannot write the catalogue", e);
        }
    }

    /** Reads an edited catalogue; a malformed one is refused with an {@link IllegalArgumentException} saying why. */
    public static Catalogue fromJson(String json) {
        try {
            Catalogue c = MAPPER.readValue(json, Catalogue.class);
            if (c.engines().isEmpty() || c.chassis().isEmpty()) {
                throw new IllegalArgumentException("A catalogue needs at least one Engine and one Chassis.");
            }
            return c;
        } catch (JacksonException e) {
            throw new IllegalArgumentException("The catalogue cannot be read: " + e.getOriginalMessage());
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("The catalogue cannot be read: " + e.getMessage());
        }
    }

    /** Where (a Bot file's field path: engine, chassis, systems[i], systems) and why a Bot does not fit. */
    public record Misfit(String field, String why) {
    }

    /**
     * Whether {@code bot} is made of this catalogue's parts and fits its Chassis (rule "Bot Loadout": "An ordered
     * list of Systems, of which a single Bot may have between none and a number equal to the number of hardpoints
     * on the Bot's Chassis"); empty when it does. The same checks as a House Bot's and the workshop's.
     */
    public Optional<Misfit> misfit(Bot bot) {
        if (engine(bot.engine().name()).isEmpty()) {
            return Optional.of(new Misfit("engine", "there is no engine called '" + bot.engine().name()
                    + "' in the Ruleset " + ruleset + " catalogue"));
        }
        Optional<ChassisModel> model = chassis(bot.chassis().name());
        if (model.isEmpty()) {
            return Optional.of(new Misfit("chassis", "there is no chassis called '" + bot.chassis().name()
                    + "' in the Ruleset " + ruleset + " catalogue"));
        }
        for (int i = 0; i < bot.systems().size(); i++) {
            String name = bot.systems().get(i).name();
            if (system(name).isEmpty()) {
                return Optional.of(new Misfit("systems[" + i + "]", "there is no system called '" + name
                        + "' in the Ruleset " + ruleset + " catalogue"));
            }
        }
        int hardpoints = model.get().hardpoints();
        if (bot.systems().size() > hardpoints) {
            return Optional.of(new Misfit("systems", "a single Bot may have between none and a number equal to the "
                    + "number of hardpoints on the Bot's Chassis: " + model.get().name() + " has " + hardpoints
                    + ", and " + bot.name() + " has " + bot.systems().size() + " Systems"));
        }
        return Optional.empty();
    }

    public Optional<EngineType> engine(String name) {
        return engines.stream().filter(e -> e.name().equalsIgnoreCase(name)).findFirst();
    }

    public Optional<ChassisModel> chassis(String name) {
        return chassis.stream().filter(e -> e.name().equalsIgnoreCase(name)).findFirst();
    }

    public Optional<SystemType> system(String name) {
        return systems.stream().filter(e -> e.name().equalsIgnoreCase(name)).findFirst();
    }

    /** The one-off cost of a type of this kind, or empty if the catalogue has no such type. */
    public Optional<Integer> cost(ComponentKind kind, String name) {
        return switch (kind) {
            case ENGINE -> engine(name).map(EngineType::cost);
            case CHASSIS -> chassis(name).map(ChassisModel::cost);
            case SYSTEM -> system(name).map(SystemType::cost);
        };
    }

    /** This catalogue with {@code engine} replacing the type of the same name (or added). */
    public Catalogue with(EngineType engine) {
        return new Catalogue(ruleset, replace(engines, engine, EngineType::name), chassis, systems);
    }

    public Catalogue with(ChassisModel model) {
        return new Catalogue(ruleset, engines, replace(chassis, model, ChassisModel::name), systems);
    }

    public Catalogue with(SystemType system) {
        return new Catalogue(ruleset, engines, chassis, replace(systems, system, SystemType::name));
    }

    private static <T> List<T> replace(List<T> list, T value, Function<T, String> name) {
        Objects.requireNonNull(value);
        List<T> out = new ArrayList<>(list);
        for (int i = 0; i < out.size(); i++) {
            if (name.apply(out.get(i)).equalsIgnoreCase(name.apply(value))) {
                out.set(i, value);
                return out;
            }
        }
        out.add(value);
        return out;
    }
}
