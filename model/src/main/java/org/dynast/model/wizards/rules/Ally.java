package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A court ally: "Each Court Ally has an identity (a string) and a trust (a number), and is written as
 * [identity]([trust])." The ArchBishop's ally also carries the Unholy quality its Wizard named: "with the
 * format ArchBishop([trust])([quality])".
 */
public record Ally(Identity identity, int trust, Optional<Quality> unholy) {

    static final String RULE = "Court Politics";
    private static final Pattern ONE = Pattern.compile(
            "\\s*([A-Za-z][A-Za-z ]*?)\\s*\\(\\s*(-?\\d{1,9})\\s*\\)\\s*(?:\\(\\s*([^()]*?)\\s*\\))?\\s*");

    public Ally {
        Objects.requireNonNull(identity, "identity");
        Objects.requireNonNull(unholy, "unholy");
        if (unholy.isPresent() && identity != Identity.ARCHBISHOP) {
            throw new IllegalArgumentException("Only the ArchBishop's entry names an Unholy quality");
        }
    }

    public static Ally of(Identity identity, int trust) {
        return new Ally(identity, trust, Optional.empty());
    }

    /**
     * "Queen (3)", "ArchBishop (2) (Winged)": the GNDT's annotated list writes the rule's "[identity]([trust])" with a
     * space, and {@link #parse} reads both ("Queen(3)" and "Queen (3)").
     */
    public String write() {
        return identity.wording() + " (" + trust + ")" + unholy.map(q -> " (" + q.wording() + ")").orElse("");
    }

    /** Reads one ally, or refuses naming what is wrong. */
    public static Outcome<Ally> parse(String text) {
        Matcher m = ONE.matcher(text == null ? "" : text);
        if (!m.matches()) {
            return Outcome.refused(RULE, "\"" + (text == null ? "" : text.trim()) + "\" is not a court ally:"
                    + " \"Each Court Ally has an identity (a string) and a trust (a number), and is written as"
                    + " [identity]([trust]).\"");
        }
        Optional<Identity> id = Identity.named(m.group(1));
        if (id.isEmpty()) {
            return Outcome.refused(RULE, "\"" + m.group(1) + "\" is not one of \"the possible identities of"
                    + " Court Allies\".");
        }
        Optional<Quality> unholy = Optional.empty();
        if (m.group(3) != null) {
            if (id.get() != Identity.ARCHBISHOP) {
                return Outcome.refused(RULE, "Only the ArchBishop's entry names a quality (\"with the format"
                        + " ArchBishop([trust])([quality])\"), not " + id.get().wording() + "'s.");
            }
            unholy = Quality.named(m.group(3));
            if (unholy.isEmpty()) {
                return Outcome.refused(RULE, "\"" + m.group(3) + "\" is not a valid quality for the"
                        + " ArchBishop to name Unholy.");
            }
        }
        return Outcome.of(new Ally(id.get(), Integer.parseInt(m.group(2)), unholy));
    }

    /** Reads the "Allies" column: allies separated by commas or semicolons; blank is none. */
    public static Outcome<List<Ally>> parseAll(String text) {
        List<Ally> out = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return Outcome.of(out);
        }
        for (String part : text.split("[,;]")) {
            if (part.isBlank()) {
                continue;
            }
            Outcome<Ally> a = Ally.parse(part);
            if (a.refused()) {
                return Outcome.refused(a.refusal().get());
            }
            if (out.stream().anyMatch(x -> x.identity() == a.orThrow().identity())) {
                return Outcome.refused(RULE, a.orThrow().identity().wording() + " is listed twice: \"Only one"
                        + " wizard may have a court ally with any given identity at a time.\"");
            }
            out.add(a.orThrow());
        }
        return Outcome.of(out);
    }

    /** The "Allies" column's wording, allies separated by ", ". */
    public static String writeAll(List<Ally> allies) {
        return allies.stream().map(Ally::write).collect(Collectors.joining(", "));
    }
}
