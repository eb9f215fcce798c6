package org.dynast.app.blogbots.workshop;

import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.dynast.app.common.Cells;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Why;
import org.dynast.model.Numbers;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/** The Workshop tab: a thin view bound to {@link WorkshopViewModel}. */
public final class WorkshopView {

    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    private static final PseudoClass BAD = PseudoClass.getPseudoClass("bad");
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");

    private final WorkshopViewModel vm;
    private final Messages messages;
    private final BorderPane root;
    private final String emperorTerm;

    @FXML private ComboBox<String> operatorChoice;
    @FXML private TextField botNameField;
    @FXML private Label moneyLabel;
    @FXML private Label readinessLabel;
    @FXML private ComboBox<Readiness> readinessChoice;
    @FXML private Label engineLabel;
    @FXML private Label chassisLabel;
    @FXML private HBox systemStrip;
    @FXML private ProgressBar powerGauge;
    @FXML private Label gaugeLabel;
    @FXML private Label figuresLabel;
    @FXML private Label standingLabel;
    @FXML private Label warningLabel;
    @FXML private TextField maxCostField;
    @FXML private TextField maxConsumptionField;
    @FXML private CheckBox affordableCheck;
    @FXML private Spinner<Integer> conditionSpinner;
    @FXML private Button addSystemButton;
    @FXML private TableView<WorkshopViewModel.CatalogueRow> catalogueTable;
    @FXML private TableColumn<WorkshopViewModel.CatalogueRow, String> nameColumn;
    @FXML private TableColumn<WorkshopViewModel.CatalogueRow, String> costColumn;
    @FXML private TableColumn<WorkshopViewModel.CatalogueRow, String> effectiveColumn;
    @FXML private TableColumn<WorkshopViewModel.CatalogueRow, String> consumptionColumn;
    @FXML private TableColumn<WorkshopViewModel.CatalogueRow, String> flagsColumn;
    @FXML private Label previewLabel;
    @FXML private ListView<WorkshopViewModel.BinRow> binList;
    @FXML private Label privateLabel;
    @FXML private CodeArea scriptArea;
    @FXML private Label scriptSummaryLabel;
    @FXML private ListView<String> readBackList;
    @FXML private ListView<String> diagnosticsList;
    @FXML private Label workshopMessage;
    @FXML private CheckBox tournamentCheck;
    @FXML private CheckBox binOldCheck;

