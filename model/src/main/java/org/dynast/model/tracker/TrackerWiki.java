package org.dynast.model.tracker;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.dynast.model.WikiTable;

/**
 * The tracker as the MediaWiki tables of a BlogNomic gamestate page, both ways: the players' table (the non-player
 * rows after them, in their own colour), then the global values as a table of names and values; and a pasted page or
 * plain copy read back into the columns, previewed before it is applied. The players' export leaves out every private
 * column and value; the emperor's marks them "(private)".
 */
public final class TrackerWiki {

    /** The background of a non-player row. */
    public static final String NPC_STYLE = "style=\"background-color:#eeeeff\"";
    private static final String PRIVATE = " (private)";

    /** What an import would do: the tracker after it, and each change in words. */
    public record Preview(TrackerState after, List<String> changes, List<String> notes) {
    }

    private TrackerWiki() {
    }

    // ---- export ------------------------------------------------------------------------------

    /** The tracker's wiki tables: the players' view ({@code emperor} false) leaves out every private thing. */
    public static String export(TrackerState state, boolean emperor) {
        TrackerState s = emperor ? state : TrackerService.withoutPrivate(state);
        TrackerTable t = TrackerTable.of(s);
        TrackerDefinition d = s.definition;
        StringBuilder b = new StringBuilder();
        String term = d.rowTerm == null || d.rowTerm.isBlank() ? "Player" : d.rowTerm;
        b.append(WikiTable.open(true)).append("|+ ").append(plural(term)).append('\n');
        b.append("|-\n! ").append(term);
        for (Column c : d.columns) {
            b.append(" !! ").append(c.name).append(c.privateColumn ? PRIVATE : "");
        }
        b.append('\n');
        for (TrackerTable.Row r : t.rows()) {
            b.append(r.npc() ? "|- " + NPC_STYLE : "|-").append("\n| ").append(WikiTable.escape(r.name()));
            for (Column c : d.columns) {
                b.append(" || ").append(WikiTable.escape(r.cell(c.name)));
            }
            b.append('\n');
        }
        b.append("|}\n");
        if (!d.globals.isEmpty()) {
            b.append('\n').append(WikiTable.open(false)).append("|+ Global values\n");
            for (Column g : d.globals) {
                b.append("|-\n! ").append(g.name).append(g.privateColumn ? PRIVATE : "").append('\n')
                        .append("| ").append(WikiTable.escape(s.globals.getOrDefault(g.name, ""))).append('\n');
            }
            b.append(WikiTable.close());
        }
        return b.toString();
    }

    private static String plural(String term) {
        return term.endsWith("s") ? term : term + "s";
    }


    // ---- import ------------------------------------------------------------------------------

    /**
     * Reads pasted wiki tables (or a plain copy) into the tracker's columns: the players' table (its first column
     * names the rows; each other heading a column of the tracker; derived columns are recomputed, not read) and the
     * global values. A bad row throws {@link WikiTables.BadTable} with its line and why; nothing is changed.
     */
    public static Preview read(TrackerState current, String text) {
        List<WikiTables.Table> tables = WikiTables.read(text);
        TrackerState after = current.copy();
        List<String> notes = new ArrayList<>();
        boolean found = false;
        for (WikiTables.Table table : tables) {
            if (table.rows().isEmpty()) {
                continue;
            }
            if (isGlobals(table, current.definition)) {
                globals(table, after);
                found = true;
            } else if (playersTable(table, current.definition).isPresent()) {
                players(table, playersTable(table, current.definition).get(), after, notes);
                found = true;
            }
        }
        if (!found) {
            throw new WikiTables.BadTable(1, "no table here has a heading among the tracker's columns ("
                    + String.join(", ", current.definition.columns.stream().map(c -> c.name).toList())
                    + ") or rows of its global values");
        }
        List<String> changes = TrackerService.differences(current, after);
        for (TrackerRow r : after.rows) {
            if (current.row(r.name).isEmpty()) {
                changes.add(0, "New non-player row " + r.name);
            }
        }
        return new Preview(after, changes, notes);
    }

    /** The header row of a players' table: one with a heading among the tracker's columns. */
    private static Optional<WikiTables.Row> playersTable(WikiTables.Table table, TrackerDefinition d) {
        WikiTables.Row first = table.rows().get(0);
        if (!first.allHeaders() || first.cells().size() < 2) {
            return Optional.empty();
        }
        boolean any = first.texts().stream().skip(1).anyMatch(h -> column(d, h).isPresent());
        return any ? Optional.of(first) : Optional.empty();
    }

