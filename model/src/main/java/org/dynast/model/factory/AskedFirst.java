package org.dynast.model.factory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A {@link Chooser} for "ask first, then act": it answers an action's questions from the answers the Worker gave
 * before the action ran, and at the first question it has no answer for (or whose options are no longer those the
 * answer was given for) it stops the action with a {@link Question}. The action's transaction is then rolled back
 * (nothing was kept); the console asks the question with no transaction open, adds the answer and runs the action
 * again. No dialog is ever open while an action holds the dynasty file.
 */
public final class AskedFirst implements Chooser {

    private final List<String> answers;
    private int next;

    /** Answers in the order the action asks its questions ("a, b" answers a choice of several). */
    public AskedFirst(List<String> answers) {
        this.answers = List.copyOf(answers);
    }

    /** The answers with {@code answer} given to the question asked at {@code index} (later answers dropped). */
    public static List<String> answering(List<String> answers, int index, String answer) {
        List<String> more = new ArrayList<>(answers.subList(0, Math.min(index, answers.size())));
        more.add(answer);
        return List.copyOf(more);
    }

    @Override
    public String choose(String question, List<String> options) {
        if (next < answers.size() && options.contains(answers.get(next))) {
            return answers.get(next++);
        }
        throw new Question(next, question, options, 1, 1, false);
    }

    @Override
    public List<String> chooseSome(String question, List<String> options, int min, int max) {
        if (next < answers.size()) {
            String a = answers.get(next);
            List<String> answer = a.isBlank() ? List.of() : Arrays.stream(a.split(",")).map(String::strip).toList();
            List<String> left = new ArrayList<>(options);
            if (answer.size() >= min && answer.size() <= max && answer.stream().allMatch(left::remove)) {
                next++;
                return answer;
            }
        }
        throw new Question(next, question, options, min, max, true);
    }

    /**
     * The action needs an answer it was not given: the {@code index}th question, with its options ({@code some}: from
     * {@code min} to {@code max} of them, else one). Thrown inside the action, so its transaction keeps nothing.
     */
    public static final class Question extends RuntimeException {

        private final int index;
        private final List<String> options;
        private final int min;
        private final int max;
        private final boolean some;

        Question(int index, String question, List<String> options, int min, int max, boolean some) {
            super(question, null, false, false);
            this.index = index;
            this.options = List.copyOf(options);
            this.min = min;
            this.max = max;
            this.some = some;
        }

        public int index() {
            return index;
        }

        public String question() {
            return getMessage();
        }

        public List<String> options() {
            return options;
        }

        public int min() {
            return min;
        }

        public int max() {
            return max;
        }

        /** Whether several options are chosen ({@link #min()} to {@link #max()}), not one. */
        public boolean some() {
            return some;
        }
    }
}
