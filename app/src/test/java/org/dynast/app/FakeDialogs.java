package org.dynast.app;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.dynast.app.blogbots.bouts.HouseBotDialogs;
import org.dynast.app.blogbots.bouts.HouseBotEditorViewModel;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.UnsavedWork;
import org.dynast.app.matters.ProfileEditorViewModel;
import org.dynast.app.matters.ThreadReview;
import org.dynast.app.matters.ThreadReviewViewModel;
import org.dynast.app.newdynasty.NewDynastyViewModel;
import org.dynast.app.roster.AliasesViewModel;
import org.dynast.app.ruleset.RulesetRows;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.explain.Explanation;
import org.dynast.model.matters.CoreRulesProfile;
import org.dynast.model.store.Backups;

/** A DialogService that answers from a script and remembers what it was asked to show. */
public final class FakeDialogs implements DialogService, HouseBotDialogs {

    public final List<String> errors = new ArrayList<>();
    public final Deque<Path> files = new ArrayDeque<>();
    /**
     * Answers to the New Dynasty wizard, in turn: each fills in the wizard it is given and says whether Finish is
     * pressed (as in the window, Finish does nothing while the wizard disables it).
     */
    public final Deque<Predicate<NewDynastyViewModel>> newDynasties =
            new ArrayDeque<>();
    /** The New Dynasty wizards shown, newest last. */
    public final List<NewDynastyViewModel> newDynastyWizards = new ArrayList<>();
    public final Deque<Rename> renames = new ArrayDeque<>();
    /** Matters typed into the New Matter dialog, each an OK pressed while it stays open (refused: the next is tried). */
    public final Deque<NewMatter> newMatters = new ArrayDeque<>();
    /** The refusals the New Matter dialog showed, newest last. */
    public final List<String> matterRefusals = new ArrayList<>();
    public final Deque<String> pastes = new ArrayDeque<>();
    public final Deque<String> edits = new ArrayDeque<>();
    public final Deque<ProfileCopy> profileCopies = new ArrayDeque<>();
    public final List<String> infos = new ArrayList<>();
    /** Every "why?" explanation shown. */
    public final List<Explanation> explanations = new ArrayList<>();

    @Override
    public void showExplanation(Explanation explanation) {
        explanations.add(explanation);
    }

    /** Answers to {@link #confirm}, in turn (none left: no); the questions asked, newest last. */
    public final Deque<Boolean> confirms = new ArrayDeque<>();
    public final List<String> questions = new ArrayList<>();
    /** Answers to {@link #askUnsaved}, in turn (none left: Cancel); the headers asked, newest last. */
    public final Deque<UnsavedWork.Choice> unsavedAnswers = new ArrayDeque<>();
    public final List<String> unsavedAsked = new ArrayList<>();
    /** Which backup {@link #askBackup} picks, by its place in the list offered (none left: cancel). */
    public final Deque<Integer> backupPicks = new ArrayDeque<>();
    public final List<List<Backups.Backup>> backupsOffered = new ArrayList<>();
    public String clipboard;
    public final Deque<String> choices = new ArrayDeque<>();
    /** Answers to thread reviews, in turn: each makes its choices in the rows and says whether to apply. */
    public final Deque<Predicate<ThreadReview>> reviews = new ArrayDeque<>();
    /** The reviews shown, with the refusal shown above each (or null). */
    public final List<ThreadReview> reviewed = new ArrayList<>();
    public final List<String> reviewRefusals = new ArrayList<>();
    /**
     * What is done in each review shown before its rows are answered, in turn (Add to roster…, This is…): the review's
     * ViewModel; the review then answered by {@link #reviews} is the one it shows after.
     */
    public final Deque<Consumer<ThreadReviewViewModel>> reviewActs =
            new ArrayDeque<>();

    /** The Aliases… editors shown, newest last. */
    public final List<AliasesViewModel> aliasEditors = new ArrayList<>();

    /** The features' own dialogs, answered as each one's own method below answers it. */
    @Override
    @SuppressWarnings("unchecked")
    public <V, R> Optional<R> ask(Feature<V, R> feature, V shown) {
        Object answer;
        if (feature.equals(AliasesViewModel.DIALOG)) {
            editAliases((AliasesViewModel) shown);
            answer = null;
        } else if (feature.equals(ThreadReviewViewModel.DIALOG)) {
            var review = (ThreadReviewViewModel.Shown) shown;
            answer = reviewThread(review.title(), review.review(), review.refusal());
        } else if (feature.equals(NewDynastyViewModel.DIALOG)) {
            answer = askNewDynasty((NewDynastyViewModel) shown).orElse(null);
        } else if (feature.equals(ProfileEditorViewModel.DIALOG)) {
            answer = editProfile((ProfileEditorViewModel) shown).orElse(null);
        } else if (feature.equals(RulesetRows.CHANGES_DIALOG)) {
            var changes = (RulesetRows.Changes) shown;
            answer = confirmRulesetChanges(changes.title(), changes.header(), changes.changes(), changes.yes());
        } else {
            throw new IllegalStateException("No fake answer for the dialog " + feature.name());
        }
        return Optional.ofNullable((R) answer);
    }

