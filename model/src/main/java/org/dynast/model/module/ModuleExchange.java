package org.dynast.model.module;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dynast.model.log.Changes;
import org.dynast.model.matters.MatterKind;

/**
 * A module's part of the dynasty file: top-level fields beside the core's ({@code loadouts}, {@code factory}…).
 * Players are named, not numbered, so the file imports into any dynasty file. An import is checked completely
 * ({@link #read}) before anything is written ({@link CheckedPart#insert}).
 */
public interface ModuleExchange {

    /** The top-level fields this module writes and reads, in the order written. */
    List<String> fields();

    /** The module's fields for the dynasty, by name (a field may be left out or null when there is nothing). */
    Map<String, Object> export(long dynastyId, ExportNames names);

    /** Reads and checks the module's fields of a file; a problem throws an import error saying where and why. */
    CheckedPart read(ImportInput input);

    /**
     * Reads for the dynasty whatever the module's pages read, inside the import's transaction before it commits, so
     * that a file whose part passes the checks but which a page could not show is refused rather than kept for good
     * (issue 33: "accepted, then every page read throws"). Throws what a page would.
     */
    default void shows(long dynastyId) {
    }

    /** A checked part, ready to be written for the new dynasty inside the import's one transaction. */
    interface CheckedPart {
        void insert(Changes changes, ImportIds ids);
    }

    /** Names for the ids of the exported dynasty. */
    interface ExportNames {
        /** The player's name, or null if the id is not on the roster. */
        String player(long playerId);

        /** The dynasty's Votable Matters' ids in the file's order (a matter is named by its place). */
        List<Long> matterIds();
    }

    /** The file being imported, as far as a module reads it. */
    interface ImportInput {
        /** The field read as {@code type}, or null when absent; a bad value is refused with its path. */
        <T> T field(String name, Class<T> type);

        /** The field read as a list of {@code element}, empty when absent. */
        <T> List<T> list(String name, Class<T> element);

        /** Whether the roster in the file has this player (names compare without case). */
        boolean hasPlayer(String name);

        /** How many Votable Matters the file has, and each one's kind by its place. */
        int matterCount();

        MatterKind matterKind(int place);

        /** Refuses the file: {@code where} is a field path such as {@code loadouts[2].bot}. */
        RuntimeException problem(String where, String why);

        default void require(boolean ok, String where, String why) {
            if (!ok) {
                throw problem(where, why);
            }
        }

        default void requirePlayer(String name, String where) {
            require(name != null, where, "is missing (a player's name)");
            require(hasPlayer(name), where, "\"" + name + "\" is not among the players");
        }
    }

    /** The new dynasty's ids, while it is written. */
    interface ImportIds {
        long dynastyId();

        /** The new id of the player of that name (checked by {@link #read}). */
        Long player(String name);

        /** The new id of the Votable Matter at that place in the file. */
        long matter(int place);
    }

    /** Values of a map in the order of {@code fields}, for modules that build their export field by field. */
    static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            out.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return out;
    }
}
