package org.dynast.model.districts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;

/**
 * Ruleset 217, "Commons": "At any time a District may spend x*4 from their Energy Trap to establish a new Connection to
 * a Commons, where x is their number of pre-existing Connections [...] Once established, such a connection may not be
 * broken."
 */
public final class Connections {

    private Connections() {
    }

    /** What the next Connection costs {@code district}: 4 × its pre-existing Connections. */
    public static int cost(District district) {
        return 4 * district.connections();
    }

    /** Why {@code district} cannot connect to {@code commons} now; empty if it can. */
    public static Optional<String> bar(District district, String commons, Catalogue catalogue) {
        if (catalogue.commons(commons).isEmpty()) {
            return Optional.of("There is no Commons named \"" + commons + "\".");
        }
        int cost = cost(district);
        if (district.energyTrap() < cost) {
            return Optional.of(district.name() + " must spend " + cost + " from its Energy Trap (4 × "
                    + district.connections() + " pre-existing Connections) and has " + district.energyTrap() + ".");
        }
        return Optional.empty();
    }

    /** Spends 4 × pre-existing Connections from the Energy Trap and adds the Connection at the end of its Commons. */
    public static District establish(District district, String commons, Catalogue catalogue) {
        bar(district, commons, catalogue).ifPresent(why -> {
            throw new Refusal("Commons", why);
        });
        List<String> connected = new ArrayList<>(district.commons());
        connected.add(catalogue.commons(commons).orElseThrow().name());
        return district.withEnergyTrap(district.energyTrap() - cost(district)).withCommons(connected);
    }
}
