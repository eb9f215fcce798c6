/**
 * BotScript: {@link org.dynast.model.blogbots.bots.script.BotScriptParser} reads a Script's text into immutable
 * {@link org.dynast.model.blogbots.bots.script.ScriptLine}s (a sealed {@link org.dynast.model.blogbots.bots.script.Trigger}
 * and {@link org.dynast.model.blogbots.bots.script.Reaction} each, one record per form of the rule, combined forms
 * as {@code Both}) and {@link org.dynast.model.blogbots.bots.script.Diagnostic}s with line and column; it never
 * throws. {@link org.dynast.model.blogbots.bots.script.ScriptReport} reads a Script for one Bot: the ten/25-line
 * limits, Resolvability per line, and a Defunct Bot's blank Script ({@code effectiveLines()}).
 *
 * <p>Each node's {@code wording()} is its legal wording, so a lenient reading can be shown back to the
 * operator. Ordinals are 1-based ({@code null} on a "use the following System" means none was given;
 * the rule defaults it to "first" when needed). Entry numbers ({@code ScriptLine.entry()}) are what
 * "line #X of this script" refers to.
 *
 * <p>Opponents' names ("Y's chassis", "towards opponent Y") are read against the names of the Bots in play given to
 * {@code parse(text, names)} / {@code ScriptReport.read(..., names)}: a Bout's entrants and House Bot, the dynasty's
 * Bots and House Bots in the Workshop. Without them a name is one word, with an INFO (docs/rulings.md, arena 32).
 */
package org.dynast.model.blogbots.bots.script;
