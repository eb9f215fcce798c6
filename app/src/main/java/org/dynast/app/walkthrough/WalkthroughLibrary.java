package org.dynast.app.walkthrough;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.dynast.app.common.DialogService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;

/**
 * The walkthroughs shipped in the app's resources: the core's, listed by {@code /org/dynast/app/walkthrough/index.json},
 * then each installed module's, listed by {@code /org/dynast/app/<id>/walkthrough/index.json} beside the module's own
 * resources (issue 34: a module brings its walkthroughs; a module without that file brings none), in the order Help ›
 * Walkthroughs offers them; each file is one walkthrough. A file that does not read, a step that names an unknown
 * condition, or a module's walkthrough that does not name its module, is refused with the file and the step.
 */
public final class WalkthroughLibrary {

    static final String FOLDER = "/org/dynast/app/walkthrough/";
    private static final String INDEX = "index.json";
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final List<Walkthrough> all;

    private WalkthroughLibrary(List<Walkthrough> all) {
        this.all = List.copyOf(all);
    }

    /**
     * Reads the core's walkthroughs and those of the modules whose console parts are {@code modules}, in their order
     * (the console passes those of its registry's modules); a step may wait for a condition of theirs.
     */
    public static WalkthroughLibrary shipped(ModuleWalkthroughs modules) {
        Set<String> known = StepConditions.names(modules);
        List<Walkthrough> found = new ArrayList<>(readFolder(FOLDER, null, known));
        for (String id : modules.moduleIds()) {
            if (WalkthroughLibrary.class.getResource(moduleFolder(id) + INDEX) != null) {
                found.addAll(readFolder(moduleFolder(id), id, known));
            }
        }
        return new WalkthroughLibrary(found);
    }

    /** Where a module's walkthroughs are: {@code /org/dynast/app/<id>/walkthrough/}, listed by its index.json. */
    public static String moduleFolder(String moduleId) {
        return "/org/dynast/app/" + moduleId + "/walkthrough/";
    }

    private static List<Walkthrough> readFolder(String folder, String moduleId, Set<String> known) {
        List<Walkthrough> found = new ArrayList<>();
        for (String file : read(folder, INDEX, String[].class)) {
            Walkthrough w = read(folder, file, Walkthrough.class);
            check(folder + file, w, known);
            if (moduleId != null && !w.modules().contains(moduleId)) {
                throw new IllegalArgumentException(folder + file + ": a walkthrough the module " + moduleId
                        + " brings names it among its modules");
            }
            found.add(w);
        }
        return found;
    }

    /** Checks {@code w} against the core's step conditions alone. */
    static void check(String file, Walkthrough w) {
        check(file, w, StepConditions.names(ModuleWalkthroughs.NONE));
    }

    static void check(String file, Walkthrough w, Set<String> known) {
        if (w.id() == null || w.title() == null || w.steps().isEmpty()) {
            throw new IllegalArgumentException(file + ": a walkthrough needs an id, a title and at least one step");
        }
        if (w.scenario() != null && !Scenario.NAMES.contains(w.scenario())) {
            throw new IllegalArgumentException(file + ": no scenario named \"" + w.scenario() + "\" (known: "
                    + String.join(", ", Scenario.NAMES.stream().sorted().toList()) + ")");
        }
        if (Scenario.DEMO.equals(w.scenario()) && w.modules().isEmpty()) {
            throw new IllegalArgumentException(file + ": the scenario \"demo\" is a module's demo: name the module");
        }
        for (int i = 0; i < w.steps().size(); i++) {
            Walkthrough.Step s = w.steps().get(i);
            String where = file + ", step " + (i + 1);
            if (s.title() == null || s.explain() == null || s.todo() == null) {
                throw new IllegalArgumentException(where + ": a step needs a title, an explanation and what to do");
            }
            if (!known.contains(StepConditions.name(s.done()))) {
                throw new IllegalArgumentException(where + ": no condition named \"" + s.done() + "\" (known: "
                        + String.join(", ", known.stream().sorted().toList()) + ")");
            }
            if (s.in() != null && !s.in().equals(Walkthrough.CONSOLE) && !s.in().equals(Walkthrough.VIEWER)) {
                throw new IllegalArgumentException(where + ": \"in\" is console or viewer, not \"" + s.in() + "\"");
            }
            if (s.action() != null && !s.action().startsWith("wait:")) {
                throw new IllegalArgumentException(where + ": no action named \"" + s.action() + "\"");
            }
        }
    }

    private static <T> T read(String folder, String file, Class<T> type) {
        try (InputStream in = WalkthroughLibrary.class.getResourceAsStream(folder + file)) {
            if (in == null) {
                throw new IllegalArgumentException("No walkthrough file " + folder + file);
            }
            return MAPPER.readValue(in, type);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": " + (e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage()), e);
        }
    }

    public List<Walkthrough> all() {
        return all;
    }

    /** The walkthroughs a dynasty is offered: those whose modules it runs. */
    public List<Walkthrough> offeredFor(Dynasty dynasty) {
        return all.stream().filter(w -> w.offeredFor(dynasty)).toList();
    }

    /**
     * The picker's list of {@code offered}: each walkthrough's title, its summary in the dynasty's {@code terms} and
     * its number of steps in the console.
     */
    public static List<DialogService.WalkthroughChoice> choices(List<Walkthrough> offered,
                                                                                     Terms terms) {
        Terms in = terms == null ? Terms.GENERIC : terms;
        return offered.stream().map(w -> new DialogService.WalkthroughChoice(w.id(), w.title(),
                WalkthroughViewModel.inTerms(w.summary(), in), w.in(Walkthrough.CONSOLE).steps().size())).toList();
    }

    public Optional<Walkthrough> find(String id) {
        return all.stream().filter(w -> w.id().equals(id)).findFirst();
    }
}
