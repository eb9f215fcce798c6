package org.dynast.model.districts.rules;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.dynast.model.Refusal;

/**
 * The table of Innovations (in its order, which is public gamestate: "At any time, a District may move one Innovation
 * within the table") and the list of Commons. Ruleset 217's rows ship as data
 * ({@code org/dynast/model/districts/ruleset-217-catalogue.json}).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Catalogue(List<Innovation> innovations, List<Commons> commons) {

    public static final String RESOURCE = "/org/dynast/model/districts/ruleset-217-catalogue.json";

    @JsonCreator
    public Catalogue(@JsonProperty("innovations") List<Innovation> innovations,
                     @JsonProperty("commons") List<Commons> commons) {
        this.innovations = List.copyOf(innovations == null ? List.of() : innovations);
        this.commons = List.copyOf(commons == null ? List.of() : commons);
        Set<String> seen = new HashSet<>();
        for (Innovation i : this.innovations) {
            if (!seen.add(i.name().toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("Two Innovations are named " + i.name());
            }
        }
        seen.clear();
        for (Commons c : this.commons) {
            if (!seen.add(c.name().toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("Two Commons are named " + c.name());
            }
        }
    }

    /** Ruleset 217's table of Innovations and its Commons, as the ruleset lists them. */
    public static Catalogue ruleset217() {
        try (InputStream in = Catalogue.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("Missing resource " + RESOURCE);
            }
            return new ObjectMapper().readValue(in, Catalogue.class);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + RESOURCE, e);
        }
    }

    public Optional<Innovation> innovation(String name) {
        return innovations.stream().filter(i -> i.named(name)).findFirst();
    }

    public Innovation innovationOrRefuse(String name) {
        return innovation(name).orElseThrow(() -> new Refusal("Innovation", "There is no Innovation named \""
                + name + "\" in the table of Innovations."));
    }

    public Optional<Commons> commons(String name) {
        return commons.stream().filter(c -> c.named(name)).findFirst();
    }

    /**
     * "At any time, a District may move one Innovation within the table of Innovations so that it is directly below
     * another Innovation that is listed in its prerequisites, or directly above another Innovation that lists it as a
     * prerequisite." Moves {@code moved} directly below {@code anchor} ({@code below}) or directly above it.
     */
    public Catalogue withInnovationMoved(String moved, String anchor, boolean below) {
        Innovation m = innovationOrRefuse(moved);
        Innovation a = innovationOrRefuse(anchor);
        if (m.equals(a)) {
            throw new Refusal("Innovation", "An Innovation cannot be moved next to itself.");
        }
        if (below && m.prerequisites().stream().noneMatch(a::named)) {
            throw new Refusal("Innovation", m.name() + " may only be moved directly below an Innovation that is listed in"
                    + " its prerequisites, and " + a.name() + " is not.");
        }
        if (!below && a.prerequisites().stream().noneMatch(m::named)) {
            throw new Refusal("Innovation", m.name() + " may only be moved directly above an Innovation that lists it as"
                    + " a prerequisite, and " + a.name() + " does not.");
        }
        List<Innovation> rows = new ArrayList<>(innovations);
        rows.remove(m);
        int at = rows.indexOf(a);
        rows.add(below ? at + 1 : at, m);
        return new Catalogue(rows, commons);
    }
}
