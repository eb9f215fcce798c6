/**
 * Ruleset 217 ("Districts", the City): the dynasty's rules as pure values and functions — no store, no action log,
 * no JavaFX. The module ({@code org.dynast.model.districts}) keeps the state, logs the actions and backs
 * {@link org.dynast.model.districts.rules.Dice} with the seeded Dice Roller. Every function validates first and
 * throws {@link org.dynast.model.Refusal} (the rule's words) before anything is returned; inputs are never changed.
 *
 * <h2>Values</h2>
 * <ul>
 *   <li>{@link org.dynast.model.districts.rules.Dice} — {@code roll(sides, purpose, secret)}. Every draw comes back as
 *       a {@link org.dynast.model.districts.rules.Draw} inside the {@link org.dynast.model.districts.rules.Step} it
 *       served ({@code Step.secret()} when any of its draws is).</li>
 *   <li>{@link org.dynast.model.districts.rules.District} — immutable (People, Food, Defences, Order, Ingenuity, Energy
 *       Trap, Calendar, Commons in order with repeats, Innovations, Factions); {@code newDistrict(name)} gives the
 *       defaults (also Reinitialising); withers, {@code housing/notHousing}; derived {@code abandoned() famished()
 *       starving() chaos() fallowValue(n) housedFactions() houses(f) understands(i) connections()
 *       effectApplies(innovation, catalogue)}.</li>
 *   <li>{@link org.dynast.model.districts.rules.Consequence} = {@link org.dynast.model.districts.rules.Upside} |
 *       {@link org.dynast.model.districts.rules.Downside} (enums; {@code text()}, {@code shortName()} for storage,
 *       {@code Consequence.named(textOrShortName)}, {@code thirdWord()}).</li>
 *   <li>{@link org.dynast.model.districts.rules.Catalogue} — the table of Innovations (ordered) and the Commons, data in
 *       {@code org/dynast/model/districts/ruleset-217-catalogue.json} ({@code Catalogue.ruleset217()});
 *       {@code withInnovationMoved(moved, anchor, below)}. {@link org.dynast.model.districts.rules.Innovation} and
 *       {@link org.dynast.model.districts.rules.Commons} hold the name constants their effects are keyed by.</li>
 *   <li>{@link org.dynast.model.districts.rules.Outcome} (Upside, Downside, the Faction of "Gain 5 People"),
 *       {@link org.dynast.model.districts.rules.Dilemma} (number, postedAt, two Outcomes, reactions by District and
 *       time; {@code ongoing(districts, now)}, {@code ceasesAt(districts)}, {@code withReaction}).</li>
 *   <li>{@link org.dynast.model.districts.rules.Situation} (catalogue, Dilemma number, every District, Prospect, Solar
 *       Field) and {@link org.dynast.model.districts.rules.Choices} (Outcome, Labour, Govern and Innovate, Socialize,
 *       Communal Sway, Improvised Shields, Silicon Lake, Food Banks re-roll, Gadget Repository, stop housing): what a
 *       Reaction sees and decides.</li>
 * </ul>
 *
 * <h2>Actions</h2>
 * <ul>
 *   <li>{@link org.dynast.model.districts.rules.Posing} — {@code bar(posted, districtNames, now)} (why not, or empty),
 *       {@code nextNumber}, {@code conclaveOngoing}, {@code pose(Request, Dice) → Posed} (the Dilemma, every District
 *       after the Faction Tests, Order penalties and Food cut, the Prospect, the secret tested Faction, new Factions,
 *       the post text and the eight steps with their draws), {@code rerollReason}, {@code post}. The City's private
 *       book enters through {@link org.dynast.model.districts.rules.FactionHooks} (existing Factions, creating one,
 *       the Faction Test).</li>
 *   <li>{@link org.dynast.model.districts.rules.Reactions} — {@code toReactTo}, {@code checkMayReact},
 *       {@code decide(district, dilemma, situation, choices, dice)} and {@code pass(district, situation)}, each giving
 *       a {@link org.dynast.model.districts.rules.Reaction} (District, Prospect, Solar Field, Outcome and whether drawn
 *       in Chaos, Socialize and Moot requests for the module, Faction housed or no longer housed, People lost,
 *       steps).</li>
 *   <li>{@link org.dynast.model.districts.rules.Consequences#apply} (one consequence on its own),
 *       {@link org.dynast.model.districts.rules.Gathering#gather}, {@link org.dynast.model.districts.rules.Innovating}
 *       ({@code bar}, {@code available}, {@code innovate}), {@link org.dynast.model.districts.rules.Connections}
 *       ({@code cost}, {@code bar}, {@code establish}).</li>
 * </ul>
 * Factions' Cultures, the Faction Test, Moot, Socialize's answer and the Conclave are the module's.
 */
package org.dynast.model.districts.rules;
