package org.dynast.model.tracker;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.dynast.model.log.Snapshots;

/** The tracker definitions that ship: Ruleset 168's Wizards, Ruleset 217's Districts, and a blank one. */
public final class Templates {

    public record Template(String id, String title, String resource) {
    }

    public static final Template WIZARDS_168 = new Template("wizards-168", "Ruleset 168 Wizards",
            "/tracker/templates/wizards-168.json");
    public static final Template DISTRICTS_217 = new Template("districts-217", "Ruleset 217 Districts",
            "/tracker/templates/districts-217.json");
    public static final Template BLANK = new Template("blank", "Blank", "/tracker/templates/blank.json");

    private static final ObjectMapper MAPPER = Snapshots.standardMapper();

    private Templates() {
    }

    public static List<Template> all() {
        return List.of(WIZARDS_168, DISTRICTS_217, BLANK);
    }

    /** The template a dynasty of this ruleset starts with. */
    public static Template forRuleset(int ruleset) {
        return switch (ruleset) {
            case 168 -> WIZARDS_168;
            case 217 -> DISTRICTS_217;
            default -> BLANK;
        };
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
