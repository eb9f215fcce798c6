package org.dynast.model.matters;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.dynast.model.log.Snapshots;

/**
 * The core-rules profiles that ship with Dynast as JSON resources (each installed module's for the rulesets it serves,
 * {@link org.dynast.model.module.DynastyModule#coreRulesProfiles()}, and the core's early eras), and the reading,
 * writing and checking of a profile's JSON for the emperor's own copies.
 */
public final class ProfileCatalogue {

    /** Profiles of earlier eras that ship with no ruleset of their own ({@code profiles/core-rules-ID.json}). */
    public static final List<String> SHIPPED_ERAS = List.of("early-era");
    private static final ObjectMapper MAPPER = Snapshots.standardMapper().copy()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS) // the same profile is the same text, every run
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private ProfileCatalogue() {
    }

    /** The profiles that ship: the modules' (in ruleset order), then the core's early eras. */
    public static List<CoreRulesProfile> shipped(ShippedProfiles modules) {
        List<CoreRulesProfile> profiles = new ArrayList<>();
        List<String> resources = new ArrayList<>(modules.coreRulesProfiles().values());
        SHIPPED_ERAS.forEach(era -> resources.add("/profiles/core-rules-" + era + ".json"));
        for (String resource : resources) {
            try (InputStream in = ProfileCatalogue.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("Missing resource " + resource);
                }
                profiles.add(check(MAPPER.readValue(in, CoreRulesProfile.class)));
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read " + resource, e);
            }
        }
        return profiles;
    }

    public static String toJson(CoreRulesProfile profile) {
        try {
            return MAPPER.writeValueAsString(profile);
        } catch (JacksonException e) {
            throw new IllegalStateException("Cannot write profile " + profile.id(), e);
        }
    }

    /**
     * Reads a profile from JSON an emperor edited; a mistake is reported with its line and column or
     * the clause that is wrong.
     */
    public static CoreRulesProfile fromJson(String json) {
        try {
            return check(MAPPER.readValue(json, CoreRulesProfile.class));
        } catch (JacksonException e) {
            String where = e.getLocation() == null ? "" : "line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ": ";
            Throwable cause = e.getCause() instanceof IllegalArgumentException iae ? iae : e;
            String why = cause == e ? e.getOriginalMessage().replaceAll("\\s*at \\[Source:[^\\]]*\\]", "")
                    : cause.getMessage();
            throw new IllegalArgumentException(where + why, e);
        }
    }

    /**
     * Reads a profile that Dynast itself stored (a dynasty file's row, a dynasty export): one written before profiles
     * had their {@code era} block is migrated explicitly to today's era settings ({@link
     * CoreRulesProfile.EraRules#TODAY}, what Dynast judged it by when it was written), see docs/rulings.md; any other
     * mistake is refused as {@link #fromJson} refuses it. A profile an emperor writes or edits must have the block.
     */
    public static CoreRulesProfile readStored(String json) {
        return fromJson(migrated(json));
    }

    /** Whether {@code json} is a stored profile written before the era block, which {@link #readStored} migrates. */
    public static boolean needsEraMigration(String json) {
        try {
            return MAPPER.readTree(json) instanceof ObjectNode o && !o.has("era");
        } catch (JacksonException e) {
            return false;
        }
    }

    private static String migrated(String json) {
        if (!needsEraMigration(json)) {
            return json;
        }
        try {
            ObjectNode o =
                    (ObjectNode) MAPPER.readTree(json);
            o.set("era", MAPPER.valueToTree(CoreRulesProfile.EraRules.TODAY));
            return MAPPER.writeValueAsString(o);
        } catch (JacksonException e) {
            return json; // fromJson reports what is wrong with it
        }
    }

    /**
     * Refuses a profile whose conditions would refer to themselves: Popular cannot be defined by
     * Popularity, an Enact route cannot depend on "cannot be Enacted".
     */
    public static CoreRulesProfile check(CoreRulesProfile p) {
        forbid(p.popular(), "Popular", EnumSet.of(ClauseType.POPULAR, ClauseType.NOT_POPULAR, ClauseType.UNPOPULAR,
                ClauseType.CANNOT_BE_ENACTED));
        forbid(p.unpopular(), "Unpopular", EnumSet.of(ClauseType.UNPOPULAR, ClauseType.CANNOT_BE_ENACTED));
        p.kinds().forEach((kind, rules) -> forbid(rules.enact(), kind.label() + " Enact",
                EnumSet.of(ClauseType.CANNOT_BE_ENACTED)));
        if (p.popular().isEmpty()) {
            // an era without "Popular" (Ruleset 57 writes its conditions into the Enact and Fail rules themselves)
            List<Route> all = new ArrayList<>(p.unpopular());
            p.kinds().values().forEach(k -> {
                all.addAll(k.enact());
                all.addAll(k.fail());
            });
            for (Route r : all) {
                for (Clause c : r.clauses()) {
                    if (c.type() == ClauseType.POPULAR || c.type() == ClauseType.NOT_POPULAR) {
                        throw new IllegalArgumentException("The route \"" + r.text() + "\" uses " + c.type()
                                + ", but the profile has no Popular route: add one, or write the conditions into the "
                                + "route itself.");
                    }
                }
            }
        }
        return p;
    }

    private static void forbid(List<Route> routes, String what, Set<ClauseType> types) {
        for (Route r : routes) {
            for (Clause c : r.clauses()) {
                if (types.contains(c.type())) {
                    throw new IllegalArgumentException("The " + what + " routes cannot use " + c.type()
                            + ": it would define the condition by itself.");
                }
            }
        }
    }
}
