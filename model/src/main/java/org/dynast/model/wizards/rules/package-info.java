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
 *   <li>{@link org.dynast.model.wizards.rules.Breeding} — {@code breed(realm, Request)} → {@code Bred} (realm
 *       after, Food spent, removed creature, {@code summary()}); {@code stocks(realm, breeder)} and
 *       {@code whelps(realm, breeder, proprietor, index)} list every choice, illegal ones with their reason;
 *       {@code firstCreature(realm, wizard, creature, chosenAnimals)}; {@code freeQuality(wizard, index, q)}.</li>
 *   <li>{@link org.dynast.model.wizards.rules.Feeding} — {@code weekly(realm, byKing)} → {@code Feed} (realm after,
 *       a {@code Line} per Wizard, the {@code Record} the Soup Kitchen reads); {@code soupKitchen(wizard,
 *       history, visited)}; {@code setUnderling(realm, wizard, quality)}, {@code underlingCost(q)}.</li>
 *   <li>{@link org.dynast.model.wizards.rules.Dice} — the injected DICEn with a purpose.</li>
 *   <li>{@link org.dynast.model.wizards.rules.BattleEffect}, {@link org.dynast.model.wizards.rules.Battlefield}
 *       ({@code parse("City Gates: nearby, walled, level")}, {@code shipped()} the 13 current ones,
 *       {@code duelChoice(three, current)}), {@link org.dynast.model.wizards.rules.StrengthTable}
 *       ({@code standard()} from strength-table.json; {@code strength(creature, field)} with its terms).</li>
 *   <li>{@link org.dynast.model.wizards.rules.Tactic}, {@link org.dynast.model.wizards.rules.Slot},
 *       {@link org.dynast.model.wizards.rules.Plan} ({@code parse("Winged Horse; Bait Emu; empty")},
 *       {@code write()}, {@code check(realm, wizard, plan)}, {@code panache(realm, wizard)}).</li>
 *   <li>{@link org.dynast.model.wizards.rules.Force} ({@code of(wizard, plan)}, {@code west(numbers)}) and
 *       {@link org.dynast.model.wizards.rules.Battle}: {@code fight(table, field, first, second, dice)} →
 *       {@code Result} with a {@code SlotResult} per slot (each side's Strength terms), wins, the DICE2
 *       {@code TieBreak}, {@code triumphant()} and {@code text()} to post.</li>
 *   <li>{@link org.dynast.model.wizards.rules.Campaign} — {@code battlefields(number, names, dice)},
 *       {@code participate(realm, fields, participants, Participation)} (locks the listed creatures),
 *       {@code close(realm, number, fields, participations, military, table, dice)} → {@code Closed} (the
 *       Western Force, every battle, casualties, success, military after, Favor changes, realm after,
 *       {@code text()}).</li>
 *   <li>{@link org.dynast.model.wizards.rules.Court} — {@code received(wizard, amount)} (Queen / Royal Mistress
 *       +1), {@code duelFavor(triumphant)} (3, +1 Gaudy), {@code influence(wizard, military)}.</li>
 * </ul>
 */
package org.dynast.model.wizards.rules;
