package org.dynast.model.matters;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dynast.model.roster.PlayerAlias;

/**
 * Matches a name as a thread shows it to a roster name: ignoring case, spaces and apostrophes ("ienpw iii", "IenpwIII"
 * → "Ienpw III", "omalley" → "O'Malley"), and through known aliases (a player's earlier names: {@code old name =
 * current name}).
 */
public final class PlayerNames {

    private final List<String> roster;
    private final Map<String, String> aliases;

    public PlayerNames(List<String> roster, Map<String, String> aliases) {
        this.roster = List.copyOf(roster);
        Map<String, String> a = new LinkedHashMap<>();
        (aliases == null ? Map.<String, String>of() : aliases).forEach((k, v) -> a.put(key(k), v));
        this.aliases = a;
    }

    /** The name as matched: lower case, without spaces, underscores or apostrophes ('’`). */
    public static String key(String name) {
        return PlayerAlias.key(name);
    }

    /** The one roster name that starts with {@code typed} (as matched: case, spaces and apostrophes ignored). */
    public static Optional<String> uniquePrefix(List<String> names, String typed) {
        String k = key(typed);
        if (k.isEmpty()) {
            return Optional.empty();
        }
        List<String> hits = names.stream().filter(n -> key(n).startsWith(k)).toList();
        return hits.size() == 1 ? Optional.of(hits.get(0)) : Optional.empty();
    }

    /** The roster name this name means, if any. */
    public Optional<String> match(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String k = key(name);
        Optional<String> direct = roster.stream().filter(r -> key(r).equals(k)).findFirst();
        if (direct.isPresent()) {
            return direct;
        }
        String alias = aliases.get(k);
        return alias == null ? Optional.empty() : roster.stream().filter(r -> key(r).equals(key(alias))).findFirst();
    }

    /** "old = new" lines ('#' starts a comment), as in a known-aliases list. */
    public static Map<String, String> parseAliases(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : text.split("\\R")) {
            String l = line.replaceAll("#.*$", "").strip();
            int eq = l.indexOf('=');
            if (eq > 0) {
                out.put(l.substring(0, eq).strip(), l.substring(eq + 1).strip());
            }
        }
        return out;
    }

    /** The known renames of BlogNomic players that ship with Dynast (resource {@code known-aliases.txt}). */
    public static Map<String, String> known() {
        try (InputStream in = PlayerNames.class.getResourceAsStream("known-aliases.txt")) {
            return in == null ? Map.of() : parseAliases(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
