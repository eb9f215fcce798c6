package org.dynast.model.store;

import static org.dynast.model.store.DynastyExchange.key;
import static org.dynast.model.store.DynastyExchange.nonNull;
import static org.dynast.model.store.ImportException.require;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dynast.model.InputText;
import org.dynast.model.roster.MentorDuty;
import org.dynast.model.roster.PlayerAlias;
import org.dynast.model.roster.PlayerName;
import org.dynast.model.store.DynastyExchange.CooldownData;
import org.dynast.model.store.DynastyExchange.Document;
import org.dynast.model.store.DynastyExchange.DynastyData;
import org.dynast.model.store.DynastyExchange.HistoryData;
import org.dynast.model.store.DynastyExchange.MatterData;
import org.dynast.model.store.DynastyExchange.MentorshipData;
import org.dynast.model.store.DynastyExchange.PlayerData;
import org.dynast.model.store.DynastyExchange.RevisionData;
import org.dynast.model.store.DynastyExchange.RollData;
import org.dynast.model.store.DynastyExchange.VoteData;

/**
 * What a dynasty file must be before anything of it is written: its core part's fields, lengths and references
 * ({@link #validate}), its bytes as UTF-8, and the words that say where a JSON error is and why.
 */
final class ImportChecks {

    private ImportChecks() {
    }

