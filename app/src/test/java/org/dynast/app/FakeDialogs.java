package org.dynast.app;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.dynast.app.common.DialogService;
import org.dynast.model.dynasty.Terms;

/** A DialogService that answers from a script and remembers what it was asked to show. */
public final class FakeDialogs implements DialogService {

    public final List<String> errors = new ArrayList<>();
    public final Deque<Path> files = new ArrayDeque<>();
    public final Deque<NewDynasty> newDynasties = new ArrayDeque<>();
    public final Deque<Rename> renames = new ArrayDeque<>();
    public final Deque<RulesetText> rulesetTexts = new ArrayDeque<>();
    public final Deque<String> lines = new ArrayDeque<>();
    /** The texts offered for editing by askRulesetText, newest last. */
    public final List<String> offeredTexts = new ArrayList<>();

    @Override
    public void showError(String title, String message) {
        errors.add(title + ": " + message);
    }

    @Override
    public void showInfo(String title, String message) {
    }

    @Override
    public Optional<Path> chooseFileToOpen(String title, String description, String glob) {
        return Optional.ofNullable(files.poll());
    }

    @Override
    public Optional<Path> chooseFileToSave(String title, String description, String glob, String suggestedName) {
        return Optional.ofNullable(files.poll());
    }

    @Override
    public Optional<NewDynasty> askNewDynasty(NewDynasty suggestion) {
        return Optional.ofNullable(newDynasties.poll());
    }

    @Override
    public Optional<Rename> askRename(String currentName, Terms terms) {
        return Optional.ofNullable(renames.poll());
    }

    @Override
    public Optional<RulesetText> askRulesetText(String title, String header, String text, String cause) {
        offeredTexts.add(text);
        return Optional.ofNullable(rulesetTexts.poll());
    }

    @Override
    public Optional<String> askLine(String title, String header, String initial) {
        return Optional.ofNullable(lines.poll());
    }
}
