package org.dynast.app.newdynasty;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.ruleset.RulesetViewModel;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.PlayerName;
import org.dynast.model.ruleset.DetectedTerms;
import org.dynast.model.ruleset.ImportResult;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.ruleset.RulesetImporter;
import org.dynast.model.ruleset.ShippedRuleset;
import org.dynast.model.ruleset.TermDetector;

/**
 * File › New Dynasty, as a wizard of two steps.
 *
 * <p>Step 1, the ruleset: one of the rulesets that ship inside Dynast, a ruleset file, pasted text, or none for now.
 * A file or pasted text is read off the UI thread by the model's importer, which finds its player and emperor words
 * and, where the text states it, its ruleset number.
 *
 * <p>Step 2, the dynasty: its name, ruleset number, terms (filled in from step 1, editable), its emperor's name (none:
 * a Metadynasty), the core-rules profile its votes are judged by (the one that ships for its ruleset number is
 * suggested; for any other number none is, and the emperor must choose) and the dynasty modules it runs (those that
 * serve its ruleset are suggested, again with each change of the number, until the emperor ticks one). Finish is
 * enabled only when all of it is valid; {@link #finishProblemProperty()} says why it is not.
 */
public final class NewDynastyViewModel {

    /** The wizard's dialog: it shows this wizard and gives back what Finish gave (empty when cancelled). */
    public static final DialogService.Feature<NewDynastyViewModel, Result> DIALOG =
            new DialogService.Feature<>("newDynasty");

    /** The wizard's pages. */
    public enum Step { RULESET, DYNASTY }

    /** Where the dynasty's ruleset text comes from. */
    public enum Source { SHIPPED, FILE, PASTE, NONE }

    /** A core-rules profile of the dynasty file. */
    public record ProfileOption(String id, String name, boolean shipped) {
    }

    /** A ruleset text to import into the new dynasty, and where it came from (for the revision's summary). */
    public record RulesetText(String text, String sourceName) {
        public RulesetText {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(sourceName, "sourceName");
        }
    }

    /**
     * What Finish gives back: the dynasty to found, and the ruleset text to import as its first revision ({@code
     * ruleset} is null when the emperor chose no text).
     */
    public record Result(String name, int rulesetNumber, Terms terms, String emperorName, String profileId,
                         List<String> modules, RulesetText ruleset) {
        public Result {
            modules = List.copyOf(modules);
        }

        public Optional<RulesetText> rulesetText() {
            return Optional.ofNullable(ruleset);
        }
    }

    /** A dynasty module with its tick. */
    public static final class ModuleOption {
        private final DynastyModule module;
        private final BooleanProperty selected = new SimpleBooleanProperty(this, "selected");

        ModuleOption(DynastyModule module) {
            this.module = module;
        }

        public String id() {
            return module.id();
        }

        public String title() {
            return module.title();
        }

        public Set<Integer> rulesets() {
            return module.rulesets();
        }

        public BooleanProperty selectedProperty() {
            return selected;
        }

        public boolean isSelected() {
            return selected.get();
        }
    }

    /**
     * What step 1 read. {@code key} tells one reading from another, so going back and on again keeps the emperor's
     * edits; {@code number} is null where the text does not state it, {@code terms} where it names no player word.
     */
    record Reading(String key, RulesetText text, Integer number, Terms terms, String suggestedName, int sections,
                   int rules) {
    }

    private static final String NO_TEXT_KEY = "none";

    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;
    private final List<ShippedRuleset> shippedRulesets;
    private final DynastyModules installed;
    private final ObservableList<ProfileOption> profiles = FXCollections.observableArrayList();
    private final List<ModuleOption> modules;