    public void editAliases(AliasesViewModel aliases) {
        aliasEditors.add(aliases);
    }

    public boolean reviewThread(String title, ThreadReviewViewModel vm, String refusal) {
        reviewed.add(vm.review());
        reviewRefusals.add(refusal);
        Consumer<ThreadReviewViewModel> act = reviewActs.poll();
        if (act != null) {
            act.accept(vm);
        }
        Predicate<ThreadReview> answer = reviews.poll();
        return answer == null ? refusal == null : answer.test(vm.review());
    }
    /** Answers to {@link #askChecks}: the ticked indices; what was offered is kept in {@link #checkOptions}. */
    public final Deque<Set<Integer>> checks = new ArrayDeque<>();
    public final List<List<String>> checkOptions = new ArrayList<>();
    public final Deque<Ascension> ascensions = new ArrayDeque<>();
    public final Deque<RulesetText> rulesetTexts = new ArrayDeque<>();
    public final Deque<String> lines = new ArrayDeque<>();
    /** Answers to {@link #askHeading}, in turn (none left: cancel); the headings offered, newest last. */
    public final Deque<HeadingCorrection> headings = new ArrayDeque<>();
    public final List<String> offeredHeadings = new ArrayList<>();
    /** The texts offered for editing by askRulesetText, newest last. */
    public final List<String> offeredTexts = new ArrayList<>();
    public final Deque<String> texts = new ArrayDeque<>();
    /**
     * Answers to the House Bot editor, in turn: each fills in the editor it is given and says whether OK is
     * pressed (as in the window, OK does nothing while the editor disables it).
     */
    public final Deque<Predicate<HouseBotEditorViewModel>> houseBotEdits =
            new ArrayDeque<>();
    /** The House Bot editors shown, newest last (to check what was pre-filled). */
    public final List<HouseBotEditorViewModel> houseBotEditors = new ArrayList<>();

    @Override // BlogBots' House Bot editor (org.dynast.app.blogbots.bouts.HouseBotDialogs)
    public Optional<HouseBotEditorViewModel.Edited> editHouseBot(String title,
            HouseBotEditorViewModel editor) {
        houseBotEditors.add(editor);
        var answer = houseBotEdits.poll();
        return answer != null && answer.test(editor) ? editor.result() : Optional.empty();
    }

    @Override
    public Optional<String> askText(String title, String header, String suggestion) {
        return Optional.ofNullable(texts.poll());
    }

    @Override
    public void showError(String title, String message) {
        errors.add(title + ": " + message);
    }

    @Override
    public void showInfo(String title, String message) {
        infos.add(title + ": " + message);
    }

    @Override
    public Optional<Path> chooseFileToOpen(String title, String description, String glob) {
        return Optional.ofNullable(files.poll());
    }

    @Override
    public Optional<Path> chooseFileToSave(String title, String description, String glob, String suggestedName) {
        return Optional.ofNullable(files.poll());
    }

    public Optional<NewDynastyViewModel.Result> askNewDynasty(
            NewDynastyViewModel wizard) {
        newDynastyWizards.add(wizard);
        var answer = newDynasties.poll();
        return answer != null && answer.test(wizard) ? wizard.result() : Optional.empty();
    }

    /** The author each New Matter dialog offered first, in turn. */
    public final List<String> newMatterAuthors = new ArrayList<>();

    @Override
    public void askNewMatter(List<String> authors, String defaultAuthor, MatterPoster poster) {
        // each queued matter is an OK pressed in the open dialog, until one is posted (none left: Cancel)
        boolean[] posted = {false};
        newMatterAuthors.add(defaultAuthor == null ? "" : defaultAuthor);
        while (!posted[0] && !newMatters.isEmpty()) {
            NewMatter m = newMatters.poll();
            if (m.author() == null) { // OK pressed with the author the dialog offered
                m = new NewMatter(m.kind(), m.title(), defaultAuthor, m.postedAt(), m.body());
            }
            poster.post(m, matterRefusals::add, () -> posted[0] = true);
        }
    }

    @Override
    public Optional<String> askPaste(String title, String hint) {
        return Optional.ofNullable(pastes.poll());
    }

    @Override
    public Optional<String> editText(String title, String text) {
        return Optional.ofNullable(edits.poll()).map(edit -> edit.replace("$TEXT", text));
    }

