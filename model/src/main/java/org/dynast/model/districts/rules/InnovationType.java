package org.dynast.model.districts.rules;

import java.util.Locale;

/**
 * "While a District’s People is zero, the effects of Societal Innovations do not apply to that District. While a
 * District’s Energy Trap is zero, the effects of Technological Innovations do not apply to that District."
 */
public enum InnovationType {
    SOCIETAL("Societal"),
    TECHNOLOGICAL("Technological");

    private final String label;

    InnovationType(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static InnovationType of(String label) {
        for (InnovationType t : values()) {
            if (t.label.equalsIgnoreCase(label == null ? "" : label.strip())) {
                return t;
            }
        }
        throw new IllegalArgumentException("An Innovation type is Societal or Technological, not \"" + label + "\"");
    }

    @Override
    public String toString() {
        return label.toLowerCase(Locale.ROOT);
    }
}
