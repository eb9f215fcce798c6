package org.dynast.model.wizards.rules;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * "A creature's Strength on a battlefield is calculated by adding together the following:" — the fourteen
 * bullets, as data ({@code strength-table.json}), each with its wording for the breakdown.
 */
public final class StrengthTable {

    /** One bullet: its amount for each of its qualities the creature has, if the battlefield fits. */
    public record Bullet(String text, int amount, Set<Quality> qualities, Set<BattleEffect> anyOf,
                         Set<BattleEffect> noneOf) {
        public Bullet {
            qualities = Set.copyOf(qualities);
            anyOf = Set.copyOf(anyOf);
            noneOf = Set.copyOf(noneOf);
        }

        boolean fits(Battlefield field) {
            return (anyOf.isEmpty() || anyOf.stream().anyMatch(field::has))
                    && noneOf.stream().noneMatch(field::has);
        }
    }

    /** One term of a Strength, with its reason (a bullet's wording, a tactic's, the Druid's Forest bonus). */
    public record Term(String reason, int amount) {
        @Override
        public String toString() {
            String signed = (amount >= 0 ? "+" : "") + amount;
            // a bullet's wording starts with its amount already ("+2 if the creature has winged …")
            return reason.startsWith(signed + " ") ? reason : signed + " " + reason;
        }
    }

    /** A Strength and the terms it is the sum of. */
    public record Strength(int total, List<Term> terms) {
        public Strength {
            terms = List.copyOf(terms);
        }

        public static Strength of(List<Term> terms) {
            return new Strength(terms.stream().mapToInt(Term::amount).sum(), terms);
        }
    }

    private static volatile StrengthTable standard;
    private final List<Bullet> bullets;

    public StrengthTable(List<Bullet> bullets) {
        this.bullets = List.copyOf(bullets);
    }

    /** The table as Ruleset 168 has it. */
    public static StrengthTable standard() {
        StrengthTable t = standard;
        if (t == null) {
            try (InputStream in = StrengthTable.class.getResourceAsStream("strength-table.json")) {
                if (in == null) {
                    throw new IllegalStateException("strength-table.json is missing from the Wizards rules");
                }
                t = read(new ObjectMapper().readTree(in));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            standard = t;
        }
        return t;
    }

    static StrengthTable read(JsonNode root) {
        List<Bullet> out = new ArrayList<>();
        for (JsonNode b : root.path("bullets")) {
            Set<Quality> qs = EnumSet.noneOf(Quality.class);
            for (JsonNode q : b.path("qualities")) {
                qs.add(Quality.named(q.asText()).orElseThrow(
                        () -> new IllegalStateException("Unknown quality in the Strength table: " + q.asText())));
            }
            out.add(new Bullet(b.path("text").asText(), b.path("amount").asInt(), qs, effects(b.path("anyOf")),
                    effects(b.path("noneOf"))));
        }
        return new StrengthTable(out);
    }

    private static Set<BattleEffect> effects(JsonNode list) {
        Set<BattleEffect> out = EnumSet.noneOf(BattleEffect.class);
        for (JsonNode e : list) {
            out.add(BattleEffect.named(e.asText()).orElseThrow(
                    () -> new IllegalStateException("Unknown battle effect in the Strength table: " + e.asText())));
        }
        return out;
    }

    public List<Bullet> bullets() {
        return bullets;
    }

    /** The creature's Strength on the battlefield, bullet by bullet. */
    public Strength strength(Creature creature, Battlefield field) {
        List<Term> terms = new ArrayList<>();
        for (Bullet b : bullets) {
            if (!b.fits(field)) {
                continue;
            }
            for (Quality q : Quality.values()) {
                if (b.qualities().contains(q) && creature.has(q)) {
                    terms.add(new Term(b.qualities().size() > 1 ? b.text() + " (" + q.wording() + ")" : b.text(),
                            b.amount()));
                }
            }
        }
        return Strength.of(terms);
    }
}