    public WorkshopView(WorkshopViewModel vm, Messages messages, String emperorTerm) {
        this.vm = vm;
        this.messages = messages;
        this.emperorTerm = emperorTerm;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        operatorChoice.setItems(vm.operators());
        // the list asks the ViewModel, which asks about an unsaved Script first and may keep the shown Operator
        operatorChoice.setValue(vm.operatorProperty().get());
        vm.operatorProperty().addListener((o, a, b) -> operatorChoice.setValue(b));
        operatorChoice.valueProperty().addListener((o, a, b) -> {
            if (b == null) { // the list was refilled: show the shown Operator again once it settles
                Platform.runLater(() -> {
                    if (operatorChoice.getValue() == null) {
                        operatorChoice.setValue(vm.operatorProperty().get());
                    }
                });
                return;
            }
            if (b.equals(vm.operatorProperty().get())) {
                return;
            }
            vm.chooseOperator(b);
            if (!b.equals(vm.operatorProperty().get())) { // kept (Cancel, or saving first): show it again
                Platform.runLater(() -> operatorChoice.setValue(vm.operatorProperty().get()));
            }
        });
        botNameField.setText(vm.botNameProperty().get());
        vm.botNameProperty().addListener((o, a, b) -> botNameField.setText(b));
        botNameField.setOnAction(e -> vm.rename(botNameField.getText()));
        botNameField.focusedProperty().addListener((o, a, focused) -> {
            if (!focused) {
                botNameField.setText(vm.botNameProperty().get()); // an unconfirmed edit is dropped
            }
        });
        moneyLabel.textProperty().bind(vm.moneyProperty());
        readinessLabel.textProperty().bind(vm.readinessProperty());
        readinessChoice.setItems(FXCollections.observableArrayList(Readiness.values()));
        readinessChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(Readiness r) {
                return r == null ? "" : r.word();
            }

            @Override
            public Readiness fromString(String s) {
                return null;
            }
        });
        engineLabel.textProperty().bind(vm.engineProperty());
        binOldCheck.selectedProperty().bindBidirectional(vm.binOldProperty());
        chassisLabel.textProperty().bind(vm.chassisProperty());
        powerGauge.progressProperty().bind(vm.gaugeProperty());
        vm.defunctProperty().addListener((o, a, b) -> powerGauge.pseudoClassStateChanged(BAD, b));
        powerGauge.pseudoClassStateChanged(BAD, vm.defunctProperty().get());
        gaugeLabel.textProperty().bind(vm.gaugeTextProperty());
        figuresLabel.textProperty().bind(vm.figuresProperty());
        Why.attach(figuresLabel, messages, vm::explainShovePower);
        Why.attach(powerGauge, messages, vm::explainDefunct);
        standingLabel.textProperty().bind(vm.standingProperty());
        warningLabel.textProperty().bind(vm.warningProperty());
        warningLabel.visibleProperty().bind(vm.warningProperty().isNotEmpty());
        warningLabel.managedProperty().bind(warningLabel.visibleProperty());

        maxCostField.textProperty().bindBidirectional(vm.maxCostProperty());
        maxConsumptionField.textProperty().bindBidirectional(vm.maxConsumptionProperty());
        affordableCheck.selectedProperty().bindBidirectional(vm.affordableOnlyProperty());
        SpinnerValueFactory.IntegerSpinnerValueFactory conditions =
                new SpinnerValueFactory.IntegerSpinnerValueFactory(0, 100, 100, 5);
        conditionSpinner.setValueFactory(conditions);
        conditions.valueProperty().addListener((o, a, b) -> vm.conditionProperty().set(b == null ? 100 : b));

        catalogueTable.setItems(vm.catalogue());
        nameColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().name()));
        costColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(
                WorkshopService.money(c.getValue().cost())));
        effectiveColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(
                WorkshopService.money(c.getValue().effectiveCost())));
        consumptionColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(
                Numbers.count(c.getValue().consumption())));
        flagsColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().flags()));
        catalogueTable.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(WorkshopViewModel.CatalogueRow item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(BAD, !empty && item != null && !item.affordable());
                Cells.tip(this, empty || item == null ? null : item.effect());
            }
        });
        catalogueTable.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null || vm.selectedCatalogueProperty().get() == null) {
                vm.selectedCatalogueProperty().set(b);
            }
        });
        previewLabel.textProperty().bind(vm.previewProperty());
        vm.previewIsBadProperty().addListener((o, a, b) -> previewLabel.pseudoClassStateChanged(BAD, b));

        binList.setItems(vm.bin());
        binList.setPlaceholder(new Label(messages.get("workshop.bin.empty")));
        binList.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> vm.selectedBinProperty().set(b));

        privateLabel.setText(messages.get("workshop.script.private", emperorTerm));
        bindScript();
        scriptArea.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.SPACE && e.isControlDown()) {
                e.consume();
                complete();
            } else if (e.getCode() == KeyCode.S && e.isShortcutDown()) {
                e.consume();
                vm.saveScript();
            }
        });
        scriptSummaryLabel.textProperty().bind(vm.scriptSummaryProperty());
        readBackList.setItems(vm.readBack());
        diagnosticsList.setItems(vm.diagnostics());
        diagnosticsList.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                int at = ScriptAssist.offsetOf(scriptArea.getText(), b);
                if (at >= 0) {
                    scriptArea.requestFocus();
                    scriptArea.moveTo(at);
                }
            }
        });
        diagnosticsList.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setWrapText(true);
                setPrefWidth(0);
                pseudoClassStateChanged(ERROR, !empty && item != null && item.startsWith("\u2716"));
                pseudoClassStateChanged(WARNING, !empty && item != null && item.startsWith("\u26a0"));
            }
        });
        readBackList.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setWrapText(true);
                setPrefWidth(0);
                pseudoClassStateChanged(ERROR, !empty && item != null && item.endsWith(": ignored"));
                pseudoClassStateChanged(WARNING, !empty && item != null && item.endsWith("(not Resolvable)"));
            }
        });
        workshopMessage.textProperty().bind(vm.messageProperty());
        tournamentCheck.setSelected(vm.tournamentModeProperty().get());
        vm.tournamentModeProperty().addListener((o, a, b) -> tournamentCheck.setSelected(b));
        tournamentCheck.setOnAction(e -> {
            vm.setTournamentMode(tournamentCheck.isSelected());
            // the box shows the dynasty's Tournament Mode: a refused switch (a Tournament has begun) leaves it as it was
            tournamentCheck.setSelected(vm.tournamentModeProperty().get());
        });
        vm.messageIsErrorProperty().addListener((o, a, b) -> workshopMessage.pseudoClassStateChanged(ERROR, b));

        vm.slots().addListener((ListChangeListener<WorkshopViewModel.SlotRow>) c -> drawStrip());
        vm.selectedSlotProperty().addListener((o, a, b) -> drawStrip());
        vm.readinessProperty().addListener((o, a, b) -> readinessChoice.setValue(vm.nextReadiness()));
        readinessChoice.setValue(vm.nextReadiness());
        drawStrip();
    }

    /** The editor and the ViewModel's script text follow each other; the text is highlighted as it changes. */
    private void bindScript() {
        scriptArea.setWrapText(true);
        scriptArea.setParagraphGraphicFactory(LineNumberFactory.get(scriptArea));
        scriptArea.replaceText(vm.scriptProperty().get() == null ? "" : vm.scriptProperty().get());
        vm.scriptProperty().addListener((o, a, b) -> {
            String text = b == null ? "" : b;
            if (!text.equals(scriptArea.getText())) {
                scriptArea.replaceText(text);
            }
        });
        scriptArea.textProperty().addListener((o, a, b) -> {
            if (!b.equals(vm.scriptProperty().get())) {
                vm.scriptProperty().set(b);
            }
            highlight();
        });
        vm.diagnostics().addListener((ListChangeListener<String>) c -> highlight());
        vm.slots().addListener((ListChangeListener<WorkshopViewModel.SlotRow>) c -> highlight());
        highlight();
    }

    private void highlight() {
        highlight(scriptArea, vm.slots().stream().map(WorkshopViewModel.SlotRow::name)
                .collect(Collectors.toSet()), vm.diagnostics());
    }

    /**
     * Styles a BotScript editor with {@link ScriptHighlighter}: {@code systems} are the Bot's System names, and the
     * lines {@code diagnostics} ({@link WorkshopViewModel#describe}) mark as errors are shown as ignored. Shared with
     * the House Bot editor.
     */
    public static void highlight(CodeArea area, Set<String> systems, List<String> diagnostics) {
        Set<Integer> errors = new HashSet<>();
        for (String d : diagnostics) {
            Matcher m = Pattern.compile("^\u2716 (\\d+):").matcher(d);
            if (m.find()) {
                errors.add(Integer.parseInt(m.group(1)));
            }
        }
        String text = area.getText();
        StyleSpansBuilder<Collection<String>> spans =
                new StyleSpansBuilder<>();
        ScriptHighlighter.spans(text, systems, errors).forEach(sp -> spans.add(sp.classes(), sp.length()));
        if (!text.isEmpty()) {
            area.setStyleSpans(0, spans.create());
        }
    }

    /** Ctrl+Space: the Trigger or Reaction forms that fit what is typed on the line, and the Bot's Systems. */
    private void complete() {
        int caret = scriptArea.getCaretPosition();
        String text = scriptArea.getText();
        int lineStart = text.lastIndexOf('\n', Math.max(0, caret - 1)) + 1;
        if (caret == 0) {
            lineStart = 0;
        }
        var options = vm.completions(text.substring(lineStart, caret));
        ContextMenu menu = new ContextMenu();
        menu.setId("completionMenu");
        for (WorkshopViewModel.Completion c : options.stream().limit(30).toList()) {
            MenuItem item = new MenuItem(c.toString());
            item.setMnemonicParsing(false);
            item.setOnAction(e -> {
                int at = scriptArea.getCaretPosition();
                scriptArea.replaceText(at - c.replace(), at, c.text());
            });
            menu.getItems().add(item);
        }
        if (menu.getItems().isEmpty()) {
            return;
        }
        var bounds = scriptArea.localToScreen(scriptArea.getBoundsInLocal());
        menu.show(scriptArea, bounds.getMinX() + 12, bounds.getMinY() + 24);
    }

    /** The Bot's Systems as cards, front on the left, each with its Condition bar. */
    private void drawStrip() {
        systemStrip.getChildren().clear();
        if (vm.slots().isEmpty()) {
            Label empty = new Label(messages.get("workshop.strip.empty"));
            empty.getStyleClass().add("strip-empty");
            systemStrip.getChildren().add(empty);
            return;
        }
        for (WorkshopViewModel.SlotRow slot : vm.slots()) {
            Label name = new Label(slot.name());
            name.getStyleClass().add("slot-name");
            ProgressBar bar = new ProgressBar(slot.condition() / 100.0);
            bar.getStyleClass().add("condition-bar");
            bar.setMaxWidth(Double.MAX_VALUE);
            bar.pseudoClassStateChanged(BAD, slot.condition() < 34);
            Label detail = new Label(slot.condition() + "% \u00b7 " + slot.consumption() + (slot.exposed() ? " \u00b7 exposed" : ""));
            detail.getStyleClass().add("slot-detail");
            VBox card = new VBox(4, name, bar, detail);
            card.getStyleClass().add("system-card");
            card.setId("slot" + slot.index());
            card.setPrefWidth(150);
            name.setWrapText(true);
            Tooltip.install(card, new Tooltip(slot.name() + ": " + slot.condition() + "%, consumption "
                    + slot.consumption() + ", Effective Cost " + WorkshopService.money(
                    slot.effectiveCost())));
            card.pseudoClassStateChanged(SELECTED, slot.index() == vm.selectedSlotProperty().get());
            card.setOnMouseClicked(e -> vm.selectedSlotProperty().set(slot.index()));
            card.setOnDragDetected(e -> {
                var board = card.startDragAndDrop(TransferMode.MOVE);
                var content = new ClipboardContent();
                content.putString("slot:" + slot.index());
                board.setContent(content);
                e.consume();
            });
            card.setOnDragOver(e -> {
                if (e.getDragboard().hasString() && e.getDragboard().getString().startsWith("slot:")) {
                    e.acceptTransferModes(TransferMode.MOVE);
                }
                e.consume();
            });
            card.setOnDragDropped(e -> {
                String s = e.getDragboard().getString();
                boolean ok = s != null && s.startsWith("slot:");
                if (ok) {
                    vm.move(Integer.parseInt(s.substring(5)), slot.index());
                }
                e.setDropCompleted(ok);
                e.consume();
            });
            systemStrip.getChildren().add(card);
        }
    }

    @FXML
    private void weekly() {
        vm.weeklyMoney();
    }

    @FXML
    private void setReadiness() {
        vm.setReadiness(readinessChoice.getValue());
    }

    @FXML
    private void repair() {
        vm.repair();
    }

    @FXML
    private void tournamentAward() {
        vm.awardTournamentMoney();
    }

    @FXML
    private void replaceEngine() {
        vm.replaceEngine();
    }

    @FXML
    private void replaceChassis() {
        vm.replaceChassis();
    }

    @FXML
    private void toFront() {
        vm.moveSelected(-1);
    }

    @FXML
    private void toBack() {
        vm.moveSelected(1);
    }

    @FXML
    private void sell() {
        vm.sellSelected();
    }

    @FXML
    private void toBin() {
        vm.binSelected();
    }

    @FXML
    private void addSystem() {
        vm.addSelected();
    }

    @FXML
    private void editCatalogue() {
        vm.editCatalogue();
    }

    @FXML
    private void fit() {
        vm.fitFromBin();
    }

    @FXML
    private void saveScript() {
        vm.saveScript();
    }
}
