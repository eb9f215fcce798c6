package org.dynast.model.districts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;

/**
 * Ruleset 217, "Innovation": "When a District Innovates, they choose one Innovation for which they meet all
 * prerequisites, pay its Ingenuity cost, and then understand it."
 */
public final class Innovating {

    private Innovating() {
    }

    /** Why {@code district} cannot Innovate {@code innovation} now, in the rule's words; empty if it can. */
    public static Optional<String> bar(District district, Innovation innovation, Catalogue catalogue) {
        if (district.understands(innovation.name())) {
            return Optional.of(district.name() + " already understands " + innovation.name() + ".");
        }
        for (String p : innovation.prerequisites()) {
            Optional<Innovation> named = catalogue.innovation(p);
            if (named.isPresent()) {
                if (!district.understands(named.get().name())) {
                    return Optional.of(innovation.name() + " requires that the District must understand " + p + ".");
                }
            } else if (p.equalsIgnoreCase(Innovation.NOT_FAMISHED)) {
                if (district.famished()) {
                    return Optional.of(innovation.name() + "'s prerequisite is \"You are not Famished\", and "
                            + district.name() + " is Famished.");
                }
            } else {
                return Optional.of(innovation.name() + "'s prerequisite \"" + p + "\" is neither an Innovation nor a"
                        + " condition these rules can check.");
            }
        }
        if (district.ingenuity() < innovation.cost()) {
            return Optional.of(district.name() + " cannot pay " + innovation.name() + "'s Ingenuity cost of "
                    + innovation.cost() + " (Ingenuity " + district.ingenuity() + ").");
        }
        return Optional.empty();
    }

    /** The Innovations {@code district} could Innovate now, in table order. */
    public static List<Innovation> available(District district, Catalogue catalogue) {
        return catalogue.innovations().stream().filter(i -> bar(district, i, catalogue).isEmpty()).toList();
    }

    /** {@code district} Innovates {@code innovation}: pays its cost, then understands it. Refused if it may not. */
    public static District innovate(District district, String innovation, Catalogue catalogue) {
        Work w = new Work(district, new Situation(catalogue, 1, List.of(), List.of(), 0), Choices.outcome(1),
                (sides, purpose, secret) -> {
                    throw new IllegalStateException("Innovating draws no dice");
                });
        innovate(w, innovation);
        return w.d;
    }

    static void innovate(Work w, String name) {
        if (name == null || name.isBlank()) {
            throw new Refusal("Innovation", "Choose the Innovation to understand when Innovating.");
        }
        Innovation innovation = w.catalogue().innovationOrRefuse(name);
        bar(w.d, innovation, w.catalogue()).ifPresent(why -> {
            throw new Refusal("Innovation", why);
        });
        List<String> understood = new ArrayList<>(w.d.innovations());
        understood.add(innovation.name());
        w.d = w.d.withIngenuity(w.d.ingenuity() - innovation.cost()).withInnovations(understood);
        w.trace.step(w.d.name() + " pays " + innovation.cost() + " Ingenuity and understands " + innovation.name()
                + " (Ingenuity " + w.d.ingenuity() + ").");
    }
}
