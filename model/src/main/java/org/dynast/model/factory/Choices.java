package org.dynast.model.factory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.dynast.model.Refusal;

/**
 * The choices an action makes, asked of the Worker through the {@link Chooser} only when there is a real choice
 * (one option is taken without asking). Each choice is recorded under a key ({@code box}, {@code things},
 * {@code machine}...) for Monkeybot; when Monkeybot copies an action the recorded choices are made again in the
 * same order, and only dice are rolled anew. A choice that follows from random results (which new Things to keep at
 * the cap) is neither recorded nor copied: it is asked again.
 */
final class Choices {

    private final Chooser chooser;
    private List<Performed.Choice> recording;
    private List<Performed.Choice> replay;

    Choices(Chooser chooser) {
        this.chooser = chooser;
    }

    /** Records the choices of the action being performed into {@code into}. */
    void record(List<Performed.Choice> into) {
        recording = into;
    }

    /** Makes the choices recorded in {@code performed} again, for Monkeybot. */
    void replay(Performed performed) {
        replay = new ArrayList<>(performed.choices());
    }

    boolean replaying() {
        return replay != null;
    }

    /** One of {@code options}: copied, taken if it is the only one, or asked. */
    String one(String key, String question, List<String> options) {
        String answer = copied(key);
        if (answer != null) {
            if (!options.contains(answer)) {
                throw notIdentical(answer, options);
            }
        } else {
            answer = options.size() == 1 ? options.get(0) : ask(question, options);
        }
        recorded(key, answer);
        return answer;
    }

    /** Between {@code min} and {@code max} of {@code options}: copied, all of them if that is the only way, or asked. */
    List<String> some(String key, String question, List<String> options, int min, int max) {
        String copy = copied(key);
        List<String> answer;
        if (copy != null) {
            answer = copy.isBlank() ? List.of() : Arrays.stream(copy.split(",")).map(String::strip).toList();
            if (!fits(answer, options, min, max)) {
                throw notIdentical(copy, options);
            }
        } else {
            answer = options.size() == min ? List.copyOf(options) : askSome(question, options, min, max);
        }
        recorded(key, String.join(", ", answer));
        return answer;
    }

    int number(String key, String question, int min, int max) {
        List<String> options = new ArrayList<>();
        for (int i = min; i <= max; i++) {
            options.add(Integer.toString(i));
        }
        return Integer.parseInt(one(key, question, options));
    }

    /** A choice that follows from random results: asked each time, never recorded or copied. */
    List<String> fresh(String question, List<String> options, int min, int max) {
        return askSome(question, options, min, max);
    }

    /** Asks the Worker which of several different performances of the same action Monkeybot copies. */
    String which(String question, List<String> options) {
        return ask(question, options);
    }

    private String copied(String key) {
        if (replay == null) {
            return null;
        }
        for (int i = 0; i < replay.size(); i++) {
            if (replay.get(i).key().equals(key)) {
                return replay.remove(i).answer();
            }
        }
        return null;
    }

    private void recorded(String key, String answer) {
        if (recording != null) {
            recording.add(new Performed.Choice(key, answer));
        }
    }

    private static Refusal notIdentical(String answer, List<String> options) {
        return new Refusal("Bots", "Monkeybot may perform an action identical in all respects to the Worker's, "
                + "provided that Monkeybot is legally allowed to perform the action: the Worker chose " + answer
                + ", and Monkeybot can choose only " + String.join(", ", options) + ".");
    }

    private static boolean fits(List<String> answer, List<String> options, int min, int max) {
        if (answer.size() < min || answer.size() > max) {
            return false;
        }
        List<String> left = new ArrayList<>(options);
        return answer.stream().allMatch(left::remove);
    }

    private String ask(String question, List<String> options) {
        String answer = chooser.choose(question, options);
        if (answer == null) {
            throw new Cancelled(question);
        }
        if (!options.contains(answer)) {
            throw new Refusal("Choice", answer + " is not one of " + String.join(", ", options) + ".");
        }
        return answer;
    }

    private List<String> askSome(String question, List<String> options, int min, int max) {
        List<String> answer = chooser.chooseSome(question, options, min, max);
        if (answer == null) {
            throw new Cancelled(question);
        }
        if (answer.size() < min || answer.size() > max) {
            throw new Refusal("Choice", "Choose " + (min == max ? Integer.toString(min) : min + " to " + max)
                    + ": " + question);
        }
        List<String> left = new ArrayList<>(options);
        for (String a : answer) {
            if (!left.remove(a)) {
                throw new Refusal("Choice", a + " is not one of " + String.join(", ", options) + ".");
            }
        }
        return answer;
    }
}
