package org.dynast.model.ruleset;

/**
 * A Special Case rule's status, and why: explicit from "[Active]"/"[Inactive]" in its title, or its
 * Default Status by the era's rule (e.g. "[Rare]" makes it Inactive by default).
 */
public record SpecialCaseStatus(boolean active, boolean explicit, String reason) {

    public String label() {
        return active ? "Active" : "Inactive";
    }
}
