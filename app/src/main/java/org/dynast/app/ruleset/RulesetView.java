package org.dynast.app.ruleset;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.controlsfx.control.textfield.TextFields;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.ruleset.RulesetRows.Badge;
import org.dynast.app.ruleset.RulesetRows.ChangeRow;
import org.dynast.app.ruleset.RulesetRows.DiffLine;
import org.dynast.app.ruleset.RulesetRows.OutlineNode;
import org.dynast.app.ruleset.RulesetRows.Para;
import org.dynast.app.ruleset.RulesetRows.RevisionRow;
import org.dynast.app.ruleset.RulesetRows.RuleText;
import org.dynast.app.ruleset.RulesetRows.Seg;
import org.dynast.app.ruleset.RulesetRows.Span;
import org.dynast.model.ruleset.TextDiff;

/** The Ruleset tab: a thin view bound to {@link RulesetViewModel}; it draws the rows the ViewModel builds. */
public final class RulesetView {

    private final RulesetViewModel vm;

    /** Shows what revision {@code revisionId} changed, on the Changes tab (a link from the Votable Matters tab). */
    public void showChangesOfRevision(long revisionId) {
        vm.showChangesOfRevision(revisionId);
        viewTabs.getSelectionModel().select(changesTab);
    }
    private final Messages messages;
    private final BorderPane root;
    private final Map<String, TreeItem<OutlineNode>> items = new HashMap<>();
    private boolean syncing;

    @FXML private HBox searchBox;
    @FXML private Label searchStatus;
    @FXML private Button nextHitButton;
    @FXML private MenuItem exportRuleItem;
    @FXML private MenuItem exportRulesetItem;
    @FXML private HBox termsBanner;
    @FXML private Label termsOfferLabel;
    @FXML private Label headingLabel;
    @FXML private TreeView<OutlineNode> outlineTree;
    @FXML private TabPane viewTabs;
    @FXML private Tab textTab;
    @FXML private Tab changesTab;
    @FXML private TextFlow ruleTitle;
    @FXML private HBox ruleBadges;
    @FXML private Label ruleNote;
    @FXML private HBox ruleActions;
    @FXML private Button editButton;
    @FXML private Button correctButton;
    @FXML private Button repealButton;
    @FXML private Button setActiveButton;
    @FXML private Button setInactiveButton;
    @FXML private ScrollPane textScroll;
    @FXML private VBox textBox;
    @FXML private ComboBox<RevisionRow> diffFromChoice;
    @FXML private ComboBox<RevisionRow> diffToChoice;
    @FXML private ToggleButton inlineToggle;
    @FXML private Label diffSummary;
    @FXML private ListView<ChangeRow> changeList;
    @FXML private VBox diffBox;
    @FXML private TextArea wikiArea;
    @FXML private TextArea reportArea;
    @FXML private ListView<RevisionRow> revisionList;
    @FXML private Button showChangesButton;
    @FXML private Button setCauseButton;
    @FXML private Label rulesetMessage;
    private TextField searchField;

