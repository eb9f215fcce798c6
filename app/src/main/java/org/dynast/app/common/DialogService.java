package org.dynast.app.common;

import java.nio.file.Path;
import java.util.Optional;
import org.dynast.model.dynasty.Terms;

/** Every alert, question and file chooser the ViewModels need; a fake in tests. */
public interface DialogService {

    void showError(String title, String message);

    void showInfo(String title, String message);

    /** A file to open, with a description and glob such as ("Dynasty files", "*.mv.db"). */
    Optional<Path> chooseFileToOpen(String title, String description, String glob);

    Optional<Path> chooseFileToSave(String title, String description, String glob, String suggestedName);

    /** Asks for a new dynasty's details. */
    Optional<NewDynasty> askNewDynasty(NewDynasty suggestion);

    /** Asks for a player's new name and the Proposal that approves it. */
    Optional<Rename> askRename(String currentName, Terms terms);

    /**
     * Asks for a ruleset text (pasted off the wiki, or a rule's text to edit) and the matter that
     * caused it, e.g. "Proposal: Fix Quorum".
     */
    Optional<RulesetText> askRulesetText(String title, String header, String text, String cause);

    /** Asks for one line (e.g. the matter that caused a change); an empty answer is an answer. */
    Optional<String> askLine(String title, String header, String initial);

    record RulesetText(String text, String cause) {
    }

    record NewDynasty(String name, int rulesetNumber, String playerTerm, String playersTerm, String emperorTerm,
                      String emperorName) {
    }

    record Rename(String newName, String proposal) {
    }
}
