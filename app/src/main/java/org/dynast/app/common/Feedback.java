package org.dynast.app.common;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Label;

/**
 * A tab's one-line answer to the last thing the user did: what happened, or why it was not done (styled as an error).
 * The tab's work runs through {@link TabWork}, which says a failure here in {@link Failures}' words.
 */
public final class Feedback {

    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper error = new ReadOnlyBooleanWrapper(this, "error");

    /**
     * Clears the message whenever {@code stale} moves (an undo, a redo, another dynasty shown): it spoke of what was
     * then shown.
     */
    public Feedback clearOn(ObservableValue<?> stale) {
        stale.addListener((obs, was, now) -> {
            error.set(false);
            message.set("");
        });
        return this;
    }

    public void say(String text) {
        error.set(false);
        message.set(text);
    }

    public void complain(String text) {
        error.set(true);
        message.set(text);
    }

    /** Shows a tab's feedback in {@code label}, styled as an error when it is one. */
    public static void show(Label label, ReadOnlyStringProperty text, ReadOnlyBooleanProperty isError) {
        label.textProperty().bind(text);
        isError.addListener((obs, was, now) -> {
            label.getStyleClass().remove("error");
            if (now) {
                label.getStyleClass().add("error");
            }
        });
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty errorProperty() {
        return error.getReadOnlyProperty();
    }
}
