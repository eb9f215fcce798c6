/**
 * The Ruleset 205 workshop: the catalogue ({@link org.dynast.model.blogbots.bots.Catalogue}: Engines, Chassis and
 * Systems as data), each Operator's {@link org.dynast.model.blogbots.bots.Bot} (immutable: Engine, Chassis and
 * Systems front to back, each a {@link org.dynast.model.blogbots.bots.Part} with its Condition) inside their
 * {@link org.dynast.model.blogbots.bots.Loadout} (Money, Spare Parts Bin, Readiness, private Script), and the
 * derived figures ({@link org.dynast.model.blogbots.bots.BotFigures}: Effective Power Output, consumption, Defunct,
 * Trashed, Shove Power, exposed System, Bot Value).
 *
 * <p>{@link org.dynast.model.blogbots.bots.WorkshopService} performs every workshop action through the action log
 * (undoable), refusing with the rule's words. The arena reads Bots and Scripts from it:
 * {@code org.dynast.model.blogbots.BlogBots.in(store).workshop().operators(dynastyId)} for the emperor's view (Scripts included) or
 * {@code playerView(dynastyId)}; {@code BotFigures.of(bot, rules(dynastyId).catalogue())} for the figures;
 * {@code ScriptReport.read(script, bot, catalogue).effectiveLines()} for what a Bot's Script runs.
 */
package org.dynast.model.blogbots.bots;
