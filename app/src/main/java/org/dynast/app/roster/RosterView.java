package org.dynast.app.roster;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.converter.LocalDateStringConverter;
import org.controlsfx.control.textfield.TextFields;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.InSight;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Shortcuts;
import org.dynast.app.common.Why;
import org.dynast.model.roster.IdleReason;

/** The Roster tab: a thin view bound to {@link RosterViewModel}. */
public final class RosterView {

    private static final PseudoClass IDLE = PseudoClass.getPseudoClass("idle-player");
    /** BlogNomic dates are UTC and written the ISO way, as in the table. */
    private static final LocalDateStringConverter ISO_DATES =
            new LocalDateStringConverter(DateTimeFormatter.ISO_LOCAL_DATE, DateTimeFormatter.ISO_LOCAL_DATE);

    private final RosterViewModel vm;
    private final Messages messages;
    private final BorderPane root;

    @FXML private HBox filterBox;
    @FXML private CheckBox showIdleCheck;
    @FXML private Button walkthroughForButton;
    @FXML private Button aliasesButton;
    @FXML private Label quorumLabel;
    @FXML private Label countsLabel;
    @FXML private TableView<PlayerRow> playerTable;
    @FXML private TableColumn<PlayerRow, String> nameColumn;
    @FXML private TableColumn<PlayerRow, String> roleColumn;
    @FXML private TableColumn<PlayerRow, String> statusColumn;
    @FXML private TableColumn<PlayerRow, LocalDate> joinedColumn;
    @FXML private TableColumn<PlayerRow, String> tenuredColumn;
    @FXML private TableColumn<PlayerRow, String> mentorColumn;
    @FXML private Label addTitle;
    @FXML private TextField newNameField;
    @FXML private Label newNameProblem;
    @FXML private CheckBox newAdminCheck;
    @FXML private DatePicker newJoinedPicker;
    @FXML private Button addButton;
    @FXML private Label selectedTitle;
    @FXML private VBox selectedPane;
    @FXML private CheckBox adminCheck;
    @FXML private CheckBox tenuredCheck;
    @FXML private DatePicker joinedPicker;
    @FXML private ComboBox<IdleReason> idleReasonChoice;
    @FXML private Button idleButton;
    @FXML private Button unidleButton;
    @FXML private TextField idleWhenField;
    @FXML private Button renameButton;
    @FXML private ListView<MentorshipRow> mentorshipList;
    @FXML private VBox mentorPane;
    @FXML private ComboBox<String> mentorChoice;
    @FXML private Button assignMentorButton;
    @FXML private Button dissolveButton;
    @FXML private Label messageLabel;
    private TextField filterField;