    public RulesetView(RulesetViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        searchField = TextFields.createClearableTextField();
        searchField.setId("searchField");
        searchField.setPromptText(messages.get("ruleset.search.prompt"));
        HBox.setHgrow(searchField, Priority.ALWAYS);
        searchField.setMaxWidth(420);
        searchBox.getChildren().add(searchField);
        searchField.textProperty().bindBidirectional(vm.queryProperty());
        searchField.setOnAction(e -> vm.nextHit());
        searchStatus.textProperty().bind(vm.searchStatusProperty());
        nextHitButton.disableProperty().bind(vm.searchStatusProperty().isEmpty());
        exportRuleItem.disableProperty().bind(vm.hasRulesetProperty().not());
        exportRulesetItem.disableProperty().bind(vm.hasRulesetProperty().not());

        termsOfferLabel.textProperty().bind(vm.termsOfferProperty());
        termsBanner.visibleProperty().bind(vm.termsOfferProperty().isNotEmpty());
        termsBanner.managedProperty().bind(termsBanner.visibleProperty());

        headingLabel.textProperty().bind(vm.headingProperty());
        outlineTree.setRoot(new TreeItem<>());
        outlineTree.setCellFactory(tree -> new OutlineCell());
        vm.outlineProperty().addListener((obs, o, n) -> rebuildTree(n));
        vm.hitCountsProperty().addListener((obs, o, n) -> outlineTree.refresh());
        outlineTree.getSelectionModel().selectedItemProperty().addListener((obs, o, n) -> {
            if (!syncing && n != null && n.getValue() != null) {
                vm.selectedIdProperty().set(n.getValue().id());
            }
        });
        vm.selectedIdProperty().addListener((obs, o, n) -> selectInTree(n));

        vm.textProperty().addListener((obs, o, n) -> drawText(n));
        editButton.disableProperty().bind(vm.canEditProperty().not());
        correctButton.disableProperty().bind(vm.canCorrectProperty().not());
        repealButton.disableProperty().bind(vm.canEditProperty().not());
        setActiveButton.visibleProperty().bind(vm.canSetStatusProperty().and(vm.selectedActiveProperty().not()));
        setActiveButton.managedProperty().bind(setActiveButton.visibleProperty());
        setInactiveButton.visibleProperty().bind(vm.canSetStatusProperty().and(vm.selectedActiveProperty()));
        setInactiveButton.managedProperty().bind(setInactiveButton.visibleProperty());
        ruleActions.visibleProperty().bind(vm.hasRulesetProperty());
        ruleActions.managedProperty().bind(ruleActions.visibleProperty());

        diffFromChoice.setItems(vm.diffChoices());
        diffToChoice.setItems(vm.diffChoices());
        diffFromChoice.valueProperty().bindBidirectional(vm.diffFromProperty());
        diffToChoice.valueProperty().bindBidirectional(vm.diffToProperty());
        inlineToggle.selectedProperty().addListener((obs, o, n) -> vm.sideBySideProperty().set(!n));
        diffSummary.textProperty().bind(vm.diffSummaryProperty());
        changeList.setItems(vm.changes());
        changeList.setCellFactory(list -> new ChangeCell());
        changeList.getSelectionModel().selectedItemProperty().addListener((obs, o, n) -> {
            if (n != null) {
                vm.selectedChangeProperty().set(n);
            }
        });
        vm.selectedChangeProperty().addListener((obs, o, n) -> {
            if (n != null && changeList.getSelectionModel().getSelectedItem() != n) {
                changeList.getSelectionModel().select(n);
            }
        });
        changeList.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                vm.openSelectedChange();
                viewTabs.getSelectionModel().select(textTab);
            }
        });
        vm.diffLines().addListener((ListChangeListener<DiffLine>) c -> drawDiff());
        vm.sideBySideProperty().addListener((obs, o, n) -> drawDiff());

        wikiArea.textProperty().bind(vm.wikiTextProperty());
        reportArea.textProperty().bind(vm.reportTextProperty());

        revisionList.setItems(vm.revisions());
        revisionList.setCellFactory(list -> new RevisionCell());
        revisionList.getSelectionModel().selectedItemProperty().addListener((obs, o, n) -> {
            if (!syncing && n != null && vm.selectedRevisionProperty().get() != n) {
                vm.selectedRevisionProperty().set(n);
            }
        });
        revisionList.setOnMouseClicked(e -> {
            RevisionRow row = revisionList.getSelectionModel().getSelectedItem();
            if (row != null && e.getClickCount() == 2) {
                vm.showChangesOf(row);
                viewTabs.getSelectionModel().select(changesTab);
            }
        });
        vm.selectedRevisionProperty().addListener((obs, o, n) -> {
            syncing = true;
            try {
                revisionList.getSelectionModel().select(n);
            } finally {
                syncing = false;
            }
        });
        showChangesButton.disableProperty().bind(vm.selectedRevisionProperty().isNull());
        setCauseButton.disableProperty().bind(vm.selectedRevisionProperty().isNull());

        Feedback.show(rulesetMessage, vm.messageProperty(), vm.messageIsErrorProperty());
        rebuildTree(vm.outlineProperty().get());
        drawText(vm.textProperty().get());
    }

    // ---- outline -------------------------------------------------------------------------------

    private void rebuildTree(List<OutlineNode> roots) {
        Set<String> collapsed = new HashSet<>();
        items.forEach((id, item) -> {
            if (!item.isExpanded() && !item.getChildren().isEmpty()) {
                collapsed.add(id);
            }
        });
        items.clear();
        TreeItem<OutlineNode> top = new TreeItem<>();
        for (OutlineNode n : roots) {
            top.getChildren().add(item(n, collapsed));
        }
        syncing = true;
        try {
            outlineTree.setRoot(top);
        } finally {
            syncing = false;
        }
        selectInTree(vm.selectedIdProperty().get());
    }

    private TreeItem<OutlineNode> item(OutlineNode node, Set<String> collapsed) {
        TreeItem<OutlineNode> item = new TreeItem<>(node);
        items.put(node.id(), item);
        for (OutlineNode child : node.children()) {
            item.getChildren().add(item(child, collapsed));
        }
        item.setExpanded(!collapsed.contains(node.id()));
        return item;
    }

    private void selectInTree(String id) {
        TreeItem<OutlineNode> item = id == null ? null : items.get(id);
        if (item == null || outlineTree.getSelectionModel().getSelectedItem() == item) {
            return;
        }
        syncing = true;
        try {
            for (TreeItem<OutlineNode> p = item.getParent(); p != null; p = p.getParent()) {
                p.setExpanded(true);
            }
            outlineTree.getSelectionModel().select(item);
            int row = outlineTree.getRow(item);
            if (row >= 0) {
                outlineTree.scrollTo(Math.max(0, row - 3));
            }
        } finally {
            syncing = false;
        }
    }

    static final PseudoClass HAS_HITS = PseudoClass.getPseudoClass("has-hits");
    static final PseudoClass SECTION = PseudoClass.getPseudoClass("outline-section");
    static final PseudoClass UNTITLED = PseudoClass.getPseudoClass("outline-untitled");

    /**
     * One row of the outline. Its nodes are made once and given each new item: a switch of dynasty gives every shown
     * row a new item, and a row that made new labels and changed its style classes each time had all its CSS worked
     * out again (issue 31: with the Ruleset tab shown, most of a switch's work on the FX thread). The row's kinds are
     * pseudo-classes, which change its state without that.
     */
    private final class OutlineCell extends TreeCell<OutlineNode> {
        private final Label label = new Label();
        private final Label count = new Label();
        private final HBox box = new HBox(5, label);
        private final Tooltip tip = new Tooltip();
        private List<Badge> shownBadges = List.of();

        OutlineCell() {
            label.getStyleClass().add("outline-label");
            count.getStyleClass().add("hit-count");
            box.setAlignment(Pos.CENTER_LEFT);
        }

        @Override
        protected void updateItem(OutlineNode node, boolean empty) {
            super.updateItem(node, empty);
            Integer hits = empty || node == null ? null : vm.hitCountsProperty().get().get(node.id());
            pseudoClassStateChanged(HAS_HITS, hits != null);
            pseudoClassStateChanged(SECTION, !empty && node != null && node.section());
            pseudoClassStateChanged(UNTITLED, !empty && node != null && node.untitled());
            setText(null);
            if (empty || node == null) {
                setGraphic(null);
                setTooltip(null);
                return;
            }
            label.setText(node.label());
            if (!node.badges().equals(shownBadges) || (hits != null) != box.getChildren().contains(count)) {
                shownBadges = node.badges();
                box.getChildren().setAll(label);
                node.badges().forEach(b -> box.getChildren().add(badge(b)));
                if (hits != null) {
                    box.getChildren().add(count);
                }
            }
            if (hits != null) {
                count.setText(Integer.toString(hits));
            }
            setGraphic(box);
            tip.setText(node.label());
            setTooltip(tip);
        }
    }

    private static Label badge(Badge b) {
        Label label = new Label(b.text());
        label.getStyleClass().addAll("badge", b.style());
        if (b.tooltip() != null && !b.tooltip().isEmpty()) {
            label.setTooltip(new Tooltip(b.tooltip()));
        }
        return label;
    }

    // ---- text ----------------------------------------------------------------------------------

    private void drawText(RuleText t) {
        ruleTitle.getChildren().setAll(nodes(t.titleSpans(), "rule-title-text"));
        ruleBadges.getChildren().setAll(t.badges().stream().map(RulesetView::badge).toList());
        ruleNote.setText(t.note());
        ruleNote.setVisible(!t.note().isEmpty());
        ruleNote.setManaged(ruleNote.isVisible());
        textBox.getChildren().clear();
        GridPane table = null;
        int tableRow = 0;
        Node focus = null;
        for (Para p : t.paras()) {
            if (p.kind() == Para.Kind.ROW) {
                if (table == null) {
                    table = new GridPane();
                    table.getStyleClass().add("rule-table");
                    textBox.getChildren().add(table);
                    tableRow = 0;
                }
                for (int c = 0; c < p.cells().size(); c++) {
                    TextFlow cell = new TextFlow();
                    cell.getChildren().setAll(nodes(p.cells().get(c), "rule-text"));
                    cell.getStyleClass().add(p.header() ? "rule-cell-header" : "rule-cell");
                    table.add(cell, c, tableRow);
                }
                tableRow++;
                continue;
            }
            table = null;
            TextFlow flow = new TextFlow();
            flow.getStyleClass().add(switch (p.kind()) {
                case ITEM -> "rule-item";
                case LINE -> "rule-line";
                case TERM -> "rule-term";
                default -> "rule-paragraph";
            });
            if (p.kind() == Para.Kind.ITEM) {
                Text marker = new Text(p.marker() + "  ");
                marker.getStyleClass().addAll("rule-text", "rule-marker");
                flow.getChildren().add(marker);
                flow.setPadding(new Insets(0, 0, 0, 18 * p.depth()));
            }
            flow.getChildren().addAll(nodes(p.spans(), p.kind() == Para.Kind.TERM ? "rule-term-text" : "rule-text"));
            if (p.focus()) {
                flow.getStyleClass().add("focus");
                focus = focus == null ? flow : focus;
            }
            textBox.getChildren().add(flow);
        }
        if (focus == null) {
            focus = textBox.getChildren().stream().filter(RulesetView::hasHit).findFirst().orElse(null);
        }
        Node scrollTo = focus;
        Platform.runLater(() -> {
            if (scrollTo == null) {
                textScroll.setVvalue(0);
                return;
            }
            textScroll.applyCss();
            textScroll.layout();
            Node line = scrollTo;
            while (line.getParent() != null && line.getParent() != textBox) {
                line = line.getParent();
            }
            Bounds at = line.getBoundsInParent();
            double range = textBox.getHeight() - textScroll.getViewportBounds().getHeight();
            textScroll.setVvalue(range <= 0 ? 0 : Math.max(0, Math.min(1, (at.getMinY() - 20) / range)));
        });
    }

    private static boolean hasHit(Node node) {
        if (node.getStyleClass().contains("hit")) {
            return true;
        }
        return node instanceof Parent p && p.getChildrenUnmodifiable().stream().anyMatch(RulesetView::hasHit);
    }

    private List<Node> nodes(List<Span> spans, String textStyle) {
        return spans.stream().map(s -> span(s, textStyle)).toList();
    }

    private Node span(Span s, String textStyle) {
        if (s.term() != null) {
            Hyperlink link = new Hyperlink(s.text());
            link.setMnemonicParsing(false);
            link.getStyleClass().add("term-link");
            if (s.hit()) {
                link.getStyleClass().add("hit");
            }
            link.setTooltip(new Tooltip(messages.get("ruleset.term.tooltip", s.term())));
            link.setOnAction(e -> {
                vm.followTerm(s.term());
                link.setVisited(false);
            });
            return link;
        }
        if (s.hit()) {
            Label hit = new Label(s.text());
            hit.getStyleClass().addAll("hit", textStyle + "-hit");
            return hit;
        }
        Text text = new Text(s.text());
        text.getStyleClass().add(textStyle);
        return text;
    }

    // ---- diff ----------------------------------------------------------------------------------

    private void drawDiff() {
        diffBox.getChildren().clear();
        boolean sideBySide = vm.sideBySideProperty().get();
        if (sideBySide) {
            GridPane grid = new GridPane();
            grid.getStyleClass().add("diff-grid");
            ColumnConstraints half = new ColumnConstraints();
            half.setPercentWidth(50);
            grid.getColumnConstraints().addAll(half, half);
            int row = 0;
            for (DiffLine line : vm.diffLines()) {
                grid.add(diffFlow(line.left(), side(line, true)), 0, row);
                grid.add(diffFlow(line.right(), side(line, false)), 1, row);
                row++;
            }
            diffBox.getChildren().add(grid);
        } else {
            for (DiffLine line : vm.diffLines()) {
                diffBox.getChildren().add(diffFlow(line.inline(), line.changed() ? "diff-changed"
                        : line.op() == TextDiff.Op.DELETE ? "diff-removed" : line.op() == TextDiff.Op.INSERT
                        ? "diff-added" : "diff-same"));
            }
        }
    }

    private static String side(DiffLine line, boolean left) {
        if (line.changed()) {
            return "diff-changed";
        }
        if (line.op() == TextDiff.Op.EQUAL) {
            return "diff-same";
        }
        if (left) {
            return line.op() == TextDiff.Op.DELETE ? "diff-removed" : "diff-empty";
        }
        return line.op() == TextDiff.Op.INSERT ? "diff-added" : "diff-empty";
    }

    static TextFlow diffFlow(List<Seg> segs, String style) {
        TextFlow flow = new TextFlow();
        flow.getStyleClass().addAll("diff-line", style);
        for (Seg s : segs) {
            if (s.op() == TextDiff.Op.EQUAL || !"diff-changed".equals(style)) {
                Text t = new Text(s.text());
                t.getStyleClass().add("rule-text");
                flow.getChildren().add(t);
            } else {
                // a label does not wrap inside a text flow: one per word lets a long change wrap
                for (String word : s.text().split("(?<=\\s)(?=\\S)")) {
                    Label l = new Label(word);
                    l.getStyleClass().add(s.op() == TextDiff.Op.DELETE ? "diff-del" : "diff-ins");
                    flow.getChildren().add(l);
                }
            }
        }
        return flow;
    }

    static final class ChangeCell extends ListCell<ChangeRow> {
        @Override
        protected void updateItem(ChangeRow row, boolean empty) {
            super.updateItem(row, empty);
            getStyleClass().removeAll("change-ADDED", "change-REMOVED", "change-CHANGED");
            if (empty || row == null) {
                setText(null);
                return;
            }
            setText(row.label());
            getStyleClass().add("change-" + row.kind());
        }
    }

    private static final class RevisionCell extends ListCell<RevisionRow> {
        @Override
        protected void updateItem(RevisionRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            Label title = new Label(row.title());
            title.getStyleClass().add("revision-title");
            Label summary = new Label(row.summary());
            summary.setWrapText(true);
            summary.getStyleClass().add("revision-summary");
            Label cause = new Label(row.cause());
            cause.setWrapText(true);
            cause.getStyleClass().add("revision-cause");
            VBox box = new VBox(2, title, summary, cause);
            for (String note : row.notes()) { // e.g. "Standardised Rule Books": the governing ruleset
                Label badge = new Label(note);
                badge.setWrapText(true);
                badge.setMaxWidth(240);
                badge.getStyleClass().add("revision-note");
                box.getChildren().add(1, badge);
            }
            box.setMaxWidth(240);
            summary.setMaxWidth(240);
            cause.setMaxWidth(240);
            // as tall as their wrapped lines: the cell's height is asked without a width, which cut them to one line
            summary.setMinHeight(Region.USE_PREF_SIZE);
            cause.setMinHeight(Region.USE_PREF_SIZE);
            setText(null);
            setGraphic(box);
        }
    }

    // ---- commands ------------------------------------------------------------------------------

    @FXML
    private void importFile() {
        vm.importFile();
    }

    @FXML
    private void paste() {
        vm.pasteRuleset();
    }

    @FXML
    private void nextHit() {
        vm.nextHit();
    }

    @FXML
    private void exportRule() {
        vm.exportSelected();
    }

    @FXML
    private void exportRuleset() {
        vm.exportRuleset();
    }

    @FXML
    private void acceptTerms() {
        vm.acceptTerms();
    }

    @FXML
    private void dismissTerms() {
        vm.dismissTerms();
    }

    @FXML
    private void edit() {
        vm.editSelectedRule();
    }

    @FXML
    private void correct() {
        vm.correctSelectedHeading();
    }

    @FXML
    private void repeal() {
        vm.repealSelectedRule();
    }

    @FXML
    private void setActive() {
        vm.setSelectedStatus(true);
    }

    @FXML
    private void setInactive() {
        vm.setSelectedStatus(false);
    }

    @FXML
    private void showChanges() {
        vm.showChangesOf(vm.selectedRevisionProperty().get());
        viewTabs.getSelectionModel().select(changesTab);
    }

    @FXML
    private void setCause() {
        vm.setCauseOfSelectedRevision();
    }

    /**
     * Keyboard shortcuts, active while {@code active} says the tab is shown: Ctrl+F searches, F3 goes to
     * the next hit. A key another tab also uses keeps working there: its earlier action runs when this
     * tab is not shown.
     */
    public void installShortcuts(Scene scene, BooleanSupplier active) {
        shortcut(scene, active, "Shortcut+F", () -> {
            searchField.requestFocus();
            searchField.selectAll();
        });
        shortcut(scene, active, "F3", vm::nextHit);
        searchField.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                searchField.clear();
            }
        });
    }

    private static void shortcut(Scene scene, BooleanSupplier active, String keys, Runnable action) {
        KeyCombination combination = KeyCombination.keyCombination(keys);
        Runnable other = scene.getAccelerators().get(combination);
        scene.getAccelerators().put(combination, () -> {
            if (active.getAsBoolean()) {
                action.run();
            } else if (other != null) {
                other.run();
            }
        });
    }
}
