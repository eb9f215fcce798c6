package org.dynast.model.districts.rules;

/**
 * "There exist a number of Commons, each of which has a name and a Connection Effect." The row is data; the
 * effect's working is code keyed by the name (the constants below).
 */
public record Commons(String name, String effect) {

    public static final String GRAZING_LANDS = "The Grazing Lands";
    public static final String DESERTED_BARRACKS = "The Deserted Barracks";
    public static final String SHRINE_TO_ICLASEER = "Shrine to Iclaseer";
    public static final String SHRINE_TO_OSEELE = "Shrine to Oseele";
    public static final String SILICON_LAKE = "The Silicon Lake";
    public static final String GNOSTIC_MAINFRAME = "Gnostic Mainframe";
    public static final String STORMBROW_PEAK = "Stormbrow Peak";

    public Commons {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("A Commons needs a name");
        }
        name = name.strip();
        effect = effect == null ? "" : effect;
    }

    public boolean named(String other) {
        return other != null && name.equalsIgnoreCase(other.strip());
    }
}
