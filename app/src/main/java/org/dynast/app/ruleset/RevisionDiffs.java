package org.dynast.app.ruleset;

import java.util.LinkedHashMap;
import java.util.Map;
import org.dynast.model.ruleset.RulesetDiff;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.ruleset.RulesetService;

/**
 * The diffs between revisions the Ruleset tab has worked out, the last {@value #KEPT}. A stored revision never changes
 * (a new text is a new revision), so going back to a dynasty shows its latest change without reading and diffing
 * two rulesets again on the worker (a sixth of the worker's time in a dynasty switch). Each revision is known by its
 * id and its text's hash, so a revision of the same id in another file is not taken for it.
 */
final class RevisionDiffs {

    static final int KEPT = 16;

    private final Map<String, RulesetDiff> kept = new LinkedHashMap<>(KEPT, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, RulesetDiff> eldest) {
            return size() > KEPT;
        }
    };

    /** The diff from {@code from} to {@code to}: the kept one, or {@code service}'s, kept (called on the worker). */
    synchronized RulesetDiff between(RulesetService service, RulesetRevision from, RulesetRevision to) {
        String key = from.id() + ":" + from.textHash() + ">" + to.id() + ":" + to.textHash();
        RulesetDiff diff = kept.get(key);
        if (diff == null) {
            diff = service.diff(from, to);
            kept.put(key, diff);
        }
        return diff;
    }
}