    private final ReadOnlyObjectWrapper<Step> step = new ReadOnlyObjectWrapper<>(this, "step", Step.RULESET);
    private final ObjectProperty<Source> source = new SimpleObjectProperty<>(this, "source", Source.SHIPPED);
    private final ObjectProperty<ShippedRuleset> shipped = new SimpleObjectProperty<>(this, "shipped");
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
    private final ReadOnlyStringWrapper fileLine = new ReadOnlyStringWrapper(this, "fileLine", "");
    private final StringProperty pastedText = new SimpleStringProperty(this, "pastedText", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper rulesetProblem = new ReadOnlyStringWrapper(this, "rulesetProblem", "");
    private final ReadOnlyStringWrapper nextProblem = new ReadOnlyStringWrapper(this, "nextProblem", "");
    private final ReadOnlyBooleanWrapper nextDisabled = new ReadOnlyBooleanWrapper(this, "nextDisabled", true);
    private final ReadOnlyBooleanWrapper backDisabled = new ReadOnlyBooleanWrapper(this, "backDisabled", true);

    private final ReadOnlyStringWrapper rulesetLine = new ReadOnlyStringWrapper(this, "rulesetLine", "");
    private final StringProperty name = new SimpleStringProperty(this, "name", "");
    private final StringProperty rulesetNumber = new SimpleStringProperty(this, "rulesetNumber", "");
    private final ReadOnlyStringWrapper numberNote = new ReadOnlyStringWrapper(this, "numberNote", "");
    private final StringProperty playerTerm = new SimpleStringProperty(this, "playerTerm", Terms.GENERIC.player());
    private final StringProperty playersTerm = new SimpleStringProperty(this, "playersTerm", Terms.GENERIC.players());
    private final StringProperty emperorTerm = new SimpleStringProperty(this, "emperorTerm", Terms.GENERIC.emperor());
    private final ReadOnlyStringWrapper termsNote = new ReadOnlyStringWrapper(this, "termsNote", "");
    private final StringProperty emperorName = new SimpleStringProperty(this, "emperorName", "");
    private final ReadOnlyStringWrapper emperorNote = new ReadOnlyStringWrapper(this, "emperorNote", "");
    private final ObjectProperty<ProfileOption> profile = new SimpleObjectProperty<>(this, "profile");
    private final ReadOnlyStringWrapper profileNote = new ReadOnlyStringWrapper(this, "profileNote", "");
    private final ReadOnlyStringWrapper modulesNote = new ReadOnlyStringWrapper(this, "modulesNote", "");
    private final ReadOnlyStringWrapper finishProblem = new ReadOnlyStringWrapper(this, "finishProblem", "");
    private final ReadOnlyBooleanWrapper finishDisabled = new ReadOnlyBooleanWrapper(this, "finishDisabled", true);

    private Reading fileReading;
    private Reading pasteReading;
    private Reading applied;
    private int generation;
    private boolean suggesting;
    private boolean profileTouched;
    private boolean modulesTouched;
    private String suggestedName = "";

    /**
     * @param fileProfiles the core-rules profiles of the dynasty file the dynasty is founded in
     * @param installed    the modules of that file's registry: their shipped rulesets and the modules offered
     */
    public NewDynastyViewModel(List<StoredProfile> fileProfiles, DynastyModules installed, DialogService dialogs,
                               TaskExecutor executor, Messages messages) {
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.installed = installed;
        this.shippedRulesets = installed.shippedRulesets();
        fileProfiles.forEach(p -> profiles.add(new ProfileOption(p.id(), p.name(), p.shipped())));
        this.modules = installed.all().stream().map(ModuleOption::new).toList();
        shipped.set(shippedRulesets.isEmpty() ? null : shippedRulesets.get(0));

        for (Observable o : List.<Observable>of(step, source, shipped, file, pastedText, busy, rulesetProblem)) {
            o.addListener(x -> updateStepOne());
        }
        pastedText.addListener((o, was, now) -> {
            rulesetProblem.set("");
            if (!now.isEmpty() && source.get() != Source.PASTE) {
                source.set(Source.PASTE);
            }
        });
        source.addListener((o, was, now) -> rulesetProblem.set(""));
        rulesetNumber.addListener((o, was, now) -> suggestForNumber());
        playerTerm.addListener((o, was, now) -> {
            // the plural follows the singular while it is the regular one
            if (playersTerm.get().isBlank() || playersTerm.get().equals(plural(was))) {
                playersTerm.set(now.isBlank() ? "" : plural(now));
            }
        });
        // a choice of the emperor's own stays through changes of the number (the notes are checked again, as the
        // invalidation listeners below were told first)
        profile.addListener((o, was, now) -> {
            if (!suggesting) {
                profileTouched = true;
                validate();
            }
        });
        for (ModuleOption m : modules) {
            m.selectedProperty().addListener((o, was, now) -> {
                if (!suggesting) {
                    modulesTouched = true;
                    validate();
                }
            });
        }
        for (Observable o : List.<Observable>of(step, name, rulesetNumber, playerTerm, playersTerm, emperorTerm,
                emperorName, profile)) {
            o.addListener(x -> validate());
        }
        for (ModuleOption m : modules) {
            m.selectedProperty().addListener(x -> validate());
        }
        suggestForNumber();
        updateStepOne();
        validate();
    }

    // ------------------------------------------------------------------------------------ step 1: the ruleset

    public List<ShippedRuleset> shippedRulesets() {
        return shippedRulesets;
    }

    /** "Ruleset 217 — Districts · District/Districts, City" */
    public String shippedLabel(ShippedRuleset r) {
        return r == null ? "" : messages.get("newDynasty.shipped.option", r.title(), r.player(), r.players(),
                r.emperor());
    }

    /** Picks a shipped ruleset (and so the shipped source). */
    public void pickShipped(int number) {
        installed.shippedRuleset(number).ifPresent(r -> {
            shipped.set(r);
            source.set(Source.SHIPPED);
        });
    }

    /** Asks for a ruleset file and reads it off the UI thread; its summary or problem goes to the file line. */
    public void chooseFile() {
        dialogs.chooseFileToOpen(messages.get("newDynasty.file.title"), messages.get("filter.ruleset"), "*")
                .ifPresent(this::readFile);
    }

    void readFile(Path chosen) {
        source.set(Source.FILE);
        file.set(chosen);
        fileReading = null;
        fileLine.set(messages.get("newDynasty.reading", chosen.getFileName()));
        int ticket = ++generation;
        busy.set(true);
        String sourceName = chosen.getFileName().toString();
        executor.submit(() -> read(RulesetViewModel.readText(chosen), sourceName, null), reading -> {
            if (ticket == generation) {
                busy.set(false);
                fileReading = reading;
                fileLine.set(summary(reading));
                updateStepOne();
            }
        }, e -> {
            if (ticket == generation) {
                busy.set(false);
                fileLine.set(e instanceof IOException io
                        ? messages.get("newDynasty.file.unreadable", sourceName, io.getClass().getSimpleName())
                        : messages.get("newDynasty.file.failed", sourceName, Failures.message(e)));
                updateStepOne();
            }
        });
    }

    /** Step 1 › Next: reads the chosen ruleset (off the UI thread) and moves to step 2, filled in from it. */
    public void next() {
        if (step.get() != Step.RULESET || nextDisabled.get()) {
            return;
        }
        switch (source.get()) {
            case SHIPPED -> {
                ShippedRuleset r = shipped.get();
                readThenApply(() -> read(r.text(), messages.get("newDynasty.source.shippedName", r.fileName()), r),
                        null);
            }
            case FILE -> apply(fileReading);
            case PASTE -> {
                String text = pastedText.get();
                if (pasteReading != null && pasteReading.text().text().equals(text)) {
                    apply(pasteReading);
                } else {
                    readThenApply(() -> read(text, messages.get("ruleset.pasted"), null), reading -> pasteReading = reading);
                }
            }
            case NONE -> apply(new Reading(NO_TEXT_KEY, null, null, null, "", 0, 0));
        }
    }

    private void readThenApply(Callable<Reading> work,
                               Consumer<Reading> remember) {
        int ticket = ++generation;
        busy.set(true);
        rulesetProblem.set("");
        executor.submit(work, reading -> {
            if (ticket != generation) {
                return;
            }
            busy.set(false);
            if (remember != null) {
                remember.accept(reading);
            }
            apply(reading);
        }, e -> {
            if (ticket == generation) {
                busy.set(false);
                rulesetProblem.set(Failures.message(e));
            }
        });
    }

    /** Step 2 › Back. */
    public void back() {
        if (step.get() == Step.DYNASTY) {
            step.set(Step.RULESET);
        }
    }

    /**
     * Reads a ruleset text with the model's importer: its number (where it states one), its player and emperor words
     * and its size. A shipped ruleset's own terms and number are taken as they are listed. Refuses a text with no
     * section or rule heading: there would be no ruleset to import.
     */
    Reading read(String text, String sourceName, ShippedRuleset shippedRuleset) {
        ImportResult imported = RulesetImporter.read(text);
        Ruleset ruleset = imported.ruleset();
        if (ruleset.sections().isEmpty()) {
            String first = text.strip().lines().findFirst().orElse("");
            throw new IllegalArgumentException(messages.get("newDynasty.notARuleset", sourceName,
                    first.length() > 60 ? first.substring(0, 59) + "\u2026" : first));
        }
        Integer number;
        Terms terms;
        String suggested = "";
        String key;
        if (shippedRuleset != null) {
            number = shippedRuleset.number();
            terms = shippedRuleset.terms();
            int dash = shippedRuleset.title().indexOf('\u2014');
            suggested = dash < 0 ? "" : shippedRuleset.title().substring(dash + 1).strip();
            key = "shipped:" + shippedRuleset.number();
        } else {
            number = ruleset.number();
            terms = TermDetector.detect(ruleset).map(DetectedTerms::terms).orElse(null);
            key = "text:" + sourceName + ":" + text.hashCode() + ":" + text.length();
        }
        return new Reading(key, new RulesetText(text, sourceName), number, terms, suggested,
                ruleset.sections().size(), ruleset.ruleCount());
    }

    private String summary(Reading r) {
        String number = r.number() == null ? messages.get("newDynasty.summary.noNumber")
                : messages.get("newDynasty.summary.number", r.number());
        String terms = r.terms() == null ? messages.get("newDynasty.summary.noTerms")
                : messages.get("newDynasty.summary.terms", r.terms().player(), r.terms().players(),
                r.terms().emperor());
        return messages.get("newDynasty.summary", r.text().sourceName(), number, r.sections(), r.rules(), terms);
    }

    private void apply(Reading reading) {
        if (reading == null) {
            return;
        }
        if (applied == null || !applied.key().equals(reading.key())) {
            applied = reading;
            if (reading.number() != null) {
                rulesetNumber.set(Integer.toString(reading.number()));
            }
            if (reading.terms() != null) {
                playerTerm.set(reading.terms().player());
                playersTerm.set(reading.terms().players());
                emperorTerm.set(reading.terms().emperor());
            }
            if (name.get().isBlank() || name.get().equals(suggestedName)) {
                name.set(reading.suggestedName());
            }
            suggestedName = reading.suggestedName();
            rulesetLine.set(reading.text() == null ? messages.get("newDynasty.ruleset.none") : summary(reading));
            numberNote.set(reading.text() != null && reading.number() == null
                    ? messages.get("newDynasty.number.notStated") : "");
            termsNote.set(reading.text() != null && reading.terms() == null
                    ? messages.get("newDynasty.terms.notFound") : "");
        }
        step.set(Step.DYNASTY);
    }

    private void updateStepOne() {
        backDisabled.set(step.get() != Step.DYNASTY);
        String why = "";
        if (busy.get()) {
            why = messages.get("newDynasty.busy");
        } else {
            switch (source.get()) {
                case SHIPPED -> why = shipped.get() == null ? messages.get("newDynasty.pick.shipped") : "";
                case FILE -> why = file.get() == null ? messages.get("newDynasty.pick.file")
                        : fileReading == null ? messages.get("newDynasty.pick.fileFailed") : "";
                case PASTE -> why = pastedText.get().isBlank() ? messages.get("newDynasty.pick.paste") : "";
                case NONE -> why = "";
            }
        }
        String problem = rulesetProblem.get().isEmpty() ? why : rulesetProblem.get();
        nextProblem.set(step.get() == Step.RULESET ? problem : "");
        nextDisabled.set(step.get() != Step.RULESET || !problem.isEmpty());
    }

    // ------------------------------------------------------------------------------------ step 2: the dynasty

    /** The ruleset number as typed, if it is one (1 or more). */
    public OptionalInt number() {
        String text = rulesetNumber.get() == null ? "" : rulesetNumber.get().strip();
        if (!text.matches("\\d{1,6}")) {
            return OptionalInt.empty();
        }
        int n = Integer.parseInt(text);
        return n >= 1 ? OptionalInt.of(n) : OptionalInt.empty();
    }

    /** Suggests the profile and modules for the ruleset number, where the emperor has not chosen them. */
    private void suggestForNumber() {
        OptionalInt n = number();
        suggesting = true;
        try {
            if (!profileTouched) {
                profile.set(n.isEmpty() ? null : installed.shippedProfileIdFor(n.getAsInt())
                        .flatMap(id -> profiles.stream().filter(p -> p.id().equals(id)).findFirst()).orElse(null));
            }
            if (!modulesTouched) {
                List<String> defaults = n.isEmpty() ? List.of() : modulesFor(n.getAsInt());
                modules.forEach(m -> m.selectedProperty().set(defaults.contains(m.id())));
            }
        } finally {
            suggesting = false;
        }
        updateNotes();
    }

    /**
     * The modules that serve the ruleset, with those they build on ({@link DynastyModules#defaultsFor}); where none
     * does, the generic ones that serve any ruleset.
     */
    private List<String> modulesFor(int number) {
        List<String> serving = installed.defaultsFor(number);
        return serving.isEmpty() ? generic() : serving;
    }

    private List<String> generic() {
        return modules.stream().filter(m -> m.module.anyRuleset()).map(ModuleOption::id).toList();
    }

    private void updateNotes() {
        OptionalInt n = number();
        if (profile.get() != null) {
            profileNote.set(profileTouched ? messages.get("newDynasty.profile.chosen")
                    : n.isPresent() ? messages.get("newDynasty.profile.suggested", n.getAsInt()) : "");
        } else if (n.isPresent() && installed.shippedProfileIdFor(n.getAsInt()).isEmpty()) {
            profileNote.set(messages.get("newDynasty.profile.noneShips", n.getAsInt()));
        } else if (n.isPresent()) {
            profileNote.set(messages.get("newDynasty.profile.choose"));
        } else {
            profileNote.set(messages.get("newDynasty.profile.afterNumber"));
        }
        if (modulesTouched) {
            modulesNote.set(messages.get("newDynasty.modules.chosen"));
        } else if (n.isEmpty()) {
            modulesNote.set(messages.get("newDynasty.modules.afterNumber"));
        } else if (modulesFor(n.getAsInt()).isEmpty()) {
            modulesNote.set(messages.get("newDynasty.modules.none", n.getAsInt()));
        } else if (modules.stream().noneMatch(m -> m.rulesets().contains(n.getAsInt()))) {
            modulesNote.set(messages.get("newDynasty.modules.generic", n.getAsInt()));
        } else {
            modulesNote.set(messages.get("newDynasty.modules.suggested", n.getAsInt()));
        }
    }

    private void validate() {
        updateNotes();
        String emperor = emperorName.get() == null ? "" : emperorName.get().strip();
        Optional<String> nameProblem = emperor.isEmpty() ? Optional.empty() : PlayerName.problem(emperor);
        String emperorWord = emperorTerm.get().isBlank() ? Terms.GENERIC.emperor() : emperorTerm.get().strip();
        emperorNote.set(emperor.isEmpty() ? messages.get("newDynasty.emperor.metadynasty", emperorWord)
                : nameProblem.orElse(messages.get("newDynasty.emperor.joins", emperor, emperorWord)));
        String why;
        int nameLength = name.get().strip().codePointCount(0, name.get().strip().length());
        if (name.get().isBlank()) {
            why = messages.get("newDynasty.problem.name");
        } else if (nameLength > Dynasty.MAX_NAME_LENGTH) {
            why = messages.get("newDynasty.problem.nameLength", Dynasty.MAX_NAME_LENGTH, nameLength);
        } else if (number().isEmpty()) {
            why = rulesetNumber.get().isBlank() ? messages.get("newDynasty.problem.numberMissing")
                    : messages.get("newDynasty.problem.number", rulesetNumber.get().strip());
        } else if (playerTerm.get().isBlank() || playersTerm.get().isBlank() || emperorTerm.get().isBlank()) {
            why = messages.get("newDynasty.problem.terms");
        } else if (nameProblem.isPresent()) {
            why = messages.get("newDynasty.problem.emperorName", emperorWord);
        } else if (profile.get() == null) {
            why = installed.shippedProfileIdFor(number().getAsInt()).isEmpty()
                    ? messages.get("newDynasty.problem.profileNoneShips", number().getAsInt())
                    : messages.get("newDynasty.problem.profile");
        } else {
            why = "";
        }
        finishProblem.set(step.get() == Step.DYNASTY ? why : "");
        finishDisabled.set(step.get() != Step.DYNASTY || !why.isEmpty());
    }

    /** Ticks exactly the modules {@code ids}, as the emperor would. */
    public void chooseModules(List<String> ids) {
        modules.forEach(m -> m.selectedProperty().set(ids.contains(m.id())));
    }

    /** Chooses the profile with this id, as the emperor would. */
    public void chooseProfile(String id) {
        profile.set(profiles.stream().filter(p -> p.id().equals(id)).findFirst().orElse(null));
    }

    /** "Ruleset 217 core rules (ruleset-217)" */
    public String profileLabel(ProfileOption p) {
        return p == null ? "" : messages.get(p.shipped() ? "newDynasty.profile.option.shipped"
                : "newDynasty.profile.option", p.name(), p.id());
    }

    /** What Finish gives back, while Finish is enabled. */
    public Optional<Result> result() {
        if (finishDisabled.get()) {
            return Optional.empty();
        }
        List<String> chosen = new ArrayList<>();
        modules.stream().filter(ModuleOption::isSelected).forEach(m -> chosen.add(m.id()));
        return Optional.of(new Result(name.get().strip(), number().getAsInt(), new Terms(playerTerm.get().strip(),
                playersTerm.get().strip(), emperorTerm.get().strip()), emperorName.get().strip(), profile.get().id(),
                chosen, applied == null ? null : applied.text()));
    }

    private static String plural(String word) {
        if (word == null || word.isBlank()) {
            return "";
        }
        return word.endsWith("s") ? word + "es" : word + "s";
    }

    // ------------------------------------------------------------------------------------ properties

    public ReadOnlyObjectProperty<Step> stepProperty() {
        return step.getReadOnlyProperty();
    }

    public ObjectProperty<Source> sourceProperty() {
        return source;
    }

    public ObjectProperty<ShippedRuleset> shippedProperty() {
        return shipped;
    }

    public ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    /** The chosen file's summary ("ruleset.txt: Ruleset 205, 9 sections, 70 rules; Operator/Operators, Announcer"). */
    public ReadOnlyStringProperty fileLineProperty() {
        return fileLine.getReadOnlyProperty();
    }

    public StringProperty pastedTextProperty() {
        return pastedText;
    }

    /** True while a ruleset text is being read. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /**
     * Why Next is disabled on step 1: nothing chosen yet, the text is being read, or it cannot be used (e.g. it has
     * no section heading); empty when Next is enabled.
     */
    public ReadOnlyStringProperty nextProblemProperty() {
        return nextProblem.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty nextDisabledProperty() {
        return nextDisabled.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty backDisabledProperty() {
        return backDisabled.getReadOnlyProperty();
    }

    /** Step 2's first line: where the ruleset came from and what it holds. */
    public ReadOnlyStringProperty rulesetLineProperty() {
        return rulesetLine.getReadOnlyProperty();
    }

    public StringProperty nameProperty() {
        return name;
    }

    /** The ruleset number as typed. */
    public StringProperty rulesetNumberProperty() {
        return rulesetNumber;
    }

    public ReadOnlyStringProperty numberNoteProperty() {
        return numberNote.getReadOnlyProperty();
    }

    public StringProperty playerTermProperty() {
        return playerTerm;
    }

    public StringProperty playersTermProperty() {
        return playersTerm;
    }

    public StringProperty emperorTermProperty() {
        return emperorTerm;
    }

    public ReadOnlyStringProperty termsNoteProperty() {
        return termsNote.getReadOnlyProperty();
    }

    public StringProperty emperorNameProperty() {
        return emperorName;
    }

    /** "Left empty: a Metadynasty", or what is wrong with the name typed. */
    public ReadOnlyStringProperty emperorNoteProperty() {
        return emperorNote.getReadOnlyProperty();
    }

    public ObservableList<ProfileOption> profiles() {
        return profiles;
    }

    public ObjectProperty<ProfileOption> profileProperty() {
        return profile;
    }

    /** Why the profile is (or must be) chosen. */
    public ReadOnlyStringProperty profileNoteProperty() {
        return profileNote.getReadOnlyProperty();
    }

    public List<ModuleOption> modules() {
        return modules;
    }

    public ReadOnlyStringProperty modulesNoteProperty() {
        return modulesNote.getReadOnlyProperty();
    }

    /** Why Finish is disabled; empty when it is not (or on step 1). */
    public ReadOnlyStringProperty finishProblemProperty() {
        return finishProblem.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty finishDisabledProperty() {
        return finishDisabled.getReadOnlyProperty();
    }
}
