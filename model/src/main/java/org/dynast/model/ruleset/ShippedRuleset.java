package org.dynast.model.ruleset;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.dynast.model.dynasty.Terms;

/**
 * One BlogNomic ruleset text that ships inside Dynast, as a classpath resource that the dynasty module serving it
 * brings ({@link org.dynast.model.module.DynastyModule#shippedRulesets()}), beside its own resources (see the
 * README.md in {@code org/dynast/model/ruleset/shipped/} for where the texts come from).
 *
 * @param number   the ruleset's number on the wiki, e.g. 205
 * @param resource the text's absolute resource name, e.g. {@code /org/dynast/model/blogbots/ruleset-205-bots.txt}
 * @param title    for a list, e.g. "Ruleset 205 — Bots"
 * @param player   what the ruleset calls a player, e.g. "Operator"
 * @param players  the plural, e.g. "Operators"
 * @param emperor  what the ruleset calls its emperor, e.g. "Announcer"
 */
public record ShippedRuleset(int number, String resource, String title, String player, String players,
        String emperor) {

    public ShippedRuleset {
        Objects.requireNonNull(resource, "resource");
        if (!resource.startsWith("/")) {
            throw new IllegalArgumentException("A shipped ruleset's resource name is absolute: " + resource);
        }
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(players, "players");
        Objects.requireNonNull(emperor, "emperor");
    }

    /** The text's absolute resource name, e.g. {@code /org/dynast/model/blogbots/ruleset-205-bots.txt}. */
    public String resourceName() {
        return resource;
    }

    /** The resource's file name, e.g. {@code ruleset-205-bots.txt}. */
    public String fileName() {
        return resource.substring(resource.lastIndexOf('/') + 1);
    }

    /** The player and emperor words, as a dynasty takes them. */
    public Terms terms() {
        return new Terms(player, players, emperor);
    }

    /**
     * The whole text, read from the classpath as UTF-8.
     *
     * @throws IllegalStateException if the resource is missing from the classpath
     * @throws UncheckedIOException  if it cannot be read
     */
    public String text() {
        try (InputStream in = ShippedRuleset.class.getResourceAsStream(resourceName())) {
            if (in == null) {
                throw new IllegalStateException("The shipped ruleset " + resourceName() + " is not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the shipped ruleset " + resourceName(), e);
        }
    }
}
