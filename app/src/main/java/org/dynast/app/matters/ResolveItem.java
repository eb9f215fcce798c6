package org.dynast.app.matters;

import org.dynast.model.matters.Resolution;

/** One thing an Admin may do now, with the rule's reasons: a line of the "resolve now" dashboard. */
public record ResolveItem(long matterId, Resolution resolution, String title, String reasons) {

    @Override
    public String toString() {
        return (resolution == Resolution.ENACT ? "Enact" : "Fail") + " \u25B8 " + title + " \u2014 " + reasons;
    }
}
