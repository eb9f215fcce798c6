package org.dynast.model.factory;

import java.util.Optional;

/** "There are three Clients, the Square Masses (syn. "Masses"), the Cube Elite (syn. "Elite") and the Tesseract Vatican (syn. "Vatican")." */
public enum Client {
    MASSES("Square Masses", "Masses"), ELITE("Cube Elite", "Elite"), VATICAN("Tesseract Vatican", "Vatican");

    private final String fullName;
    private final String shortName;

    Client(String fullName, String shortName) {
        this.fullName = fullName;
        this.shortName = shortName;
    }

    public String fullName() {
        return fullName;
    }

    public String shortName() {
        return shortName;
    }

    public static Optional<Client> named(String name) {
        for (Client c : values()) {
            if (c.fullName.equalsIgnoreCase(name.strip()) || c.shortName.equalsIgnoreCase(name.strip())) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** "2 Cogs for 1 Want, 4 Cogs for 2 Wants, and 7 Cogs for 3 or more Wants." */
    public static int reportCogs(int wants) {
        return wants <= 0 ? 0 : wants == 1 ? 2 : wants == 2 ? 4 : 7;
    }
}
