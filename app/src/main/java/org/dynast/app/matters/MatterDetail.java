package org.dynast.app.matters;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.TimeText;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.MattersService;
import org.dynast.model.matters.Tally;
import org.dynast.model.matters.Verdict;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.ruleset.RulesetRevision;

/**
 * The Votable Matters tab's detail pane ({@link MattersViewModel}'s): the selected matter's title, verdict, next
 * change, tally and votes, what the rules need to know of it, its body (read off the UI thread) and the ruleset
 * revisions it caused.
 */
final class MatterDetail {

    final ObservableList<VoteRow> voteRows = FXCollections.observableArrayList();
    final ReadOnlyStringWrapper rulesetChanges = new ReadOnlyStringWrapper(this, "rulesetChanges", "");
    final ReadOnlyBooleanWrapper changedRuleset = new ReadOnlyBooleanWrapper(this, "changedRuleset");
    private List<RulesetRevision> changedBySelected = List.of();
    final ReadOnlyStringWrapper detailTitle = new ReadOnlyStringWrapper(this, "detailTitle", "");
    final ReadOnlyStringWrapper detailMeta = new ReadOnlyStringWrapper(this, "detailMeta", "");
    /** The selected matter's body text as posted (a Proposal's: the changes it asks for), read-only. */
    final ReadOnlyStringWrapper detailBody = new ReadOnlyStringWrapper(this, "detailBody", "");
    final ReadOnlyStringWrapper explanation = new ReadOnlyStringWrapper(this, "explanation", "");
    final ReadOnlyStringWrapper nextChange = new ReadOnlyStringWrapper(this, "nextChange", "");
    final ReadOnlyStringWrapper tallyText = new ReadOnlyStringWrapper(this, "tallyText", "");
    final ReadOnlyIntegerWrapper forCount = new ReadOnlyIntegerWrapper(this, "forCount");
    final ReadOnlyIntegerWrapper againstCount = new ReadOnlyIntegerWrapper(this, "againstCount");
    final ReadOnlyIntegerWrapper playerCount = new ReadOnlyIntegerWrapper(this, "playerCount");
    final ReadOnlyIntegerWrapper quorum = new ReadOnlyIntegerWrapper(this, "quorum");
    final ReadOnlyBooleanWrapper canEnact = new ReadOnlyBooleanWrapper(this, "canEnact");
    final ReadOnlyBooleanWrapper canFail = new ReadOnlyBooleanWrapper(this, "canFail");
    final ReadOnlyBooleanWrapper canMarkIllegal = new ReadOnlyBooleanWrapper(this, "canMarkIllegal");
    final ReadOnlyBooleanWrapper selectedPending = new ReadOnlyBooleanWrapper(this, "selectedPending");
    final ReadOnlyBooleanWrapper selectedCfj = new ReadOnlyBooleanWrapper(this, "selectedCfj");
    final ReadOnlyBooleanWrapper protectedText = new ReadOnlyBooleanWrapper(this, "protectedText");
    final ReadOnlyBooleanWrapper specifiesChanges = new ReadOnlyBooleanWrapper(this, "specifiesChanges");
    final ReadOnlyBooleanWrapper markedIllegal = new ReadOnlyBooleanWrapper(this, "markedIllegal");
    private Body bodyShown;
    private final Messages messages;
    private final TaskExecutor executor;

    MatterDetail(Messages messages, TaskExecutor executor) {
        this.messages = messages;
        this.executor = executor;
    }

    /** Nothing is selected. */
    void clear() {
        detailTitle.set(messages.get("matters.detail.none"));
        detailMeta.set("");
        detailBody.set("");
        explanation.set("");
        nextChange.set("");
        tallyText.set("");
        voteRows.clear();
        forCount.set(0);
        againstCount.set(0);
        playerCount.set(0);
        quorum.set(0);
        canEnact.set(false);
        canFail.set(false);
        canMarkIllegal.set(false);
        selectedPending.set(false);
        selectedCfj.set(false);
        rulesetChanges.set("");
        changedBySelected = List.of();
        changedRuleset.set(false);
    }