    public RosterView(RosterViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        filterField = TextFields.createClearableTextField();
        filterField.setId("filterField");
        HBox.setHgrow(filterField, Priority.ALWAYS);
        filterField.setMaxWidth(360);
        filterBox.getChildren().add(filterField);
        filterField.textProperty().bindBidirectional(vm.filterTextProperty());
        filterField.promptTextProperty().bind(vm.filterPromptProperty());
        showIdleCheck.selectedProperty().bindBidirectional(vm.showIdleProperty());
        quorumLabel.textProperty().bind(vm.quorumTextProperty());
        Why.attach(quorumLabel, messages, vm::explainQuorum);
        countsLabel.textProperty().bind(vm.countsTextProperty());

        nameColumn.textProperty().bind(vm.playerTermProperty());
        nameColumn.setCellValueFactory(Cells.value(PlayerRow::name));
        roleColumn.setCellValueFactory(Cells.value(PlayerRow::role));
        statusColumn.setCellValueFactory(Cells.value(PlayerRow::status));
        statusColumn.setCellFactory(Cells.wrapping());
        joinedColumn.setCellValueFactory(Cells.value(PlayerRow::joinedOn));
        tenuredColumn.setCellValueFactory(Cells.value(r -> r.tenured() ? "\u2713" : ""));
        mentorColumn.setCellValueFactory(Cells.value(PlayerRow::mentor));
        playerTable.setItems(vm.players());
        vm.players().comparatorProperty().bind(playerTable.comparatorProperty());
        playerTable.getSortOrder().add(nameColumn);
        playerTable.setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(PlayerRow item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(IDLE, !empty && item != null && item.idle());
            }

            {
                // the menu is made as it opens, so it knows the player's Mentorship as it is now
                addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED,
                        e -> setContextMenu(getItem() == null ? null : rowMenu(getItem())));
            }
        });
        vm.mentoring().titleProperty().addListener((obs, o, n) -> {
            if (revealMentor && !n.isEmpty()) {
                revealMentor = false;
                Platform.runLater(() -> InSight.reveal(mentorPane));
            }
        });
        walkthroughForButton.textProperty().bind(vm.walkthroughForText());
        walkthroughForButton.disableProperty().bind(vm.selectedProperty().isNull());
        walkthroughForButton.setTooltip(new Tooltip(messages.get("roster.walkthroughFor.tip")));
        aliasesButton.setTooltip(AliasesView.tip(messages));
        playerTable.getSelectionModel().selectedItemProperty().addListener((obs, o, n) -> {
            if (n != null || !vm.players().contains(vm.selectedProperty().get())) {
                vm.selectedProperty().set(n);
            }
        });
        vm.selectedProperty().addListener((obs, o, n) -> showSelected(n));

        addTitle.textProperty().bind(vm.addTextProperty());
        addButton.setMnemonicParsing(false); // the dynasty's term for a player, shown as it is
        addButton.textProperty().bind(vm.addTextProperty());
        newNameField.textProperty().bindBidirectional(vm.newNameProperty());
        newNameField.setOnAction(e -> {
            if (!addButton.isDisabled()) {
                vm.addPlayer();
            }
        });
        newNameProblem.textProperty().bind(vm.newNameProblemProperty());
        newNameProblem.managedProperty().bind(newNameProblem.textProperty().isNotEmpty());
        newNameProblem.visibleProperty().bind(newNameProblem.managedProperty());
        vm.newNameProblemProperty().addListener((obs, o, n) -> {
            newNameField.getStyleClass().remove("invalid");
            if (!n.isEmpty()) {
                newNameField.getStyleClass().add("invalid");
            }
        });
        newAdminCheck.selectedProperty().bindBidirectional(vm.newAdminProperty());
        newJoinedPicker.setConverter(ISO_DATES);
        joinedPicker.setConverter(ISO_DATES);
        newJoinedPicker.valueProperty().bindBidirectional(vm.newJoinedOnProperty());
        addButton.disableProperty().bind(vm.canAddBinding().not());

        selectedPane.disableProperty().bind(vm.selectedProperty().isNull());
        adminCheck.setOnAction(e -> vm.setSelectedAdmin(adminCheck.isSelected()));
        tenuredCheck.setOnAction(e -> vm.setSelectedTenured(tenuredCheck.isSelected()));
        joinedPicker.setOnAction(e -> vm.setSelectedJoinedOn(joinedPicker.getValue()));
        idleReasonChoice.getItems().setAll(IdleReason.values());
        idleReasonChoice.valueProperty().bindBidirectional(vm.idleReasonProperty());
        idleButton.disableProperty().bind(vm.canIdleBinding().not());
        unidleButton.disableProperty().bind(vm.canUnidleBinding().not());
        idleWhenField.textProperty().bindBidirectional(vm.idleWhenProperty());

        mentorshipList.setItems(vm.mentorships());
        new MentorshipView(vm.mentoring(), messages, mentorPane);
        vm.selectedMentorshipProperty().bind(mentorshipList.getSelectionModel().selectedItemProperty());
        mentorChoice.setItems(vm.tenuredNames());
        mentorChoice.valueProperty().bindBidirectional(vm.mentorChoiceProperty());
        assignMentorButton.disableProperty().bind(vm.selectedProperty().isNull()
                .or(mentorChoice.valueProperty().isNull()));
        dissolveButton.disableProperty().bind(mentorshipList.getSelectionModel().selectedItemProperty().isNull());

        Feedback.show(messageLabel, vm.messageProperty(), vm.messageIsErrorProperty());
        showSelected(null);
    }

    private void showSelected(PlayerRow row) {
        if (row == null) {
            selectedTitle.setText(messages.get("roster.selected.none"));
            playerTable.getSelectionModel().clearSelection();
            return;
        }
        selectedTitle.setText(row.name() + (row.role().isEmpty() ? "" : " \u00b7 " + row.role()));
        adminCheck.setSelected(row.admin());
        tenuredCheck.setSelected(row.tenured());
        joinedPicker.setValue(row.joinedOn());
        if (playerTable.getSelectionModel().getSelectedItem() != row) {
            playerTable.getSelectionModel().select(row);
        }
    }

    /**
     * A player's row menu: start a walkthrough for them, and their mentor's view (when they are in a Mentorship),
     * which is far down the side column otherwise.
     */
    private ContextMenu rowMenu(PlayerRow row) {
        MenuItem walkthrough = new MenuItem(
                messages.get("roster.menu.walkthroughFor", row.name()));
        walkthrough.setId("walkthroughForItem");
        walkthrough.setMnemonicParsing(false);
        walkthrough.setOnAction(e -> {
            vm.selectedProperty().set(row);
            vm.startWalkthroughForSelected();
        });
        ContextMenu menu = new ContextMenu(walkthrough);
        vm.mentorshipOf(row).ifPresent(mentorship -> {
            MenuItem view = new MenuItem(
                    messages.get("roster.menu.mentorView", row.name()));
            view.setId("mentorViewItem");
            view.setMnemonicParsing(false);
            view.setOnAction(e -> showMentorView(mentorship));
            menu.getItems().add(view);
        });
        return menu;
    }

    /** Chooses the Mentorship and scrolls the side column down to its mentor's view. */
    private void showMentorView(MentorshipRow mentorship) {
        // the view fills in once read: scrolled to now, and again when it is shown whole
        revealMentor = mentorshipList.getSelectionModel().getSelectedItem() != mentorship;
        mentorshipList.getSelectionModel().select(mentorship);
        InSight.reveal(mentorPane);
    }

    /** Whether the mentor's view is to be scrolled into sight once it has read its Mentorship. */
    private boolean revealMentor;

    @FXML
    private void showAliases() {
        vm.showAliases();
    }

    @FXML
    private void startWalkthroughFor() {
        vm.startWalkthroughForSelected();
    }

    @FXML
    private void add() {
        vm.addPlayer();
    }

    @FXML
    private void idle() {
        vm.idleSelected();
    }

    @FXML
    private void unidle() {
        vm.unidleSelected();
    }

    @FXML
    private void rename() {
        vm.renameSelected();
    }

    @FXML
    private void assignMentor() {
        vm.assignMentor();
    }

    @FXML
    private void dissolve() {
        vm.dissolveSelectedMentorship();
    }

    private static void focusInSight(Node field) {
        InSight.reveal(field);
        field.requestFocus();
    }

    /** Keyboard shortcuts, active while {@code active} says the tab is shown. */
    public void installShortcuts(Scene scene, BooleanSupplier active) {
        // the field is scrolled into sight first: a keyboard user must see what they type into
        Shortcuts.install(scene, active, "Shortcut+N", () -> focusInSight(newNameField));
        Shortcuts.install(scene, active, "Shortcut+F", () -> focusInSight(filterField));
        Shortcuts.install(scene, active, "Shortcut+I", vm::idleSelected);
        Shortcuts.install(scene, active, "Shortcut+U", vm::unidleSelected);
        Shortcuts.install(scene, active, "Shortcut+R", vm::renameSelected);
    }

}
