/**
 * Ruleset 217 ("Districts", the City): the dynasty's rules as pure values and functions — no store, no action log,
 * no JavaFX. The module ({@code org.dynast.model.districts}) keeps the state, logs the actions and backs
 * {@link org.dynast.model.districts.rules.Dice} with the seeded Dice Roller.
 *
 * <h2>API</h2>
 * <ul>
 *   <li>{@link org.dynast.model.districts.rules.Dice} — {@code roll(sides, purpose, secret)}; every draw comes back
 *       in a {@link org.dynast.model.districts.rules.Step}'s {@link org.dynast.model.districts.rules.Draw}s.</li>
 *   <li>{@link org.dynast.model.districts.rules.District} — immutable values (People, Food, Defences, Order,
 *       Ingenuity, Energy Trap, Calendar, Commons, Innovations, Factions), withers, and the derived flags
 *       {@code abandoned() famished() starving() chaos() fallowValue(n) housedFactions() effectApplies(..)}.</li>
 *   <li>{@link org.dynast.model.districts.rules.Consequence}: {@link org.dynast.model.districts.rules.Upside} and
 *       {@link org.dynast.model.districts.rules.Downside} (enums; {@code text()}, {@code shortName()},
 *       {@code thirdWord()}, {@code Consequence.named(..)}).</li>
 *   <li>{@link org.dynast.model.districts.rules.Catalogue} — the table of Innovations (ordered; {@code
 *       withInnovationMoved}) and the Commons, loaded from {@code ruleset-217-catalogue.json}
 *       ({@code Catalogue.ruleset217()}); {@link org.dynast.model.districts.rules.Innovation},
 *       {@link org.dynast.model.districts.rules.Commons} carry name constants for the effects in code.</li>
 * </ul>
 */
package org.dynast.model.districts.rules;
