package org.dynast.app.matters;

import java.util.Comparator;
import java.util.List;
import javafx.collections.ObservableList;
import org.dynast.model.matters.MatterKind;

/** One line of the matter list. */
public record MatterRow(long id, MatterKind kind, String title, String author, String posted, String status,
                        String tally, String next, boolean pending, boolean resolvable) {

    /**
     * The list's own order: pending first, newest first. The reader sorts its rows so on the worker; the shown list,
     * sorted by the same order, then finds them sorted (one pass on the FX thread, not a sort of 20,000 rows there).
     */
    static final Comparator<MatterRow> OWN_ORDER = Comparator.comparing(MatterRow::pending).reversed()
            .thenComparing(MatterRow::posted, Comparator.reverseOrder());

    /** Puts the new rows in the shown list: only the changed ones when the same matters are listed in the same order. */
    static void putIn(ObservableList<MatterRow> rows, List<MatterRow> next) {
        boolean same = next.size() == rows.size();
        for (int i = 0; same && i < next.size(); i++) {
            same = next.get(i).id() == rows.get(i).id();
        }
        if (!same) {
            rows.setAll(next);
            return;
        }
        for (int i = 0; i < next.size(); i++) {
            if (!next.get(i).equals(rows.get(i))) {
                rows.set(i, next.get(i));
            }
        }
    }
}