    static void validate(Document doc) {
        require(doc.dynasty() != null, "dynasty", "is missing");
        DynastyData d = doc.dynasty();
        require(d.name() != null && !d.name().isBlank(), "dynasty.name", "a dynasty needs a name");
        text(d.name().strip(), "dynasty.name", DynastyExchange.NAME_LENGTH);
        require(d.rulesetNumber() >= 1, "dynasty.rulesetNumber", "a ruleset number is 1 or more");
        require(d.startedOn() != null, "dynasty.startedOn", "is missing");
        for (String[] term : new String[][] {{"playerTerm", d.playerTerm()}, {"playersTerm", d.playersTerm()},
                {"emperorTerm", d.emperorTerm()}}) {
            require(term[1] != null && !term[1].isBlank(), "dynasty." + term[0], "is missing");
            text(term[1], "dynasty." + term[0], 60);
        }
        text(d.profileId(), "dynasty.profileId", 80);
        if (d.modules() != null) {
            Set<String> named = new HashSet<>();
            for (int i = 0; i < d.modules().size(); i++) {
                String module = d.modules().get(i);
                require(module != null && !module.isBlank(), "dynasty.modules[" + i + "]", "is empty");
                require(named.add(module), "dynasty.modules[" + i + "]", "\"" + module + "\" is named twice");
            }
            text(String.join(",", d.modules()), "dynasty.modules", 400);
        }
        List<PlayerData> roster = nonNull(doc.players());
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < roster.size(); i++) {
            PlayerData p = roster.get(i);
            String at = "players[" + i + "]";
            require(p != null, at, "is empty");
            String name = p.name();
            text(name, at + ".name", PlayerName.MAX_LENGTH);
            PlayerName.problem(name).ifPresent(problem -> {
                throw new ImportException(at + ".name", problem);
            });
            Integer earlier = seen.putIfAbsent(key(name), i);
            require(earlier == null, at + ".name", "\"" + name + "\" is already players[" + earlier + "]");
            require(p.joinedOn() != null, at + ".joinedOn", "is missing");
            require((p.idleSince() == null) == (p.idleReason() == null), at,
                    "an Idle player needs both idleSince and idleReason");
        }
        if (d.emperor() != null) {
            requirePlayer(seen, d.emperor(), "dynasty.emperor");
        }
        List<MentorshipData> pairs = nonNull(doc.mentorships());
        for (int i = 0; i < pairs.size(); i++) {
            MentorshipData m = pairs.get(i);
            String at = "mentorships[" + i + "]";
            require(m != null, at, "is empty");
            requirePlayer(seen, m.mentor(), at + ".mentor");
            requirePlayer(seen, m.mentee(), at + ".mentee");
            require(!key(m.mentor()).equals(key(m.mentee())), at, "a player cannot mentor themselves");
            require(m.startedOn() != null, at + ".startedOn", "is missing");
            Set<MentorDuty> ticked = new HashSet<>();
            List<DynastyExchange.DutyData> checklist = nonNull(m.checklist());
            for (int j = 0; j < checklist.size(); j++) {
                DynastyExchange.DutyData tick = checklist.get(j);
                String dat = at + ".checklist[" + j + "]";
                require(tick != null && tick.duty() != null && tick.doneOn() != null, dat, "needs duty and doneOn");
                require(ticked.add(tick.duty()), dat + ".duty", tick.duty() + " is ticked twice");
                require(!tick.doneOn().isBefore(m.startedOn()), dat + ".doneOn", tick.doneOn()
                        + " is before the Mentorship began (" + m.startedOn() + ")");
            }
        }
        List<DynastyExchange.WalkthroughData> finished = nonNull(doc.walkthroughs());
        for (int i = 0; i < finished.size(); i++) {
            DynastyExchange.WalkthroughData w = finished.get(i);
            String at = "walkthroughs[" + i + "]";
            require(w != null && w.walkthrough() != null && !w.walkthrough().isBlank() && w.title() != null
                    && w.finishedAt() != null, at, "needs player, walkthrough, title and finishedAt");
            requirePlayer(seen, w.player(), at + ".player");
            text(w.walkthrough(), at + ".walkthrough", 80);
            text(w.title(), at + ".title", 200);
        }
        List<DynastyExchange.AliasData> aliases = nonNull(doc.aliases());
        Map<String, Integer> aliasesSeen = new HashMap<>();
        for (int i = 0; i < aliases.size(); i++) {
            DynastyExchange.AliasData a = aliases.get(i);
            String at = "aliases[" + i + "]";
            require(a != null && a.alias() != null && !a.alias().isBlank(), at, "needs alias and player");
            requirePlayer(seen, a.player(), at + ".player");
            text(a.alias().strip(), at + ".alias", PlayerAlias.MAX_LENGTH);
            String aliasKey = PlayerAlias.key(a.alias());
            require(!aliasKey.isEmpty(), at + ".alias", "\"" + a.alias() + "\" is no name");
            require(seen.keySet().stream().noneMatch(n -> PlayerAlias.key(n).equals(aliasKey)),
                    at + ".alias", "\"" + a.alias() + "\" is the name of a player of the dynasty");
            Integer earlier = aliasesSeen.putIfAbsent(aliasKey, i);
            require(earlier == null, at + ".alias", "\"" + a.alias() + "\" is already aliases[" + earlier + "]");
        }
        List<MatterData> posts = nonNull(doc.matters());
        for (int i = 0; i < posts.size(); i++) {
            MatterData m = posts.get(i);
            String at = "matters[" + i + "]";
            require(m != null && m.kind() != null && m.title() != null && !m.title().isBlank() && m.postedAt() != null
                    && m.status() != null, at, "needs kind, title, postedAt and status");
            requirePlayer(seen, m.author(), at + ".author");
            text(m.title(), at + ".title", 500);
            text(m.resolvedBy(), at + ".resolvedBy", 100);
            text(m.resolutionNote(), at + ".resolutionNote", 4000);
            List<VoteData> cast = nonNull(m.votes());
            for (int j = 0; j < cast.size(); j++) {
                VoteData v = cast.get(j);
                String vat = at + ".votes[" + j + "]";
                require(v != null && v.icon() != null && v.castAt() != null, vat, "needs player, icon and castAt");
                requirePlayer(seen, v.player(), vat + ".player");
            }
        }
        validateGamestate(doc, seen);
        List<HistoryData> history = nonNull(doc.history());
        for (int i = 0; i < history.size(); i++) {
            HistoryData h = history.get(i);
            String at = "history[" + i + "]";
            require(h != null && h.at() != null && h.actor() != null && h.kind() != null && h.summary() != null
                    && h.type() != null, at, "needs at, actor, kind, summary and type");
            text(h.actor(), at + ".actor", 100);
            text(h.kind(), at + ".kind", 100);
            text(h.summary(), at + ".summary", 2000);
        }
    }

    /** Schema 3's parts: every player named is on the roster, every place in range, every part in the catalogue. */
    static void validateGamestate(Document doc, Map<String, Integer> players) {
        int matterCount = nonNull(doc.matters()).size();
        List<RevisionData> revisions = nonNull(doc.ruleset());
        for (int i = 0; i < revisions.size(); i++) {
            RevisionData r = revisions.get(i);
            String at = "ruleset[" + i + "]";
            require(r != null && r.createdAt() != null && r.kind() != null && r.format() != null && r.text() != null
                    && r.summary() != null, at, "needs createdAt, kind, format, text and summary");
            require(r.number() == i + 1, at + ".number", "revisions are numbered 1, 2, 3… in order; expected "
                    + (i + 1) + ", not " + r.number());
            require(r.matter() == null || (r.matter() >= 0 && r.matter() < matterCount), at + ".matter",
                    "there is no matters[" + r.matter() + "]");
            text(r.summary(), at + ".summary", 400);
            text(r.cause(), at + ".cause", 300);
            text(r.sourceName(), at + ".sourceName", 300);
        }
        List<RollData> rolls = nonNull(doc.rolls());
        for (int i = 0; i < rolls.size(); i++) {
            RollData r = rolls.get(i);
            require(r != null && r.at() != null && r.roller() != null && r.expression() != null
                    && r.generator() != null && r.outcome() != null, "rolls[" + i + "]",
                    "needs at, roller, expression, generator and outcome");
            String at = "rolls[" + i + "]";
            text(r.roller(), at + ".roller", 30);
            text(r.purpose(), at + ".purpose", 500);
            text(r.expression(), at + ".expression", 4000);
            text(r.generator(), at + ".generator", 60);
            text(r.outcome(), at + ".outcome", 4000);
            require(r.values() == null || !r.values().contains(null), at + ".values", "a drawn value is missing");
        }
        List<CooldownData> takes = nonNull(doc.cooldowns());
        for (int i = 0; i < takes.size(); i++) {
            CooldownData c = takes.get(i);
            String at = "cooldowns[" + i + "]";
            require(c != null && c.action() != null && c.cadence() != null && c.at() != null, at,
                    "needs player, action, cadence and at");
            requirePlayer(players, c.player(), at + ".player");
            text(c.action(), at + ".action", 200);
            text(c.cadence(), at + ".cadence", 60);
        }
    }

    static void requirePlayer(Map<String, Integer> players, String name, String at) {
        require(name != null, at, "is missing (a player's name)");
        if (!players.containsKey(key(name))) { // the message, with its regex, made only for a refusal
            throw new ImportException(at, "\"" + shortened(name) + "\" is not among the players");
        }
    }

    /** Refuses a text longer than its column holds, before anything is written. */
    static void text(String value, String at, int max) {
        if (value != null && value.length() > max) {
            throw new ImportException(at, value.length() + " characters, at most " + max);
        }
    }

    /**
     * Refuses a text or field name that is no plain text: one holding a NUL character ({@code "\u0000"} in the JSON),
     * which a PostgreSQL server refuses in any text, or half of a surrogate pair ({@code "\ud800"} alone), which is no
     * character at all and which the server's driver would store as "?". No text of a dynasty has either.
     * {@code at} is the path of {@code node} as the file spells it ({@code matters[3].title}), "" at the top.
     */
    static void plainText(JsonNode node, String at) {
        if (node.isTextual()) {
            String why = notPlain(node.textValue());
            require(why == null, at, "this text holds " + why + ", which no text in a dynasty has");
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                plainText(node.get(i), at + "[" + i + "]");
            }
        } else if (node.isObject()) {
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                String why = notPlain(field.getKey());
                require(why == null, at.isEmpty() ? "file" : at, "a field name holds " + why + ", which no dynasty "
                        + "file has");
                plainText(field.getValue(), at.isEmpty() ? field.getKey() : at + "." + field.getKey());
            }
        }
    }

    /** What makes {@code text} no plain text, in words; null when it is. */
    private static String notPlain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == 0) {
                return "a NUL character (\\u0000)";
            }
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return String.format("half of a surrogate pair (\\u%04x) alone", (int) c);
            }
        }
        return null;
    }

    /** A value as quoted in a message: on one line, a long one cut to its start. */
    static String shortened(String value) {
        String line = value.replaceAll("\\R", " ");
        return line.length() <= 60 ? line : line.substring(0, 57) + "\u2026";
    }

    /** A field path as the file spells it: {@code loadouts[2].bot.engine}. */
    static String path(JsonMappingException e) {
        StringBuilder out = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                out.append(out.length() == 0 ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                out.append('[').append(r.getIndex()).append(']');
            }
        }
        return out.length() == 0 ? "file" : out.toString();
    }

    /** Where the parser was when it stopped: the field path, or "file" at the top. */
    static String parsedPath(JacksonException e) {
        if (!(e.getProcessor() instanceof JsonParser parser)) {
            return "file";
        }
        List<String> steps = new ArrayList<>();
        for (JsonStreamContext c = parser.getParsingContext(); c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                if (c.getCurrentIndex() >= 0) { // -1: the list has no element yet
                    steps.add(0, "[" + c.getCurrentIndex() + "]");
                }
            } else if (c.getCurrentName() != null) {
                steps.add(0, "." + c.getCurrentName());
            }
        }
        String path = String.join("", steps);
        return path.isEmpty() ? "file" : path.startsWith(".") ? path.substring(1) : path;
    }

    /**
     * Why a value could not be read, in plain words: the type expected (text, a whole number, a list…), a number
     * out of range, a field Dynast does not know; a record's own check in its words.
     */
    static String why(JsonMappingException e) {
        Throwable cause = e.getCause();
        if (e instanceof ValueInstantiationException && cause instanceof IllegalArgumentException
                && cause.getMessage() != null && !cause.getMessage().contains("null")) {
            return cause.getMessage().lines().findFirst().orElse("is not valid");
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof InputCoercionException) {
                return "the number is out of range";
            }
        }
        if (e instanceof UnrecognizedPropertyException u) {
            return "\"" + shortened(String.valueOf(u.getPropertyName())) + "\" is not a field of a dynasty file";
        }
        if (e instanceof ValueInstantiationException v && v.getType() != null && v.getType().getRawClass().isRecord()) {
            List<String> fields = Arrays.stream(v.getType().getRawClass().getRecordComponents())
                    .map(RecordComponent::getName).toList();
            return "is incomplete or not valid: it needs " + String.join(", ", fields);
        }
        Class<?> type = e instanceof MismatchedInputException m ? m.getTargetType() : null;
        if (type != null) {
            String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
            boolean missing = message.contains("`null`") || message.startsWith("Missing");
            return (missing ? "is missing: expected " : "expected ") + kind(type);
        }
        return "is not valid here";
    }

    /** A type as the file spells its values. */
    static String kind(Class<?> type) {
        if (type == String.class) {
            return "text";
        }
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return "a whole number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == LocalDate.class) {
            return "a date such as 2026-11-01";
        }
        if (type == Instant.class) {
            return "a time such as 2026-11-20T12:00:00Z";
        }
        if (type.isEnum()) {
            ObjectMapper plain = new ObjectMapper();
            return "one of " + String.join(", ", Arrays.stream(type.getEnumConstants())
                    .map(c -> plain.valueToTree(c).asText()).toList());
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "a list";
        }
        if (Number.class.isAssignableFrom(type) || type.isPrimitive()) {
            return "a number";
        }
        return "an object (a { } block)";
    }

    static String plain(JacksonException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        return message.replaceAll("\\s*\\(start marker at \\[Source:[^\\]]*\\][^)]*\\)", "")
                .replaceAll("\\s*at \\[Source:[^\\]]*\\]", "")
                .replace("JSON String, Number, Array, Object or token 'null', 'true' or 'false'",
                        "text, a number, a list, an object, true, false or an empty value")
                .replace("`", "").replaceAll("java\\.[a-z.]*\\.", "").replaceAll("\\R", " ").strip();
    }

    static String where(JsonLocation location) {
        return location == null ? "file" : "line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    /** The bytes as UTF-8 text, without a byte-order mark; a byte that is not UTF-8 is refused with its place. */
    static String utf8(byte[] bytes) {
        try {
            return InputText.utf8(bytes, "a Dynast dynasty file");
        } catch (InputText.Refused r) {
            throw new ImportException(r.where(), r.why(), r);
        }
    }

}
