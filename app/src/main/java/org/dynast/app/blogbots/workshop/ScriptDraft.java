package org.dynast.app.blogbots.workshop;

import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.Messages;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.script.ScriptReport;

/**
 * The Script being edited in the Workshop against the one last saved: whether it differs (unsaved), and its live
 * reading — how each line will be read, the problems found, and a one-line summary.
 */
final class ScriptDraft {

    private final Messages messages;
    private final StringProperty text = new SimpleStringProperty(this, "script", "");
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "scriptDirty");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "scriptSummary", "");
    private final ObservableList<String> diagnostics = FXCollections.observableArrayList();
    private final ObservableList<String> readBack = FXCollections.observableArrayList();
    private String saved = "";

    ScriptDraft(Messages messages) {
        this.messages = messages;
    }

    /**
     * Takes {@code script} as the saved Script and shows it: always when {@code replace} (another Operator is shown),
     * otherwise only when nothing typed is unsaved.
     */
    void load(String script, boolean replace) {
        if (replace || !dirty.get()) {
            saved = script;
            text.set(script);
        }
    }

    /** {@code script} was saved: unsaved only if more was typed meanwhile. */
    void saved(String script) {
        saved = script;
        dirty.set(!script.equals(text.get()));
    }

    /** Puts the saved Script back in the editor. */
    void discard() {
        text.set(saved);
    }

    /** No Bot is shown: nothing to read. */
    void clear() {
        diagnostics.clear();
        readBack.clear();
    }

    /** Reads the text as {@code bot}'s Script (the names a Script may name: {@code namesInPlay}). */
    void read(Bot bot, Catalogue cat, List<String> namesInPlay) {
        String now = text.get() == null ? "" : text.get();
        dirty.set(!now.equals(saved));
        ScriptReport report = ScriptReport.read(now, bot, cat, namesInPlay);
        readBack.setAll(ScriptAssist.readBack(now, report, messages));
        diagnostics.setAll(report.diagnostics().stream().map(ScriptAssist::describe).toList());
        summary.set(ScriptAssist.summary(report, messages));
    }

    boolean isDirty() {
        return dirty.get();
    }

    StringProperty textProperty() {
        return text;
    }

    ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    ObservableList<String> diagnostics() {
        return diagnostics;
    }

    ObservableList<String> readBack() {
        return readBack;
    }
}
