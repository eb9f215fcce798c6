package org.dynast.app.walkthrough;

import java.util.List;
import org.dynast.model.dynasty.Dynasty;

/**
 * One walkthrough, read from its JSON file (format in docs/walkthroughs.md): a title, a summary, the dynasty
 * modules it needs (empty: every dynasty), whether the viewer-only window of a replay offers it too, the
 * {@link Scenario} its sandbox is built from (null: the one its modules imply), and its steps.
 */
public record Walkthrough(String id, String title, String summary, List<String> modules, boolean viewer,
                          String scenario, List<Step> steps) {

    public Walkthrough {
        modules = modules == null ? List.of() : List.copyOf(modules);
        steps = List.copyOf(steps);
    }

    /** Where a step may be shown: the console (on its sandbox), or the viewer-only window of a replay. */
    public static final String CONSOLE = "console";
    public static final String VIEWER = "viewer";

    /** This walkthrough as shown in {@code where}: without the steps meant only for the other window. */
    public Walkthrough in(String where) {
        return new Walkthrough(id, title, summary, modules, viewer, scenario,
                steps.stream().filter(s -> s.in() == null || s.in().equals(where)).toList());
    }

    /** Whether a dynasty runs every module this walkthrough needs. */
    public boolean offeredFor(Dynasty dynasty) {
        return modules.stream().allMatch(m -> dynasty != null && dynasty.runs(m));
    }

    /**
     * One step: the tab to show and the control in it to highlight (by fx:id), what it is, the ruleset sentence it
     * comes from (by the rule's title and a keyword of the sentence), what to do, and the named condition that says
     * it is done ({@code next}: the learner presses Next). {@code action} is an optional sandbox-only help, such as
     * letting time pass ({@code wait:PT12H}). {@code in} shows the step only in one window ({@code console} or
     * {@code viewer}); null: in both. {@code seen} is what the card says to look at once the step is done ("see the
     * tally change"), before the learner presses Next; null: a general word.
     */
    public record Step(String tab, String control, String title, String explain, String rule, String keyword,
                       String todo, String done, String action, String in, String seen) {
    }
}
