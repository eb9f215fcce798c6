package org.dynast.app.walkthrough;

import java.util.List;
import org.dynast.model.dynasty.Dynasty;

/**
 * One walkthrough, read from its JSON file (format in docs/walkthroughs.md): a title, a summary, the dynasty
 * modules it needs (empty: every dynasty) and its steps.
 */
public record Walkthrough(String id, String title, String summary, List<String> modules, List<Step> steps) {

    public Walkthrough {
        modules = modules == null ? List.of() : List.copyOf(modules);
        steps = List.copyOf(steps);
    }

    /** Whether a dynasty runs every module this walkthrough needs. */
    public boolean offeredFor(Dynasty dynasty) {
        return modules.stream().allMatch(m -> dynasty != null && dynasty.runs(m));
    }

    /**
     * One step: the tab to show and the control in it to highlight (by fx:id), what it is, the ruleset sentence it
     * comes from (by the rule's title and a keyword of the sentence), what to do, and the named condition that says
     * it is done ({@code next}: the learner presses Next). {@code action} is an optional sandbox-only help, such as
     * letting time pass ({@code wait:PT12H}).
     */
    public record Step(String tab, String control, String title, String explain, String rule, String keyword,
                       String todo, String done, String action) {
    }
}
