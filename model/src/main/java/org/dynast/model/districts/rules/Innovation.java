package org.dynast.model.districts.rules;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * A row of the rule "Innovation"'s table: "Each Innovation has an Innovation type, a name, an Ingenuity cost, zero or
 * more prerequisites, and an effect which is applied to every District who understands it." The row is data (a
 * proposal may change a cost); the effect's working is code, keyed by the name (the constants below).
 */
public record Innovation(InnovationType type, String name, int cost, List<String> prerequisites, String effect) {

    public static final String SHARED_WISDOM = "Shared Wisdom";
    public static final String INDOOR_GARDENS = "Indoor Gardens";
    public static final String MILITARY_RESEARCH = "Military Research";
    public static final String IMPROVISED_SHIELDS = "Improvised Shields";
    public static final String SCAVENGING_PARTIES = "Scavenging Parties";
    public static final String CAREFUL_RATIONING = "Careful Rationing";
    public static final String COMMUNITY_FOOD_BANKS = "Community Food Banks";
    public static final String COMMUNAL_SWAY = "Communal Sway";
    public static final String GADGET_REPOSITORY = "Gadget Repository";

    /** The one prerequisite in the table that names no Innovation. */
    public static final String NOT_FAMISHED = "You are not Famished";

    public Innovation {
        if (type == null) {
            throw new IllegalArgumentException("An Innovation needs a type");
        }
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("An Innovation needs a name");
        }
        if (cost < 0) {
            throw new IllegalArgumentException("The Innovation " + name + "'s Ingenuity cost cannot be negative");
        }
        name = name.strip();
        prerequisites = prerequisites == null ? List.of() : List.copyOf(prerequisites);
        effect = effect == null ? "" : effect;
    }

    @JsonCreator
    static Innovation fromJson(@JsonProperty("type") String type, @JsonProperty("name") String name,
                               @JsonProperty("cost") int cost, @JsonProperty("prerequisites") List<String> prerequisites,
                               @JsonProperty("effect") String effect) {
        return new Innovation(InnovationType.of(type), name, cost, prerequisites, effect);
    }

    /** Whether the effect is a Work effect, performed when Labouring. */
    public boolean hasWorkEffect() {
        return effect.regionMatches(true, 0, "Work effect", 0, "Work effect".length());
    }

    /**
     * "(If a Prerequisite is the name of another Innovation, it requires that the District must understand that
     * Innovation.)" The prerequisites that are names of Innovations in {@code table}.
     */
    public List<String> innovationPrerequisites(List<Innovation> table) {
        return prerequisites.stream().filter(p -> table.stream().anyMatch(i -> i.name().equalsIgnoreCase(p))).toList();
    }

    public boolean named(String other) {
        return other != null && name.equalsIgnoreCase(other.strip());
    }
}
