package org.dynast.app.common;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javafx.stage.Window;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.explain.Explanation;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.store.Backups;

/**
 * Every alert, question and file chooser the ViewModels need; a fake in tests. A feature's own dialog (New Dynasty's
 * wizard, the profile form, the thread review, the Aliases… editor, the ruleset's changes) goes through the generic
 * {@link #ask}: the feature names it ({@link Feature}), its View registers how it is shown ({@link #register}, where
 * the console is composed), and this service names no feature.
 */
public interface DialogService {

    /**
     * A feature's own dialog, by name: it shows a {@code V} (the feature's ViewModel, or a request holding it) and
     * gives back an {@code R}. Declared by the feature beside what it shows.
     */
    record Feature<V, R>(String name) {
    }

    /** How a feature's dialog is shown: owned by {@code owner}, in the console's texts; its answer, empty if none. */
    @FunctionalInterface
    interface FeatureView<V, R> {
        Optional<R> show(Window owner, V shown, Messages messages);
    }

    /** Registers how {@code feature}'s dialog is shown (the console's composition does it for every feature). */
    default <V, R> void register(Feature<V, R> feature, FeatureView<V, R> view) {
    }

    /** Shows {@code feature}'s dialog on {@code shown}; its answer, empty when cancelled. */
    <V, R> Optional<R> ask(Feature<V, R> feature, V shown);

    void showError(String title, String message);

    void showInfo(String title, String message);

    /** Asks a question whose answer changes something; true when {@code yes} is pressed. */
    boolean confirm(String title, String header, String text, String yes);

    /**
     * Asks a question about a list of changes, every one shown whole (a list that scrolls when long, in a dialog
     * sized to it); true when {@code yes} is pressed.
     */
    default boolean confirmList(String title, String header, List<String> lines, String yes) {
        return confirm(title, header, String.join("\n", lines), yes);
    }

    /**
     * Asks what to do with unsaved text before it would be thrown away: Save, Discard or Cancel (closing the dialog
     * is Cancel).
     */
    UnsavedWork.Choice askUnsaved(String title, String header, String text);

    /**
     * File › Restore Backup…: the backups of {@code fileName}, newest first, in a table (when, what, actions, size);
     * the one chosen, or empty when cancelled.
     */
    Optional<Backups.Backup> askBackup(String fileName,
                                                            List<Backups.Backup> backups);

    /** A file to open, with a description and glob such as ("Dynasty files", "*.mv.db"), or several globs joined by ";". */
    Optional<Path> chooseFileToOpen(String title, String description, String glob);

    Optional<Path> chooseFileToSave(String title, String description, String glob, String suggestedName);


    /** Asks for a player's new name and the Proposal that approves it. */
    Optional<Rename> askRename(String currentName, Terms terms);

    /**
     * Asks for a new Votable Matter ({@code authors} are the names that may post it) and hands each OK to
     * {@code poster}: the dialog stays open, title and text kept, until the matter is posted; a refusal is shown in
     * it. Cancel closes it.
     */
    void askNewMatter(List<String> authors, String defaultAuthor, MatterPoster poster);

    /** Posts a matter from the New Matter dialog: calls {@code posted} once it is, or {@code refused} with why not. */
    interface MatterPoster {
        void post(NewMatter matter, Consumer<String> refused, Runnable posted);
    }

    /** Asks for text to paste (a comment thread), with a hint of its format. */
    Optional<String> askPaste(String title, String hint);

    /**
     * The clipboard's HTML flavour, if the clipboard holds one and {@code pasted} is its plain text as it is (so the
     * paste came from the clipboard unchanged): a browser copy carries the vote icons as images only there.
     */
    default Optional<String> clipboardHtmlFor(String pasted) {
        return Optional.empty();
    }



    /** Shows text for editing (a profile's JSON); returns the edited text. */
    Optional<String> editText(String title, String text);


    /** Asks for a new id and name for a copy of a profile. */
    Optional<ProfileCopy> askProfileCopy(String sourceName);

    void copyToClipboard(String text);

    /** Asks for one line of text (a seed), offering {@code suggestion}. */
    default Optional<String> askText(String title, String header, String suggestion) {
        return Optional.empty();
    }

    /**
     * Asks which of {@code options} to tick, the ones at {@code checked} ticked to begin with; the answer is the
     * indices ticked.
     */
    default Optional<Set<Integer>> askChecks(String title, String header, List<String> options,
                                                      Set<Integer> checked) {
        return Optional.empty();
    }

    /** Asks to pick one of {@code options}. */
    Optional<String> askChoice(String title, String header, List<String> options);

    /** A walkthrough as the picker lists it: its title, the line of what it teaches, its number of steps. */
    record WalkthroughChoice(String id, String title, String summary, int steps) {
    }

    /**
     * Asks which walkthrough to start, each of {@code offered} listed with its summary and steps; the id of the one
     * chosen, or empty when cancelled.
     */
    Optional<String> askWalkthrough(String title, String header, List<WalkthroughChoice> offered);

    /**
     * Two of {@code bots} and a number (a seed, a count of Bouts), asked in one dialog: the Arena's Run a bout and
     * Odds. The two picks differ; the number is returned as typed, for the caller to check.
     */
    Optional<Matchup> askMatchup(String title, List<String> bots, String numberLabel, String suggestion);

    /** The answer to {@link #askMatchup}. */
    record Matchup(String first, String second, String number) {
    }

    /** Asks for the Ascension Address: the new dynasty's theme (name), ruleset number, terms and kept rules. */
    Optional<Ascension> askAscension(Ascension suggestion);

    record Ascension(String name, int rulesetNumber, String playerTerm, String playersTerm, String emperorTerm,
                     List<String> keptRules) {
    }

    record NewMatter(MatterKind kind, String title, String author,
                     Instant postedAt, String body) {
    }

    record ProfileCopy(String id, String name) {
    }

    /**
     * Asks for a ruleset text (pasted off the wiki, or a rule's text to edit) and the matter that
     * caused it, e.g. "Proposal: Fix Quorum".
     */
    Optional<RulesetText> askRulesetText(String title, String header, String text, String cause);


    /** Asks for one line (e.g. the matter that caused a change); an empty answer is an answer. */
    Optional<String> askLine(String title, String header, String initial);

    record RulesetText(String text, String cause) {
    }

    /**
     * Asks for a corrected heading (a rule's "1.2 Monks", or a section's title) and, optionally, the
     * matter that caused the correction, e.g. "CfJ: Number the Monks rule"; an empty cause is none.
     */
    Optional<HeadingCorrection> askHeading(String title, String header, String heading);

    record HeadingCorrection(String heading, String cause) {
    }

    record Rename(String newName, String proposal) {
    }

    /** Shows the answer to "why?" on a figure: its value, arithmetic and the rule's sentence (not modal). */
    default void showExplanation(Explanation explanation) {
        showInfo(explanation.figure(), explanation.asText());
    }
}