    /** What the emperor does in each profile form shown: fills it in; null cancels. */
    public final Deque<Consumer<ProfileEditorViewModel>> profileForms =
            new ArrayDeque<>();
    public ProfileEditorViewModel lastProfileForm;

    public Optional<CoreRulesProfile> editProfile(
            ProfileEditorViewModel editor) {
        lastProfileForm = editor;
        Consumer<ProfileEditorViewModel> fill = profileForms.poll();
        if (fill == null) {
            return Optional.empty();
        }
        fill.accept(editor);
        return editor.result();
    }

    @Override
    public Optional<ProfileCopy> askProfileCopy(String sourceName) {
        return Optional.ofNullable(profileCopies.poll());
    }

    @Override
    public Optional<Set<Integer>> askChecks(String title, String header, List<String> options,
                                                     Set<Integer> checked) {
        checkOptions.add(List.copyOf(options));
        return Optional.ofNullable(checks.poll());
    }

    /** Answers to {@link #confirmRulesetChanges}, in turn (none left: no); the changes shown, newest last. */
    public final Deque<Boolean> rulesetConfirms = new ArrayDeque<>();
    public final List<String> rulesetChangeHeaders = new ArrayList<>();
    public final List<List<RulesetRows.ChangeRow>> rulesetChangesShown = new ArrayList<>();

    public boolean confirmRulesetChanges(String title, String header,
                                         List<RulesetRows.ChangeRow> changes, String yes) {
        rulesetChangeHeaders.add(header);
        rulesetChangesShown.add(List.copyOf(changes));
        Boolean answer = rulesetConfirms.poll();
        return answer != null && answer;
    }

    /** The lists shown by {@link #confirmList}, newest last (answered from {@link #confirms}). */
    public final List<List<String>> listsShown = new ArrayList<>();

    @Override
    public boolean confirmList(String title, String header, List<String> lines, String yes) {
        listsShown.add(List.copyOf(lines));
        return confirm(title, header, String.join("\n", lines), yes);
    }

    @Override
    public boolean confirm(String title, String header, String text, String yes) {
        questions.add(header + " " + text);
        Boolean answer = confirms.poll();
        return answer != null && answer;
    }

    @Override
    public UnsavedWork.Choice askUnsaved(String title, String header, String text) {
        unsavedAsked.add(header);
        var answer = unsavedAnswers.poll();
        return answer == null ? UnsavedWork.Choice.CANCEL : answer;
    }

    @Override
    public Optional<Backups.Backup> askBackup(String fileName,
            List<Backups.Backup> backups) {
        backupsOffered.add(backups);
        Integer pick = backupPicks.poll();
        return pick == null ? Optional.empty() : Optional.of(backups.get(pick));
    }

    @Override
    public Optional<String> askChoice(String title, String header, List<String> options) {
        String choice = choices.poll();
        return choice != null && options.contains(choice) ? Optional.of(choice) : Optional.empty();
    }

    /** The walkthroughs each picker offered, in turn. */
    public final List<List<WalkthroughChoice>> walkthroughsOffered = new ArrayList<>();
    /** The header of each picker shown, in turn. */
    public final List<String> walkthroughHeaders = new ArrayList<>();

    /** The walkthrough picker's answer: the title polled from {@link #choices}. */
    @Override
    public Optional<String> askWalkthrough(String title, String header, List<WalkthroughChoice> offered) {
        walkthroughsOffered.add(List.copyOf(offered));
        walkthroughHeaders.add(header);
        String choice = choices.poll();
        return offered.stream().filter(w -> w.title().equals(choice)).map(WalkthroughChoice::id).findFirst();
    }

    /** The matchup dialogs shown: their offered Bots, newest last. */
    public final List<List<String>> matchupsOffered = new ArrayList<>();

    /** The matchup dialog answers from {@link #choices} (the two Bots) and {@link #texts} (the number). */
    @Override
    public Optional<Matchup> askMatchup(String title, List<String> bots, String numberLabel, String suggestion) {
        matchupsOffered.add(List.copyOf(bots));
        String first = choices.poll();
        String second = choices.poll();
        String number = texts.poll();
        if (first == null || second == null || number == null || !bots.contains(first) || !bots.contains(second)
                || first.equals(second)) {
            return Optional.empty();
        }
        return Optional.of(new Matchup(first, second, number));
    }

    @Override
    public Optional<Ascension> askAscension(Ascension suggestion) {
        return Optional.ofNullable(ascensions.poll());
    }

    @Override
    public void copyToClipboard(String text) {
        clipboard = text;
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
    public Optional<HeadingCorrection> askHeading(String title, String header, String heading) {
        offeredHeadings.add(heading);
        return Optional.ofNullable(headings.poll());
    }

    @Override
    public Optional<String> askLine(String title, String header, String initial) {
        return Optional.ofNullable(lines.poll());
    }
}
