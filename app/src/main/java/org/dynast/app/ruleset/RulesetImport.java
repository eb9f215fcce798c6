package org.dynast.app.ruleset;

import java.util.Optional;
import java.util.function.Consumer;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.session.Session;
import org.dynast.model.ruleset.MatterRef;
import org.dynast.model.ruleset.RuleChange;
import org.dynast.model.ruleset.RulesetDiff;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.ruleset.RulesetText;

/**
 * The Ruleset tab's imports, split from {@link RulesetViewModel}: a file or a pasted text becomes the next revision,
 * and over an existing ruleset what it would change is shown first (rule by rule, as the comparison shows it) and
 * the import waits for a yes.
 */
final class RulesetImport {

    private final Session session;
    private final DialogService dialogs;
    private final TabWork work;
    private final Messages messages;
    private final RevisionRows revisionRows;
    private final Consumer<String> say;
    private final Consumer<RulesetRevision> imported;

    RulesetImport(Session session, DialogService dialogs, TabWork work, Messages messages,
                  RevisionRows revisionRows, Consumer<String> say, Consumer<RulesetRevision> imported) {
        this.session = session;
        this.dialogs = dialogs;
        this.work = work;
        this.messages = messages;
        this.revisionRows = revisionRows;
        this.say = say;
        this.imported = imported;
    }

    private void say(String text) {
        say.accept(text);
    }

    /**
     * Imports a ruleset text from a file (plain copy or MediaWiki source) as the next revision; over an existing
     * ruleset, what it would change is shown first and the import waits for a yes.
     */
    public void importFile() {
        if (session.dynasty() == null) {
            return;
        }
        dialogs.chooseFileToOpen(messages.get("dialog.ruleset.import.title"), messages.get("filter.ruleset"), RulesetViewModel.TEXT_GLOB)
                .ifPresent(file -> {
                    RulesetService service = session.store().rulesets();
                    long dynastyId = session.dynasty().id();
                    work.act(() -> {
                        RulesetText text = RulesetText.read(file);
                        return new PendingImport(text.text(), file.getFileName().toString(), MatterRef.NONE,
                                text.warning().orElse(null), service.latest(dynastyId),
                                service.previewImport(dynastyId, text.text()));
                    }, this::confirmImport);
                });
    }

    /** Imports a pasted ruleset text, with the matter that caused it (shown first over an existing ruleset). */
    public void pasteRuleset() {
        if (session.dynasty() == null) {
            return;
        }
        dialogs.askRulesetText(messages.get("dialog.ruleset.paste.title"), messages.get("dialog.ruleset.paste.header"),
                "", "").ifPresent(answer -> {
                    RulesetService service = session.store().rulesets();
                    long dynastyId = session.dynasty().id();
                    work.act(() -> new PendingImport(answer.text(), messages.get("ruleset.pasted"),
                            MatterRef.of(answer.cause()), null, service.latest(dynastyId),
                            service.previewImport(dynastyId, answer.text())), this::confirmImport);
                });
    }

    /** A text about to be imported, with what it would change in the latest revision (none: no ruleset yet). */
    private record PendingImport(String text, String source, MatterRef cause, String warning,
                                 Optional<RulesetRevision> latest, Optional<RulesetDiff> changes) {
    }

    /**
     * Over an existing ruleset, shows what the import would change, rule by rule as the comparison does, and imports
     * only on a yes; the import is a new revision (the one before stays, and Undo takes it back).
     */
    private void confirmImport(PendingImport p) {
        if (p.latest().isPresent() && p.changes().isPresent()) {
            RulesetDiff diff = p.changes().get();
            int before = p.latest().get().number();
            String header = diff.isEmpty() ? messages.get("ruleset.import.confirm.none", before)
                    : messages.get("ruleset.import.confirm.header", before + 1, before,
                    diff.count(RuleChange.Kind.CHANGED),
                    diff.count(RuleChange.Kind.ADDED),
                    diff.count(RuleChange.Kind.REMOVED));
            if (!dialogs.ask(RulesetRows.CHANGES_DIALOG, new RulesetRows.Changes(
                    messages.get("ruleset.import.confirm.title", p.source()), header, revisionRows.changes(diff),
                    messages.get("ruleset.import.confirm.yes", before + 1))).orElse(false)) {
                say(messages.get("ruleset.import.kept", before));
                return;
            }
        }
        if (session.dynasty() == null) {
            return;
        }
        RulesetService service = session.store().rulesets();
        long dynastyId = session.dynasty().id();
        String actor = session.actor();
        work.act(() -> service.importText(dynastyId, actor, p.text(), p.source(), p.cause()), r -> {
            imported.accept(r);
            if (p.warning() != null) {
                say(messages.get("ruleset.imported", r.number(), r.summary()) + " \u2014 " + p.source() + ": "
                        + p.warning());
            }
        });
    }
}
