package org.dynast.model.store;

import static org.dynast.model.store.DynastyExchange.FORMAT;
import static org.dynast.model.store.DynastyExchange.SCHEMA_VERSION;
import static org.dynast.model.store.DynastyExchange.key;
import static org.dynast.model.store.DynastyExchange.nonNull;
import static org.dynast.model.store.ImportException.require;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.store.DynastyExchange.Document;
import org.dynast.model.store.DynastyExchange.Part;

/**
 * Reads a dynasty file's JSON ({@link DynastyExchange}): one object of the dynasty-file format and a schema version
 * this Dynast reads, its core's part as a {@link Document}, and the modules' fields each read with its path. A
 * problem is an {@link ImportException} saying where and why.
 */
final class DynastyFileReader {

    private final List<Part> parts;
    private final ObjectMapper mapper;

    DynastyFileReader(List<Part> parts, ObjectMapper mapper) {
        this.parts = parts;
        this.mapper = mapper;
    }

    /** The modules' view of the file {@code tree} whose core's part is {@code doc}. */
    ModuleExchange.ImportInput input(ObjectNode tree, Document doc) {
        return new Input(tree, doc);
    }

    /** The file's JSON object, refused unless it is a dynasty file of a schema version this Dynast reads. */
    ObjectNode readTree(Reader in) {
        JsonNode tree;
        try {
            tree = mapper.readTree(in);
        } catch (JacksonException e) {
            String at = ImportChecks.where(e.getLocation());
            String field = ImportChecks.parsedPath(e);
            String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
            if (message.startsWith("Duplicate field")) {
                throw new ImportException(field + " (" + at + ")", "this field is given twice; a dynasty file gives "
                        + "each field once", e);
            }
            if (message.startsWith("Trailing token")) {
                throw new ImportException(at, "there is more after the end of the dynasty: a dynasty file is one "
                        + "JSON object and nothing after it", e);
            }
            throw new ImportException(field.equals("file") ? at : at + ", in " + field,
                    "this is not well-formed JSON (" + ImportChecks.plain(e) + ")", e);
        } catch (IOException e) {
            throw new ImportException("file", "cannot be read: " + e.getMessage(), e);
        }
        if (tree == null || !tree.isObject()) {
            throw new ImportException("file", "a Dynast dynasty file is a JSON object; this file is empty or not one");
        }
        if (!FORMAT.equals(tree.path("format").asText())) {
            throw new ImportException("format", "expected \"" + FORMAT + "\": this is not a Dynast dynasty file");
        }
        // a whole number only: "schemaVersion": 7.5 is no version (asInt would read it as 7; issue 33)
        JsonNode versionNode = tree.path("schemaVersion");
        int version = versionNode.isIntegralNumber() && versionNode.canConvertToInt() ? versionNode.asInt() : -1;
        if (version < 1 || version > SCHEMA_VERSION) {
            JsonNode given = tree.path("schemaVersion");
            throw new ImportException("schemaVersion", (given.isNumber() ? "this file is schema version " + given
                    : "this file gives no schema version (a whole number)") + "; this Dynast reads versions 1 to "
                    + SCHEMA_VERSION);
        }
        ImportChecks.plainText(tree, "");
        return (ObjectNode) tree;
    }

    /** The core's part of the file: every field but the installed modules'. */
    Document read(ObjectNode tree) {
        // a shallow copy: the core's fields are only read, so the file's tree (its whole rulesets' texts) is not copied
        ObjectNode core = tree.objectNode();
        Set<String> modules = new HashSet<>();
        parts.forEach(part -> modules.addAll(part.exchange().fields()));
        tree.fields().forEachRemaining(field -> {
            if (!modules.contains(field.getKey())) {
                core.set(field.getKey(), field.getValue());
            }
        });
        try {
            return mapper.treeToValue(core, Document.class);
        } catch (JsonMappingException e) {
            throw new ImportException(ImportChecks.path(e), ImportChecks.why(e), e);
        } catch (JacksonException e) {
            throw new ImportException("file", ImportChecks.plain(e), e);
        }
    }

    /** A module's view of the file being imported: its fields, read with their paths, and the core's names. */
    private final class Input implements ModuleExchange.ImportInput {
        private final ObjectNode tree;
        private final Document doc;
        private final Set<String> players = new HashSet<>();

        Input(ObjectNode tree, Document doc) {
            this.tree = tree;
            this.doc = doc;
            nonNull(doc.players()).forEach(p -> players.add(key(p.name())));
        }

        @Override
        public <T> T field(String name, Class<T> type) {
            JsonNode node = tree.get(name);
            return node == null || node.isNull() ? null : value(node, type, name);
        }

        @Override
        public <T> List<T> list(String name, Class<T> element) {
            JsonNode node = tree.get(name);
            if (node == null || node.isNull()) {
                return List.of();
            }
            require(node.isArray(), name, "is a list");
            List<T> out = new ArrayList<>();
            for (int i = 0; i < node.size(); i++) {
                JsonNode item = node.get(i);
                out.add(item.isNull() ? null : value(item, element, name + "[" + i + "]"));
            }
            return out;
        }

        private <T> T value(JsonNode node, Class<T> type, String at) {
            try {
                return mapper.treeToValue(node, type);
            } catch (JsonMappingException e) {
                String inner = ImportChecks.path(e);
                throw new ImportException(inner.equals("file") ? at : at + (inner.startsWith("[") ? "" : ".") + inner,
                        ImportChecks.why(e), e);
            } catch (JacksonException e) {
                throw new ImportException(at, ImportChecks.plain(e), e);
            }
        }

        @Override
        public boolean hasPlayer(String name) {
            return name != null && players.contains(key(name));
        }

        @Override
        public int matterCount() {
            return nonNull(doc.matters()).size();
        }

        @Override
        public MatterKind matterKind(int place) {
            return nonNull(doc.matters()).get(place).kind();
        }

        @Override
        public RuntimeException problem(String where, String why) {
            return new ImportException(where, why);
        }
    }
}
