package org.dynast.model.tracker;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.dynast.model.log.Snapshots;
import org.dynast.model.module.DynastyModules;

/**
 * The tracker definitions that ship: a blank one, and those the installed modules that stand on the tracker bring
 * ({@link TrackerTemplates}); the tracker names none of them.
 */
public final class Templates {

    /**
     * One shipped definition: its id, what the emperor sees, its JSON resource (absolute), and the rulesets whose
     * dynasties start with it.
     */
    public record Template(String id, String title, String resource, Set<Integer> rulesets) {
        public Template {
            rulesets = Set.copyOf(rulesets);
        }
    }

    /**
     * What a {@link org.dynast.model.module.DynastyModule} that stands on the tracker implements to bring its
     * templates (the Wizards' Ruleset 168 table, the Districts' Ruleset 217 table).
     */
    public interface TrackerTemplates {
        List<Template> trackerTemplates();
    }

    public static final Template BLANK = new Template("blank", "Blank", "/tracker/templates/blank.json",
            Set.of());

    private static final ObjectMapper MAPPER = Snapshots.standardMapper();

    private Templates() {
    }

    /** The installed modules' templates, in registry order, then the blank one. */
    public static List<Template> all(DynastyModules modules) {
        List<Template> all = new ArrayList<>();
        modules.parts(TrackerTemplates.class).forEach(m -> all.addAll(m.trackerTemplates()));
        all.add(BLANK);
        return List.copyOf(all);
    }

    /** The template a dynasty of this ruleset starts with: an installed module's for the ruleset, or the blank one. */
    public static Template forRuleset(DynastyModules modules, int ruleset) {
        return all(modules).stream().filter(t -> t.rulesets().contains(ruleset)).findFirst().orElse(BLANK);
    }

    /** A fresh copy of the template's definition. */
    public static TrackerDefinition load(Template t) {
        try (InputStream in = Templates.class.getResourceAsStream(t.resource())) {
            if (in == null) {
                throw new IllegalStateException("The tracker template " + t.resource() + " is not in this build");
            }
            TrackerDefinition d = MAPPER.readValue(in, TrackerDefinition.class);
            List<Definitions.Problem> problems = Definitions.problems(d);
            if (!problems.isEmpty()) {
                throw new IllegalStateException("The tracker template " + t.id() + " is broken: "
                        + problems.get(0).text());
            }
            return d;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