    /**
     * Shows {@code row}, a matter of {@code s}; its body is read off the UI thread and shown if it is still wanted
     * then (the matter still selected, the snapshot still of that store), a failed read told to {@code fail}.
     */
    void show(MattersSnapshot s, MatterRow row, Supplier<MattersSnapshot> current, Supplier<MatterRow> selected,
              Consumer<Throwable> fail) {
        VotableMatter m = s.state().matter(row.id()).orElseThrow();
        Verdict v = s.verdictOf(m.id()).orElseThrow();
        Tally t = v.tally();
        detailTitle.set(m.kind().label() + ": " + m.title());
        detailMeta.set(messages.get("matters.detail.meta", row.author(), row.posted(), row.status(),
                m.tags().isEmpty() ? "\u2014" : String.join(", ", m.tags())));
        showBody(s, m.id(), current, selected, fail);
        explanation.set(m.pending() ? v.explanation() : Optional.ofNullable(m.resolutionNote()).orElse(""));
        nextChange.set(m.pending() ? nextLine(v) : "");
        tallyText.set(t.summary());
        forCount.set(t.forVotes());
        againstCount.set(t.againstVotes());
        playerCount.set(t.players());
        quorum.set(t.quorum());
        voteRows.setAll(t.lines().stream().map(l -> new VoteRow(l.player(), l.icon() == null ? "" : l.icon().name(),
                TimeText.format(l.castAt()), l.effective() == null ? "\u2014" : l.effective().name(), l.note()))
                .toList());
        changedBySelected = s.revisions().stream().filter(r -> TallyText.causedBy(r, m)).toList();
        rulesetChanges.set(!changedBySelected.isEmpty() ? messages.get("matters.ruleset.changed",
                changedBySelected.stream().map(r -> "r" + r.number()).collect(Collectors.joining(", ")))
                : m.status() == MatterStatus.ENACTED && m.kind() == MatterKind.PROPOSAL
                ? messages.get("matters.ruleset.notYet", m.kind().label() + ": " + m.title()) : "");
        changedRuleset.set(!changedBySelected.isEmpty());
        canEnact.set(v.enactable());
        canFail.set(v.failable());
        canMarkIllegal.set(m.pending() && m.markedIllegal() && s.engine().profile().names().illegalStatus()
                && v.failable());
        selectedPending.set(m.pending());
        selectedCfj.set(m.kind() == MatterKind.CFJ);
        protectedText.set(m.changesProtectedText());
        specifiesChanges.set(m.kind() == MatterKind.CFJ && m.specifiesChanges()); // only a CfJ "specifies changes"
        markedIllegal.set(m.markedIllegal());
    }

    /**
     * The detail's "Next:" line: what may be done now comes first ("may be Enacted now"), then what changes with time
     * alone, if anything ("may be Failed in 6 d 3 h" of a matter that may be Enacted now said only the later change).
     */
    private String nextLine(Verdict v) {
        String now = MattersReader.resolvableNow(v, messages);
        if (now != null) {
            return v.nextChange().map(n -> messages.get("matters.detail.nowThen", now, n.description()))
                    .orElse(messages.get("matters.detail.next", now));
        }
        return v.nextChange().map(n -> messages.get("matters.detail.next", n.description()))
                .orElse(messages.get("matters.detail.noNext"));
    }

    /**
     * The matter's body in the detail pane: the list's state holds none (a long history's bodies are most of its
     * reading), so it is read off the UI thread when a matter is opened; a matter's body never changes, so the one
     * shown is not read again.
     */
    private void showBody(MattersSnapshot s, long matterId, Supplier<MattersSnapshot> current,
                          Supplier<MatterRow> selected, Consumer<Throwable> fail) {
        if (bodyShown != null && bodyShown.service() == s.service() && bodyShown.matterId() == matterId) {
            detailBody.set(bodyShown.text());
            return;
        }
        detailBody.set("");
        long dynastyId = s.dynasty().id();
        MattersService service = s.service();
        executor.submit(() -> service.body(dynastyId, matterId), body -> {
            MatterRow row = selected.get();
            MattersSnapshot now = current.get();
            if (row != null && row.id() == matterId && now != null && now.service() == service) {
                bodyShown = new Body(service, matterId, body.isBlank() ? messages.get("matters.detail.noBody") : body);
                detailBody.set(bodyShown.text());
            }
        }, e -> {
            MatterRow row = selected.get();
            if (row != null && row.id() == matterId) { // else it is gone with the selection (an undone post)
                fail.accept(e);
            }
        });
    }

    /** The body shown in the detail pane, and whose. */
    private record Body(MattersService service, long matterId, String text) {
    }

    /** The last ruleset revision the selected matter caused, if any. */
    Optional<RulesetRevision> lastRevisionChanged() {
        return changedBySelected.isEmpty() ? Optional.empty()
                : Optional.of(changedBySelected.get(changedBySelected.size() - 1));
    }
}
