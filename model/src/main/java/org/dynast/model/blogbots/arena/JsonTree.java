package org.dynast.model.blogbots.arena;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.dynast.model.InputText;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;

/**
 * A JSON file read strictly into a tree that remembers where each value starts, and typed access to it that names
 * the field by its JSON path ({@code entrants[1].engine.condition}) and line when a value is missing, empty or of the
 * wrong type. The file must be UTF-8 text holding one JSON value: a byte that is not UTF-8, a key given twice, or
 * anything after the value is refused.
 */
final class JsonTree {

    /** Deeper than any arena file goes; a deeper one is refused before it costs anything. */
    private static final int MAX_DEPTH = 64;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
                    .maxNumberLength(100).build())
            .build();

    /** Where each value starts, by its JSON path (values such as {@code true} or {@code 1} are shared nodes). */
    private final Map<String, JsonLocation> starts = new HashMap<>();
    private final JsonNode root;

    private JsonTree(String text, String what) throws ArenaFileException {
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                throw new ArenaFileException("line 1", "the file is empty, so it is not " + what);
            }
            root = value(p, first, "");
            JsonToken more = p.nextToken();
            if (more != null) {
                throw new ArenaFileException(at(p.currentTokenLocation()), "there is more after the end of " + what
                        + " (only one JSON value may be in the file)");
            }
        } catch (StreamConstraintsException e) {
            String where = at(e.getLocation());
            throw new ArenaFileException(where.isEmpty() ? "line 1" : where, "the JSON is nested deeper, or a number is "
                    + "longer, than anything in " + what);
        } catch (JsonParseException e) {
            throw new ArenaFileException(at(e.getLocation()), plain(e.getOriginalMessage(), what));
        } catch (IOException e) {
            throw new ArenaFileException("line 1", "the text cannot be read as JSON");
        }
    }

    /** Reads {@code text} as one JSON value, or says where and why not. */
    static JsonTree parse(String text, String what) throws ArenaFileException {
        return new JsonTree(text.startsWith("\uFEFF") ? text.substring(1) : text, what);
    }

    /** Decodes {@code bytes} as UTF-8 strictly (a byte order mark is allowed), or says at which byte it is not. */
    static String utf8(byte[] bytes, String what) throws ArenaFileException {
        try {
            return InputText.utf8(bytes, what);
        } catch (InputText.Refused r) {
            // the arena's readers say "byte 5 (line 1)": the byte first, as their other refusals do
            String where = r.where().replaceAll("^line (\\d+) \\(byte (\\d+)\\)$", "byte $2 (line $1)");
            throw new ArenaFileException(where, r.why().replace(" is read as UTF-8", " is UTF-8 text")
                    .replace("is not UTF-8 text;", "is not UTF-8 text, so the file is not " + what + ";"));
        }
    }


    private JsonNode value(JsonParser p, JsonToken t, String path) throws IOException, ArenaFileException {
        JsonLocation start = p.currentTokenLocation();
        JsonNode node;
        JsonNodeFactory f = JsonNodeFactory.instance;
        switch (t) {
            case START_OBJECT -> {
                ObjectNode o = f.objectNode();
                JsonToken k;
                while ((k = p.nextToken()) == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    o.set(name, value(p, p.nextToken(), path.isEmpty() ? name : path + "." + name));
                }
                node = o;
            }
            case START_ARRAY -> {
                ArrayNode a = f.arrayNode();
                JsonToken k;
                while ((k = p.nextToken()) != JsonToken.END_ARRAY && k != null) {
                    a.add(value(p, k, path + "[" + a.size() + "]"));
                }
                node = a;
            }
            case VALUE_STRING -> node = f.textNode(p.getText());
            case VALUE_NUMBER_INT -> node = switch (p.getNumberType()) {
                case INT -> f.numberNode(p.getIntValue());
                case LONG -> f.numberNode(p.getLongValue());
                default -> f.numberNode(p.getBigIntegerValue());
            };
            case VALUE_NUMBER_FLOAT -> node = f.numberNode(p.getDecimalValue());
            case VALUE_TRUE -> node = f.booleanNode(true);
            case VALUE_FALSE -> node = f.booleanNode(false);
            case VALUE_NULL -> node = f.nullNode();
            default -> throw new ArenaFileException(at(start), "this is not valid JSON here");
        }
        starts.put(path, start);
        return node;
    }

    private static String at(JsonLocation l) {
        return l == null || l.getLineNr() < 0 ? "" : "line " + l.getLineNr() + ", column " + l.getColumnNr();
    }

    /** Jackson's reason in a user's words. */
    private static String plain(String m, String what) {
        String s = m == null ? "" : m;
        if (s.startsWith("Duplicate field")) {
            return "the field " + s.substring("Duplicate field".length()).strip().replace('\'', '"')
                    + " is given twice";
        }
        if (s.contains("end-of-input") || s.contains("EOF")) {
            return "the file ends too early (it may have been cut short), so it is not a complete " + what
                    .replaceFirst("^an? ", "");
        }
        if (s.startsWith("Unexpected character")) {
            int a = s.indexOf("('");
            int b = a < 0 ? -1 : s.indexOf("' (code", a);
            String c = a >= 0 && b > a ? s.substring(a + 2, b) : "";
            return (c.isEmpty() || c.chars().anyMatch(Character::isISOControl) ? "an unexpected character"
                    : "the character " + c + " is out of place") + ": this is not valid JSON";
        }
        if (s.startsWith("Unrecognized token")) {
            return "a word that is not JSON (text needs quotes; true, false and numbers do not)";
        }
        if (s.contains("Illegal unquoted character") || s.contains("control character")) {
            return "a control character inside a text (write it as an escape such as \\n)";
        }
        if (s.contains("Numeric value") || s.contains("Invalid numeric") || s.contains("number")) {
            return "a number that is not written as JSON numbers are";
        }
        return "this is not valid JSON here, so it is not " + what;
    }

    // ------------------------------------------------------------------------------------ typed access

    Obj root(String what, Set<String> fields) throws ArenaFileException {
        if (!root.isObject()) {
            throw new ArenaFileException(where(root, ""), "this is not " + what + " (a JSON object is expected, not "
                    + kind(root) + ")");
        }
        return new Obj(root, "", fields);
    }

    /** "line L, column C (path)": where the value at {@code path} starts, or else the nearest value around it. */
    String where(JsonNode node, String path) {
        String near = path;
        JsonLocation l = starts.get(near);
        while (l == null && !near.isEmpty()) {
            int cut = Math.max(near.lastIndexOf('.'), near.lastIndexOf('['));
            near = cut < 0 ? "" : near.substring(0, cut);
            l = starts.get(near);
        }
        String pos = at(l);
        if (path.isEmpty()) {
            return pos.isEmpty() ? "the top" : pos;
        }
        return pos.isEmpty() ? path : pos + " (" + path + ")";
    }

    /** Where the value at {@code path} ({@code systems[2]}, {@code engine.name}) starts, as "line L, column C (path)". */
    String locate(String path) {
        JsonNode n = root;
        for (String step : path.split("\\.")) {
            int bracket = step.indexOf('[');
            String key = bracket < 0 ? step : step.substring(0, bracket);
            if (!key.isEmpty() && n != null) {
                n = n.get(key);
            }
            while (bracket >= 0 && n != null) {
                int close = step.indexOf(']', bracket);
                n = n.get(Integer.parseInt(step.substring(bracket + 1, close)));
                bracket = step.indexOf('[', close);
            }
        }
        return n == null ? path : where(n, path);
    }

    static String kind(JsonNode n) {
        if (n == null || n.isMissingNode()) {
            return "nothing";
        }
        return switch (n.getNodeType()) {
            case ARRAY -> "a list";
            case OBJECT -> "an object";
            case STRING -> "a text";
            case NUMBER -> "a number";
            case BOOLEAN -> "true or false";
            case NULL -> "an empty value";
            default -> "something else";
        };
    }

    /** An object at a JSON path, its fields limited to {@code fields}. */
    final class Obj {
        final JsonNode node;
        final String path;

        Obj(JsonNode node, String path, Set<String> fields) throws ArenaFileException {
            this.node = node;
            this.path = path;
            Iterator<String> names = node.fieldNames();
            while (names.hasNext()) {
                String n = names.next();
                if (!fields.contains(n)) {
                    throw new ArenaFileException(where(node.get(n), sub(n)), "no such field \"" + n + "\"");
                }
            }
        }

        String sub(String field) {
            return path.isEmpty() ? field : path + "." + field;
        }

        ArenaFileException bad(String field, String why) {
            JsonNode v = node.get(field);
            return new ArenaFileException(where(v == null ? node : v, sub(field)), why);
        }

        /** The value, or throws naming the field when it is missing or empty. */
        JsonNode need(String field, String what) throws ArenaFileException {
            JsonNode v = node.get(field);
            if (v == null) {
                throw new ArenaFileException(where(node, sub(field)), "missing " + field + " (" + what + ")");
            }
            if (v.isNull()) {
                throw bad(field, field + " has no value; it must be " + what);
            }
            return v;
        }

        boolean has(String field) {
            JsonNode v = node.get(field);
            return v != null && !v.isNull();
        }

        String text(String field) throws ArenaFileException {
            JsonNode v = need(field, "a text");
            if (!v.isTextual()) {
                throw bad(field, field + " must be a text, not " + kind(v));
            }
            return v.textValue();
        }

        /** A text that must not be blank. */
        String name(String field) throws ArenaFileException {
            String s = text(field);
            if (s.isBlank()) {
                throw bad(field, field + " is blank; it must name something");
            }
            return s;
        }

        String optText(String field) throws ArenaFileException {
            return has(field) ? text(field) : null;
        }

        boolean bool(String field) throws ArenaFileException {
            JsonNode v = need(field, "true or false");
            if (!v.isBoolean()) {
                throw bad(field, field + " must be true or false, not " + kind(v));
            }
            return v.booleanValue();
        }

        long whole(String field, long min, long max, String what) throws ArenaFileException {
            JsonNode v = need(field, what);
            if (!v.isIntegralNumber()) {
                throw bad(field, field + " must be a whole number (" + what + "), not " + kind(v)
                        + (v.isNumber() ? " with a fraction" : ""));
            }
            if (!v.canConvertToLong() || v.longValue() < min || v.longValue() > max) {
                throw bad(field, field + " is " + shortNumber(v) + "; it must be " + what);
            }
            return v.longValue();
        }

        int integer(String field, int min, int max, String what) throws ArenaFileException {
            return (int) whole(field, min, max, what);
        }

        Obj obj(String field, Set<String> fields) throws ArenaFileException {
            JsonNode v = need(field, "an object");
            if (!v.isObject()) {
                throw bad(field, field + " must be an object, not " + kind(v));
            }
            return new Obj(v, sub(field), fields);
        }

        Obj optObj(String field, Set<String> fields) throws ArenaFileException {
            return has(field) ? obj(field, fields) : null;
        }

        Arr arr(String field) throws ArenaFileException {
            JsonNode v = need(field, "a list");
            if (!v.isArray()) {
                throw bad(field, field + " must be a list, not " + kind(v));
            }
            return new Arr(v, sub(field));
        }

        <E extends Enum<E>> E oneOf(String field, Class<E> type) throws ArenaFileException {
            String s = text(field);
            for (E e : type.getEnumConstants()) {
                if (e.name().equals(s)) {
                    return e;
                }
            }
            throw bad(field, field + " is \"" + clip(s) + "\"; it must be one of " + names(type));
        }
    }

    /** A list at a JSON path. */
    final class Arr {
        final JsonNode node;
        final String path;

        Arr(JsonNode node, String path) {
            this.node = node;
            this.path = path;
        }

        int size() {
            return node.size();
        }

        String sub(int i) {
            return path + "[" + i + "]";
        }

        ArenaFileException bad(int i, String why) {
            return new ArenaFileException(where(node.get(i), sub(i)), why);
        }

        ArenaFileException whole(String why) {
            return new ArenaFileException(where(node, path), why);
        }

        Obj obj(int i, Set<String> fields) throws ArenaFileException {
            JsonNode v = node.get(i);
            if (!v.isObject()) {
                throw bad(i, sub(i) + " must be an object, not " + kind(v));
            }
            return new Obj(v, sub(i), fields);
        }

        String text(int i) throws ArenaFileException {
            JsonNode v = node.get(i);
            if (!v.isTextual()) {
                throw bad(i, sub(i) + " must be a text, not " + kind(v));
            }
            return v.textValue();
        }

        int integer(int i, int min, int max, String what) throws ArenaFileException {
            JsonNode v = node.get(i);
            if (!v.isIntegralNumber()) {
                throw bad(i, sub(i) + " must be a whole number (" + what + "), not " + kind(v));
            }
            if (!v.canConvertToInt() || v.intValue() < min || v.intValue() > max) {
                throw bad(i, sub(i) + " is " + shortNumber(v) + "; it must be " + what);
            }
            return v.intValue();
        }

        List<String> texts() throws ArenaFileException {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < size(); i++) {
                out.add(text(i));
            }
            return out;
        }
    }

    static String shortNumber(JsonNode v) {
        String s = v.asText();
        return s.length() > 24 ? s.substring(0, 12) + "\u2026 (" + s.length() + " digits)" : s;
    }

    /** A text quoted from a file, cut short and free of line breaks. */
    static String clip(String s) {
        String t = s.replaceAll("\\p{Cntrl}", " ");
        return t.length() > 40 ? t.substring(0, 40) + "\u2026" : t;
    }

    static <E extends Enum<E>> String names(Class<E> type) {
        List<String> out = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            out.add(e.name());
        }
        return String.join(", ", out).toUpperCase(Locale.ROOT);
    }
}
