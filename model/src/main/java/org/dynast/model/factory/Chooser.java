package org.dynast.model.factory;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * Asks the Worker the choices the rules leave to them (which Box pays, which Things to keep at the
 * cap, the number for Number Press...). The engine asks only when there is a real choice; it never
 * guesses. Returning null cancels the action.
 */
public interface Chooser {

    /** One of {@code options}, or null to cancel. */
    String choose(String question, List<String> options);

    /** Between {@code min} and {@code max} of {@code options} (a multiset), or null to cancel. */
    List<String> chooseSome(String question, List<String> options, int min, int max);

    /** For actions with no choice to make: any question is a mistake. */
    Chooser NONE = new Chooser() {
        @Override
        public String choose(String question, List<String> options) {
            throw new IllegalStateException("Unexpected question: " + question);
        }

        @Override
        public List<String> chooseSome(String question, List<String> options, int min, int max) {
            throw new IllegalStateException("Unexpected question: " + question);
        }
    };

    /** Answers from a script, in order; "a, b" answers a chooseSome. For tests and replays. */
    static Chooser scripted(String... answers) {
        Deque<String> left = new ArrayDeque<>(Arrays.asList(answers));
        return new Chooser() {
            @Override
            public String choose(String question, List<String> options) {
                String a = left.poll();
                if (a == null) {
                    throw new IllegalStateException("No scripted answer for: " + question + " " + options);
                }
                return a;
            }

            @Override
            public List<String> chooseSome(String question, List<String> options, int min, int max) {
                String a = left.poll();
                if (a == null) {
                    throw new IllegalStateException("No scripted answer for: " + question + " " + options);
                }
                return a.isBlank() ? List.of() : Arrays.stream(a.split(",")).map(String::strip).toList();
            }
        };
    }
}
