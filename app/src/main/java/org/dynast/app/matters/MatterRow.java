package org.dynast.app.matters;

import org.dynast.model.matters.MatterKind;

/** One line of the matter list. */
public record MatterRow(long id, MatterKind kind, String title, String author, String posted, String status,
                        String tally, String next, boolean pending, boolean resolvable) {
}
