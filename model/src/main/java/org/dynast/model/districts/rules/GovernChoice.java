package org.dynast.model.districts.rules;

/** "When a District Governs, it may choose to either Gather, Innovate or gain 1 Order". */
public enum GovernChoice {
    GATHER("Gather"),
    INNOVATE("Innovate"),
    GAIN_ORDER("gain 1 Order");

    private final String text;

    GovernChoice(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }
}
