/**
 * Ruleset 168 ("Wizards") as pure rules: values and functions, no store, no action log, no JavaFX.
 * Every check returns an {@link org.dynast.model.wizards.rules.Outcome}: the result, or the
 * {@link org.dynast.model.Refusal} in the rule's words (naming the rule). Nothing here changes anything;
 * the service applies a result in one transaction and logs it.
 *
 * <h2>API summary</h2>
 * <ul>
 *   <li>{@link org.dynast.model.wizards.rules.Quality} — the 21 qualities, {@code listedUpkeep()},
 *       {@code miraculous()}, {@code incompatible()}, {@code named(text)}.</li>
 *   <li>{@link org.dynast.model.wizards.rules.Creature} — type + ordered qualities; {@code parse(wording)}
 *       (refusal names the word and why), {@code wording()}, {@code equivalent(other)},
 *       {@code adding(quality)}, {@code without(quality)}.</li>
 *   <li>{@link org.dynast.model.wizards.rules.Stable} — up to five creatures, at most one Spectral;
 *       {@code parse("A; B")}, {@code write()}, {@code place(creature, removeIndex, locked)},
 *       {@code removing(index, locked)}.</li>
 *   <li>{@link org.dynast.model.wizards.rules.Upkeep} — per Wizard (Underling Type = 0, Unholy +1):
 *       {@code of(quality|creature|stable)}, {@code ofUnderlingType()}.</li>
 *   <li>{@link org.dynast.model.wizards.rules.Identity}, {@link org.dynast.model.wizards.rules.Ally} —
 *       court allies, {@code "Queen(3)"}, {@code "ArchBishop(2)(Winged)"}; {@code parseAll}/{@code writeAll}.</li>
 *   <li>{@link org.dynast.model.wizards.rules.Wizard} (the Druid is a Wizard with {@code druid}) and
 *       {@link org.dynast.model.wizards.rules.Realm} (all Wizards; {@code unholy()}, {@code upkeep(w)}).</li>
 * </ul>
 */
package org.dynast.model.wizards.rules;
