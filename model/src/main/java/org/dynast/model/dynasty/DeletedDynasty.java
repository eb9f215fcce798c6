package org.dynast.model.dynasty;

import java.time.Instant;

/** A dynasty deleted from the console's lists (File › Delete Dynasty), until the deletion is undone. */
public final class DeletedDynasty {
    public long dynastyId;
    public Instant at;
    public String by;

    public DeletedDynasty() {
    }

    DeletedDynasty(long dynastyId, Instant at, String by) {
        this.dynastyId = dynastyId;
        this.at = at;
        this.by = by;
    }
}
