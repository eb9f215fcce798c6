package org.dynast.app.common;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An editor's text that is not saved yet (a Bot's Script): what it is in words, and how to save or drop it. Before
 * anything that would throw it away (another Operator, another dynasty, quitting) the console asks Save / Discard /
 * Cancel through {@link #guard}.
 */
public interface UnsavedWork {

    /** What is unsaved, in words (e.g. "Kevan's Script"), or empty when nothing is. */
    Optional<String> unsaved();

    /** Saves it; runs {@code saved} once it is saved, or {@code refused} when it could not be (the tab says why). */
    void save(Runnable saved, Runnable refused);

    /** Drops the unsaved text (the saved one is shown again). */
    void discard();

    /** The answer to "save the unsaved text?". */
    enum Choice { SAVE, DISCARD, CANCEL }

    /**
     * Asks about each piece of {@code work} with unsaved text in turn (Save / Discard / Cancel), then runs
     * {@code proceed}; Cancel, or a refused save, stops there and runs {@code stopped} instead. With nothing unsaved
     * it proceeds at once, without asking.
     */
    static void guard(DialogService dialogs, Messages messages, List<? extends UnsavedWork> work, Runnable proceed,
                      Runnable stopped) {
        List<UnsavedWork> pending = new ArrayList<>();
        for (UnsavedWork w : work) {
            if (w.unsaved().isPresent()) {
                pending.add(w);
            }
        }
        next(dialogs, messages, pending, 0, proceed, stopped);
    }

    private static void next(DialogService dialogs, Messages messages, List<UnsavedWork> pending, int at,
                             Runnable proceed, Runnable stopped) {
        if (at >= pending.size()) {
            proceed.run();
            return;
        }
        UnsavedWork w = pending.get(at);
        Optional<String> what = w.unsaved();
        if (what.isEmpty()) { // saved meanwhile
            next(dialogs, messages, pending, at + 1, proceed, stopped);
            return;
        }
        switch (dialogs.askUnsaved(messages.get("dialog.unsaved.title"),
                messages.get("dialog.unsaved.header", what.get()), messages.get("dialog.unsaved.text"))) {
            case SAVE -> w.save(() -> next(dialogs, messages, pending, at + 1, proceed, stopped), stopped);
            case DISCARD -> {
                w.discard();
                next(dialogs, messages, pending, at + 1, proceed, stopped);
            }
            default -> stopped.run();
        }
    }
}
