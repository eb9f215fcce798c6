package org.dynast.app.help;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.dynast.app.common.Messages;

/**
 * Help › User Guide: the guide's text and styles, and its find box: every hit of the words typed (case aside), the
 * hit shown ("3 of 12"), Next and Previous going round.
 */
public final class UserGuideViewModel {

    /** One place the words were found: from {@code start} (inclusive) to {@code end}. */
    public record Hit(int start, int end) {
    }

    private final UserGuide guide;
    private final Messages messages;
    private final StringProperty query = new SimpleStringProperty(this, "query", "");
    private final ReadOnlyObjectWrapper<List<Hit>> hits = new ReadOnlyObjectWrapper<>(this, "hits", List.of());
    private final ReadOnlyIntegerWrapper current = new ReadOnlyIntegerWrapper(this, "current", -1);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");

    public UserGuideViewModel(UserGuide guide, Messages messages) {
        this.guide = guide;
        this.messages = messages;
        query.addListener((o, a, b) -> find());
    }

    private void find() {
        String wanted = query.get() == null ? "" : query.get().strip().toLowerCase(Locale.ROOT);
        List<Hit> found = new ArrayList<>();
        if (!wanted.isEmpty()) {
            String text = guide.text().toLowerCase(Locale.ROOT);
            for (int at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + wanted.length())) {
                found.add(new Hit(at, at + wanted.length()));
            }
        }
        hits.set(List.copyOf(found));
        current.set(found.isEmpty() ? -1 : 0);
        updateStatus();
    }

    private void updateStatus() {
        String wanted = query.get() == null ? "" : query.get().strip();
        if (wanted.isEmpty()) {
            status.set("");
        } else if (hits.get().isEmpty()) {
            status.set(messages.get("guide.find.none", wanted));
        } else {
            status.set(messages.get("guide.find.at", current.get() + 1, hits.get().size()));
        }
    }

    /** Shows the next hit (after the last, the first). */
    public void next() {
        move(1);
    }

    /** Shows the previous hit (before the first, the last). */
    public void previous() {
        move(-1);
    }

    private void move(int by) {
        int n = hits.get().size();
        if (n > 0) {
            current.set(Math.floorMod(current.get() + by, n));
            updateStatus();
        }
    }

    /** Where a heading of the guide starts in its text, to go there from the contents. */
    public int offsetOf(String heading) {
        for (UserGuide.Span s : guide.spans()) {
            if (s.styleClass().startsWith("guide-h") && guide.text().substring(s.start(), s.end()).equals(heading)) {
                return s.start();
            }
        }
        return 0;
    }

    public UserGuide guide() {
        return guide;
    }

    public StringProperty queryProperty() {
        return query;
    }

    public ReadOnlyObjectProperty<List<Hit>> hitsProperty() {
        return hits.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty currentProperty() {
        return current.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