    private static Optional<Column> column(TrackerDefinition d, String heading) {
        return d.column(unmarked(heading));
    }

    private static String unmarked(String heading) {
        String h = heading.strip();
        return h.toLowerCase(Locale.ROOT).endsWith(PRIVATE) ? h.substring(0, h.length() - PRIVATE.length()).strip() : h;
    }

    private static boolean isGlobals(WikiTables.Table table, TrackerDefinition d) {
        return table.rows().stream().allMatch(r -> r.cells().size() == 2 && r.cells().get(0).header()
                && !r.cells().get(1).header() || r.cells().size() == 2 && d.global(unmarked(r.cells().get(0).text()))
                .isPresent());
    }

    private static void globals(WikiTables.Table table, TrackerState after) {
        for (WikiTables.Row r : table.rows()) {
            String name = unmarked(r.cells().get(0).text());
            Column g = after.definition.global(name).orElseThrow(() -> new WikiTables.BadTable(r.line(),
                    "\u201c" + name + "\u201d is not a global value of the tracker"));
            if (g.derived()) {
                continue;
            }
            try {
                after.globals.put(g.name, Values.read(g, r.cells().get(1).text()));
            } catch (Values.BadValue e) {
                throw new WikiTables.BadTable(r.line(), e.getMessage());
            }
        }
    }

    private static void players(WikiTables.Table table, WikiTables.Row header, TrackerState after,
                                List<String> notes) {
        List<Column> columns = new ArrayList<>();
        List<String> headings = header.texts();
        Set<String> seen = new HashSet<>();
        for (int i = 1; i < headings.size(); i++) {
            String h = headings.get(i);
            Column c = column(after.definition, h).orElseThrow(() -> new WikiTables.BadTable(header.line(),
                    "the heading \u201c" + h + "\u201d is not a column of the tracker"));
            if (!seen.add(c.name)) {
                throw new WikiTables.BadTable(header.line(), "the column " + c.name + " is headed twice");
            }
            columns.add(c);
        }
        Set<String> rowsSeen = new HashSet<>();
        Map<String, TrackerRow> byName = new LinkedHashMap<>();
        after.rows.forEach(r -> byName.put(r.name.toLowerCase(Locale.ROOT), r));
        for (WikiTables.Row r : table.rows().subList(1, table.rows().size())) {
            List<String> cells = r.texts();
            if (cells.size() != headings.size()) {
                throw new WikiTables.BadTable(r.line(), cells.size() + " cells for " + headings.size()
                        + " headings (" + String.join(", ", headings) + ")");
            }
            String name = cells.get(0);
            if (name.isBlank()) {
                throw new WikiTables.BadTable(r.line(), "the row has no name in its first cell");
            }
            if (!rowsSeen.add(name.toLowerCase(Locale.ROOT))) {
                throw new WikiTables.BadTable(r.line(), name + " has two rows");
            }
            TrackerRow row = byName.get(name.toLowerCase(Locale.ROOT));
            if (row == null && r.styled()) {
                row = TrackerRow.of(name, null, true);
                for (Column c : after.definition.columns) {
                    if (!c.derived()) {
                        row.values.put(c.name, Values.initial(c));
                    }
                }
                after.rows.add(row);
                byName.put(name.toLowerCase(Locale.ROOT), row);
            }
            if (row == null) {
                throw new WikiTables.BadTable(r.line(), "\u201c" + name + "\u201d is neither an active player of "
                        + "this dynasty nor a non-player row (a new non-player row is marked with a row style, as "
                        + "the export writes it)");
            }
            for (int i = 0; i < columns.size(); i++) {
                Column c = columns.get(i);
                if (c.derived()) {
                    continue;
                }
                try {
                    row.values.put(c.name, Values.read(c, cells.get(i + 1)));
                } catch (Values.BadValue e) {
                    throw new WikiTables.BadTable(r.line(), name + ": " + e.getMessage());
                }
            }
        }
        for (TrackerRow row : after.rows) {
            if (!rowsSeen.contains(row.name.toLowerCase(Locale.ROOT))) {
                notes.add(row.name + " is not in the pasted table: their values are kept.");
            }
        }
    }
}
