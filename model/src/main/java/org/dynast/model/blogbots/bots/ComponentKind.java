package org.dynast.model.blogbots.bots;

/** The three kinds of component a Bot is built of (and a Spare Parts Bin holds). */
public enum ComponentKind {
    ENGINE("Engine"), CHASSIS("Chassis"), SYSTEM("System");

    private final String word;

    ComponentKind(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
