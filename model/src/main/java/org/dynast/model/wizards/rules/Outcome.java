package org.dynast.model.wizards.rules;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.dynast.model.Refusal;

/**
 * What a rule check gives back: either the result of the action, or the {@link Refusal} in the rule's words
 * (naming the rule that refuses it). Nothing is changed by a check; the caller applies a result.
 */
public final class Outcome<T> {

    private final T value;
    private final Refusal refusal;

    private Outcome(T value, Refusal refusal) {
        this.value = value;
        this.refusal = refusal;
    }

    public static <T> Outcome<T> of(T value) {
        return new Outcome<>(Objects.requireNonNull(value, "value"), null);
    }

    public static <T> Outcome<T> refused(String rule, String message) {
        return new Outcome<>(null, new Refusal(rule, message));
    }

    public static <T> Outcome<T> refused(Refusal refusal) {
        return new Outcome<>(null, Objects.requireNonNull(refusal, "refusal"));
    }

    public boolean refused() {
        return refusal != null;
    }

    /** The refusal, if the rules do not allow the action. */
    public Optional<Refusal> refusal() {
        return Optional.ofNullable(refusal);
    }

    /** The refusal's message, or empty when allowed. */
    public Optional<String> reason() {
        return refusal().map(Refusal::getMessage);
    }

    /** The result, or throws the refusal. */
    public T orThrow() {
        if (refusal != null) {
            throw refusal;
        }
        return value;
    }

    public Optional<T> value() {
        return Optional.ofNullable(value);
    }

    public <U> Outcome<U> map(Function<? super T, ? extends U> f) {
        return refusal != null ? new Outcome<>(null, refusal) : Outcome.of(f.apply(value));
    }

    public <U> Outcome<U> then(Function<? super T, Outcome<U>> f) {
        return refusal != null ? new Outcome<>(null, refusal) : f.apply(value);
    }

    @Override
    public String toString() {
        return refusal != null ? "refused: " + refusal.getMessage() : "ok: " + value;
    }
}
