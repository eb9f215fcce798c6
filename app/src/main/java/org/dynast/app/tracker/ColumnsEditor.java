package org.dynast.app.tracker;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.model.tracker.Column;
import org.dynast.model.tracker.ColumnType;
import org.dynast.model.tracker.Definitions;
import org.dynast.model.tracker.Templates;
import org.dynast.model.tracker.TrackerDefinition;

/**
 * The Edit columns… form: one line per column (name, type, default, bounds, options, formula, private), a template to
 * start from, and the definition's problems shown as they are made. Globals, checks and actions come with the
 * definition (or the chosen template) unchanged.
 */
public final class ColumnsEditor {

    /** One column being edited. */
    public static final class Draft {
        public final StringProperty name = new SimpleStringProperty("");
        public final ObjectProperty<ColumnType> type = new SimpleObjectProperty<>(ColumnType.INTEGER);
        public final StringProperty defaultValue = new SimpleStringProperty("");
        public final StringProperty min = new SimpleStringProperty("");
        public final StringProperty max = new SimpleStringProperty("");
        public final BooleanProperty mayBeNegative = new SimpleBooleanProperty();
        public final StringProperty options = new SimpleStringProperty("");
        public final StringProperty formula = new SimpleStringProperty("");
        public final BooleanProperty privateColumn = new SimpleBooleanProperty();
        private String note;
        private String separator;

        static Draft of(Column c) {
            Draft d = new Draft();
            d.name.set(c.name);
            d.type.set(c.type);
            d.defaultValue.set(c.defaultValue == null ? "" : c.defaultValue);
            d.min.set(c.min == null ? "" : c.min.toString());
            d.max.set(c.max == null ? "" : c.max.toString());
            d.mayBeNegative.set(c.mayBeNegative);
            d.options.set(String.join(", ", c.options == null ? List.of() : c.options));
            d.formula.set(c.formula == null ? "" : c.formula);
            d.privateColumn.set(c.privateColumn);
            d.note = c.note;
            d.separator = c.separator;
            return d;
        }

        Column column() {
            Column c = Column.of(name.get().strip(), type.get());
            c.defaultValue = blank(defaultValue.get());
            c.min = number(min.get(), name.get(), "minimum");
            c.max = number(max.get(), name.get(), "maximum");
            c.mayBeNegative = mayBeNegative.get();
            c.options = new ArrayList<>(Arrays.stream(options.get().split(",")).map(String::strip)
                    .filter(s -> !s.isEmpty()).toList());
            c.formula = blank(formula.get());
            c.privateColumn = privateColumn.get();
            c.note = note;
            c.separator = separator;
            return c;
        }
    }

    private final ObservableList<Draft> columns = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper problems = new ReadOnlyStringWrapper(this, "problems", "");
    private TrackerDefinition base;

    private final List<Templates.Template> templates;

    public ColumnsEditor(TrackerDefinition current, List<Templates.Template> templates) {
        this.templates = List.copyOf(templates);
        load(current);
    }

    private void load(TrackerDefinition d) {
        base = d.copy();
        columns.setAll(d.columns.stream().map(Draft::of).toList());
        check();
    }

    public List<Templates.Template> templates() {
        return templates;
    }

    /** Starts the form over from a template (its columns, and with them its globals, checks and actions). */
    public void useTemplate(Templates.Template t) {
        load(Templates.load(t));
    }

    public Draft addColumn() {
        Draft d = new Draft();
        d.name.set("Column " + (columns.size() + 1));
        columns.add(d);
        check();
        return d;
    }

    public void remove(Draft d) {
        columns.remove(d);
        check();
    }

    /** Shows the definition's first problems (where and why), or nothing when it can be kept. */
    public void check() {
        try {
            List<Definitions.Problem> ps = Definitions.problems(build());
            problems.set(String.join("\n", ps.stream().limit(3).map(Definitions.Problem::text).toList()));
        } catch (IllegalArgumentException e) {
            problems.set(e.getMessage());
        }
    }

    /** The edited definition; one that has problems is refused by the tracker when kept. */
    public TrackerDefinition build() {
        TrackerDefinition d = base.copy();
        d.columns = new ArrayList<>(columns.stream().map(Draft::column).toList());
        return d;
    }

    private static String blank(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    private static Long number(String s, String column, String what) {
        if (s == null || s.isBlank()) {
            return null;
        }
        try {
            return new BigDecimal(s.strip()).longValueExact();
        } catch (ArithmeticException | NumberFormatException e) {
            throw new IllegalArgumentException(column + ": the " + what + " is a whole number, not \"" + s.strip()
                    + "\"");
        }
    }

    public ObservableList<Draft> columns() {
        return columns;
    }

    public ReadOnlyStringProperty problemsProperty() {
        return problems.getReadOnlyProperty();
    }
}
