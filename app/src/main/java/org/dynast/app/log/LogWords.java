package org.dynast.app.log;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongFunction;
import java.util.regex.Pattern;
import org.dynast.app.common.Messages;
import org.dynast.model.Numbers;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Change;
import org.dynast.model.log.Snapshots;

/**
 * The action log in words: what an entry's kind is ("Roster", "Workshop"), and each change as the thing changed
 * ("Operator Lumen") with its fields as before → after, named in the dynasty's terms and with values as the console
 * shows them elsewhere (₩12,600, 2026-11-20 12:00 UTC, a player's name for their id) rather than the file's JSON.
 */
final class LogWords {

    static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);
    private static final Snapshots SNAPSHOTS = new Snapshots();
    private static final ObjectMapper JSON = Snapshots.standardMapper();
    private static final Pattern MONEY_FIELD = Pattern.compile("(?i).*(money|cost|price|value|award|spent|budget).*");
    private static final Pattern INSTANT = Pattern.compile("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d(:\\d\\d(\\.\\d+)?)?Z");
    private static final Pattern ENUM = Pattern.compile("[A-Z][A-Z0-9_]*");
    private static final String NOTHING = "\u2014";

    private final Messages messages;
    private final Terms terms;
    private final LongFunction<String> playerName;

    LogWords(Messages messages, Terms terms, LongFunction<String> playerName) {
        this.messages = messages;
        this.terms = terms;
        this.playerName = playerName;
    }

    /** The kind's family in words: "roster.admin" → "Roster"; one the console does not name is capitalised. */
    String kind(String kind) {
        String family = family(kind);
        String key = "log.kind." + family;
        return messages.has(key) ? messages.get(key) : words(family, true);
    }

    static String family(String kind) {
        int dot = kind.indexOf('.');
        return dot < 0 ? kind : kind.substring(0, dot);
    }

    /** One change: "Operator Lumen (changed)" and a line per field, "  idle since: … → …". */
    String describe(Change c) {
        String what = messages.get(c.before() == null ? "log.change.created" : c.after() == null
                ? "log.change.removed" : "log.change.changed");
        List<String> lines = new ArrayList<>();
        lines.add(thing(c) + " (" + what + ")");
        for (Snapshots.FieldChange f : SNAPSHOTS.differences(c.before(), c.after())) {
            if (f.field().equals("dynastyId")) {
                continue; // always the dynasty shown
            }
            String name = field(f.field());
            String before = value(f.field(), f.before());
            String after = value(f.field(), f.after());
            if (before.contains("\n") || after.contains("\n")) { // a text of several lines: each side as a block
                lines.add("  " + name + messages.get("log.change.before"));
                before.lines().forEach(l -> lines.add("      " + l));
                lines.add("  " + name + messages.get("log.change.after"));
                after.lines().forEach(l -> lines.add("      " + l));
            } else {
                lines.add("  " + name + ": " + before + " \u2192 " + after);
            }
        }
        return String.join("\n", lines);
    }

    /** The thing changed: its kind in the dynasty's words and its name ("Operator Lumen", "Bot of Kevan"). */
    private String thing(Change c) {
        String entity = c.entity();
        String key = c.key();
        return switch (entity) {
            case "player" -> terms.player() + " " + name(key);
            case "bot_loadout" -> messages.get("log.entity.bot", name(key));
            case "mentorship", "vote", "matter", "ruleset_revision", "dynasty", "profile", "roll" ->
                    messages.get("log.entity." + entity) + named(c);
            default -> words(entity, true) + named(c);
        };
    }

    /** " “Fix Quorum”" from the snapshot's title or name, else " #key". */
    private static String named(Change c) {
        JsonNode node = tree(c.after() != null ? c.after() : c.before());
        for (String f : List.of("title", "name")) {
            if (node != null && node.path(f).isTextual()) {
                return " \u201c" + node.path(f).asText() + "\u201d";
            }
        }
        return " #" + c.key();
    }

    private String name(String key) {
        try {
            return playerName.apply(Long.parseLong(key));
        } catch (NumberFormatException e) {
            return "#" + key;
        }
    }

    /** "idleSince" → "idle since"; "emperorId" → the dynasty's word for its emperor; "playerId" → its player. */
    String field(String field) {
        String bare = field.endsWith("Id") && field.length() > 2 ? field.substring(0, field.length() - 2) : field;
        String text = words(bare, false);
        return text.replaceAll("\\bplayers\\b", terms.players().toLowerCase(Locale.ROOT))
                .replaceAll("\\bplayer\\b", terms.player().toLowerCase(Locale.ROOT))
                .replaceAll("\\bemperor\\b", terms.emperor().toLowerCase(Locale.ROOT));
    }

    /** A value as the console shows it; "—" where there is none. */
    String value(String field, String json) {
        if (json == null || json.equals("null") || json.isEmpty()) {
            return NOTHING;
        }
        if (field.endsWith("Id") && json.matches("\\d+") && isPersonField(field)) {
            return playerName.apply(Long.parseLong(json));
        }
        if (json.matches("-?\\d+")) {
            long n = Long.parseLong(json);
            return MONEY_FIELD.matcher(field).matches() ? Numbers.money(n) : Numbers.count(n);
        }
        if (json.equals("true") || json.equals("false")) {
            return messages.get("log.value." + json);
        }
        if (INSTANT.matcher(json).matches()) {
            try {
                return WHEN.format(Instant.parse(json));
            } catch (DateTimeParseException e) {
                return json;
            }
        }
        if (ENUM.matcher(json).matches()) {
            return json.toLowerCase(Locale.ROOT).replace('_', ' ');
        }
        if (json.startsWith("[") || json.startsWith("{")) {
            JsonNode node = tree(json);
            return node == null ? json : node(field, node);
        }
        return json;
    }

    private static boolean isPersonField(String field) {
        String f = field.toLowerCase(Locale.ROOT);
        return f.contains("player") || f.contains("emperor") || f.contains("author") || f.contains("mentor")
                || f.contains("mentee") || f.contains("operator") || f.contains("voter") || f.contains("winner");
    }

    /** A list as its items' names or values ("Axe, Flipper"), "none" when empty; an object as its name or fields. */
    private String node(String field, JsonNode node) {
        if (node.isArray()) {
            if (node.isEmpty()) {
                return messages.get("log.value.none");
            }
            List<String> items = new ArrayList<>();
            node.forEach(item -> items.add(node(field, item)));
            return String.join(", ", items);
        }
        if (node.isObject()) {
            for (String f : List.of("name", "title")) {
                if (node.path(f).isTextual()) {
                    return node.path(f).asText();
                }
            }
            List<String> parts = new ArrayList<>();
            node.fields().forEachRemaining(e -> parts.add(field(e.getKey()) + " "
                    + value(e.getKey(), e.getValue().isTextual() ? e.getValue().asText() : e.getValue().toString())));
            return "(" + String.join(", ", parts) + ")";
        }
        return value(field, node.isTextual() ? node.asText() : node.toString());
    }

    private static JsonNode tree(String json) {
        if (json == null) {
            return null;
        }
        try {
            return JSON.readTree(json);
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    /** "idleSince" / "bot_loadout" → "idle since" / "bot loadout" (capitalised if asked). */
    static String words(String name, boolean capital) {
        String spaced = name.replace('_', ' ').replace('-', ' ').replaceAll("([a-z0-9])([A-Z])", "$1 $2")
                .toLowerCase(Locale.ROOT).strip();
        return capital && !spaced.isEmpty() ? Character.toUpperCase(spaced.charAt(0)) + spaced.substring(1) : spaced;
    }
}
