package org.dynast.app.matters;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Messages;
import org.dynast.model.matters.Clause;
import org.dynast.model.matters.ClauseType;
import org.dynast.model.matters.CoreRulesProfile.CooldownCondition;
import org.dynast.model.matters.CoreRulesProfile;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VoteIcon;

/**
 * The core-rules profile form: tabs of settings (each with its explanation), the routes of each condition with a
 * clause picker, and the preview of a sample verdict under the profile as edited. Thin: every value is a property of
 * {@link ProfileEditorViewModel}.
 */
public final class ProfileEditorView {

    private final ProfileEditorViewModel vm;
    private final Messages messages;
    private final List<Object> bindings = new ArrayList<>(); // keeps the spinners' bidirectional bindings alive
    private final BorderPane root = new BorderPane();

    /** The form as a dialog owned by {@code owner}: the edited profile on OK (only while valid), empty on Cancel. */
    public static Optional<CoreRulesProfile> show(Window owner,
            ProfileEditorViewModel editor, Messages messages) {
        Dialog<CoreRulesProfile> dialog =
                new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(messages.get("matters.profile.edit", editor.profileId()));
        dialog.getDialogPane().setContent(new ProfileEditorView(editor, messages).root());
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK,
                ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty()
                .bind(editor.errorProperty().isNotEmpty());
        dialog.setResizable(true);
        dialog.setResultConverter(button -> button == ButtonType.OK
                ? editor.result().orElse(null) : null);
        return dialog.showAndWait();
    }

    public ProfileEditorView(ProfileEditorViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        TabPane tabs = new TabPane(tab("profileEditor.tab.votes", votesTab()), tab("profileEditor.tab.kinds", kindsTab()),
                tab("profileEditor.tab.routes", routesTab()), tab("profileEditor.tab.victory", victoryTab()),
                tab("profileEditor.tab.era", eraTab()));
        tabs.setId("profileTabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.setPrefHeight(440);
        tabs.setMinHeight(240);
        root.setCenter(tabs);
        root.setBottom(previewPane());
        root.setPrefSize(980, 640);
    }

    public Node root() {
        return root;
    }

    // ---- tabs -----------------------------------------------------------------------------------

    private Node votesTab() {
        GridPane g = grid();
        int r = 0;
        TextField name = new TextField();
        name.setId("profileName");
        name.textProperty().bindBidirectional(vm.nameProperty());
        r = row(g, r, "profileEditor.name", name);
        TextField description = new TextField();
        description.setId("profileDescription");
        description.textProperty().bindBidirectional(vm.descriptionProperty());
        r = row(g, r, "profileEditor.description", description);
        HBox quorum = new HBox(6, spinner("quorumNumerator", vm.quorumNumeratorProperty(), 0, 10), new Label("/"),
                spinner("quorumDenominator", vm.quorumDenominatorProperty(), 1, 10), new Label("+"),
                spinner("quorumPlus", vm.quorumPlusProperty(), -5, 10));
        r = row(g, r, "profileEditor.quorum", quorum);
        r = check(g, r, "deferentialFollowsEmperor", vm.deferentialFollowsEmperorProperty());
        r = check(g, r, "imperialDeferentials", vm.imperialDeferentialsProperty());
        r = check(g, r, "othersDeferentialInvalid", vm.othersDeferentialInvalidProperty());
        r = check(g, r, "abstentionsCountAsVotes", vm.abstentionsCountAsVotesProperty());
        r = check(g, r, "selfKillLocks", vm.selfKillLocksProperty());
        r = check(g, r, "selfKillUnlessFailing", vm.selfKillUnlessFailingProperty());
        r = check(g, r, "authorDeferentialAbstains", vm.authorDeferentialAbstainsProperty());
        check(g, r, "emperorMayDefer", vm.emperorMayDeferProperty());
        return scroll(g);
    }

    private Node kindsTab() {
        GridPane g = grid();
        int r = 0;
        for (MatterKind k : MatterKind.values()) {
            Label head = new Label(k.label());
            head.getStyleClass().add("title-4");
            g.add(head, 0, r++, 2, 1);
            ProfileEditorViewModel.KindSettings s = vm.kind(k);
            r = check(g, r, "authorVotesFor", s.authorVotesForProperty(), k);
            r = check(g, r, "deferential", s.deferentialProperty(), k);
            r = check(g, r, "vetoedStatus", s.vetoedStatusProperty(), k);
            r = check(g, r, "withdrawnStatus", s.withdrawnStatusProperty(), k);
        }
        return scroll(g);
    }

    private Node routesTab() {
        ComboBox<ProfileEditorViewModel.Section> section = new ComboBox<>(
                FXCollections.observableArrayList(ProfileEditorViewModel.Section.values()));
        section.setId("sectionChoice");
        section.valueProperty().bindBidirectional(vm.sectionProperty());
        ListView<ProfileEditorViewModel.RouteRow> routeList = new ListView<>(vm.routes(vm.sectionProperty().get()));
        routeList.setId("routeList");
        routeList.setPlaceholder(Cells.placeholder(messages.get("placeholder.profile.routes")));
        routeList.setPrefHeight(100);
        vm.sectionProperty().addListener((o, a, b) -> routeList.setItems(vm.routes(b)));
        TextField routeText = new TextField();
        routeText.setId("routeText");
        routeText.setPromptText(messages.get("profileEditor.routeText.prompt"));
        ListView<Clause> clauseList = new ListView<>();
        clauseList.setId("clauseList");
        clauseList.setPlaceholder(Cells.placeholder(messages.get("placeholder.profile.clauses")));
        clauseList.setPrefHeight(90);
        clauseList.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(Clause c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : ProfileEditorViewModel.describe(c));
            }
        });
        routeList.getSelectionModel().selectedItemProperty().addListener((o, before, row) -> {
            if (before != null) {
                routeText.textProperty().unbindBidirectional(before.textProperty());
            }
            clauseList.setItems(row == null ? FXCollections.observableArrayList() : row.clauses());
            if (row != null) {
                routeText.textProperty().bindBidirectional(row.textProperty());
            }
        });
        ComboBox<ClauseType> type = new ComboBox<>(FXCollections.observableArrayList(ClauseType.values()));
        type.setId("clauseType");
        type.valueProperty().bindBidirectional(vm.clauseTypeProperty());
        Label typeHelp = help("");
        type.valueProperty().addListener((o, a, t) -> typeHelp.setText(messages.get("clause." + t.name())));
        typeHelp.setText(messages.get("clause." + type.getValue().name()));
        HBox numbers = new HBox(6, new Label(messages.get("profileEditor.clause.hours")),
                spinner("clauseHours", vm.clauseHoursProperty(), 0, 24 * 30),
                new Label(messages.get("profileEditor.clause.hiatusHours")),
                spinner("clauseHiatusHours", vm.clauseHiatusHoursProperty(), -1, 24 * 30),
                new Label(messages.get("profileEditor.clause.count")),
                spinner("clauseCount", vm.clauseCountProperty(), 0, 100),
                new Label(messages.get("profileEditor.clause.fraction")),
                spinner("clauseNumerator", vm.clauseNumeratorProperty(), 0, 10), new Label("/"),
                spinner("clauseDenominator", vm.clauseDenominatorProperty(), 1, 10));
        Button addRoute = button("addRoute", "profileEditor.addRoute", () -> vm.addRoute(routeText.getText())
                .ifPresent(row -> routeList.getSelectionModel().select(row)));
        Button removeRoute = button("removeRoute", "profileEditor.removeRoute", () -> {
            ProfileEditorViewModel.RouteRow row = routeList.getSelectionModel().getSelectedItem();
            if (row != null) {
                vm.removeRoute(row);
            }
        });
        Button addClause = button("addClause", "profileEditor.addClause", () -> {
            ProfileEditorViewModel.RouteRow row = routeList.getSelectionModel().getSelectedItem();
            if (row != null) {
                vm.addClause(row);
            }
        });
        Button removeClause = button("removeClause", "profileEditor.removeClause", () -> {
            ProfileEditorViewModel.RouteRow row = routeList.getSelectionModel().getSelectedItem();
            Clause c = clauseList.getSelectionModel().getSelectedItem();
            if (row != null && c != null) {
                vm.removeClause(row, c);
            }
        });
        VBox box = new VBox(6, new HBox(8, new Label(messages.get("profileEditor.section")), section),
                help(messages.get("profileEditor.routes.help")), routeList, new HBox(8, addRoute, removeRoute),
                new Label(messages.get("profileEditor.routeText")), routeText, clauseList,
                new HBox(8, new Label(messages.get("profileEditor.clause")), type, addClause, removeClause), typeHelp,
                numbers);
        box.setPadding(new Insets(10));
        return scroll(box);
    }

    private Node victoryTab() {
        GridPane g = grid();
        int r = 0;
        r = row(g, r, "profileEditor.maxPending", spinner("maxPending", vm.maxPendingProperty(), 0, 20));
        r = row(g, r, "profileEditor.maxPerDay", spinner("maxPerDay", vm.maxPerDayProperty(), 0, 20));
        r = row(g, r, "profileEditor.dovCooldownHours", spinner("dovCooldownHours", vm.dovCooldownHoursProperty(), 0,
                24 * 30));
        ComboBox<CooldownCondition> condition = new ComboBox<>(FXCollections.observableArrayList(
                CooldownCondition.values()));
        condition.setId("cooldownCondition");
        condition.valueProperty().bindBidirectional(vm.cooldownConditionProperty());
        r = row(g, r, "profileEditor.cooldownCondition", condition);
        r = check(g, r, "noDovDuringInterregnum", vm.noDovDuringInterregnumProperty());
        r = check(g, r, "noUnidlingWhileDovPending", vm.noUnidlingWhileDovPendingProperty());
        r = check(g, r, "mantleToPreviousEmperor", vm.mantleToPreviousEmperorProperty());
        r = check(g, r, "hiatusWhileDovPending", vm.hiatusWhileDovPendingProperty());
        r = check(g, r, "seasonalDowntime", vm.seasonalDowntimeProperty());
        r = row(g, r, "profileEditor.hiatusFewerThan", spinner("hiatusFewerThan", vm.hiatusFewerThanProperty(), 0, 50));
        TextField withdrawn = new TextField();
        withdrawn.setId("withdrawnName");
        withdrawn.textProperty().bindBidirectional(vm.withdrawnNameProperty());
        r = row(g, r, "profileEditor.withdrawnName", withdrawn);
        TextField vetoed = new TextField();
        vetoed.setId("vetoedName");
        vetoed.textProperty().bindBidirectional(vm.vetoedNameProperty());
        r = row(g, r, "profileEditor.vetoedName", vetoed);
        check(g, r, "illegalStatus", vm.illegalStatusProperty());
        return scroll(g);
    }

    private Node eraTab() {
        GridPane g = grid();
        int r = 0;
        r = row(g, r, "profileEditor.staleProposalHours", spinner("staleProposalHours",
                vm.staleProposalHoursProperty(), 0, 24 * 60));
        r = check(g, r, "votingDuringHiatus", vm.votingDuringHiatusProperty());
        r = row(g, r, "profileEditor.unidleBarHours", spinner("unidleBarHours", vm.unidleBarHoursProperty(), 0,
                24 * 60));
        r = row(g, r, "profileEditor.dailySpacingHours", spinner("dailySpacingHours", vm.dailySpacingHoursProperty(),
                0, 24));
        row(g, r, "profileEditor.weeklySpacingHours", spinner("weeklySpacingHours", vm.weeklySpacingHoursProperty(),
                0, 24 * 7));
        return scroll(g);
    }

    private Node previewPane() {
        ComboBox<MatterKind> kind = new ComboBox<>(FXCollections.observableArrayList(MatterKind.values()));
        kind.setId("sampleKind");
        kind.valueProperty().bindBidirectional(vm.sampleKindProperty());
        ComboBox<VoteIcon> emperor = new ComboBox<>(FXCollections.observableArrayList(null, VoteIcon.FOR,
                VoteIcon.AGAINST, VoteIcon.DEFERENTIAL, VoteIcon.VETO));
        emperor.setId("sampleEmperorVote");
        emperor.valueProperty().bindBidirectional(vm.sampleEmperorVoteProperty());
        emperor.setPromptText(messages.get("profileEditor.sample.noVote"));
        CheckBox hiatus = new CheckBox(messages.get("profileEditor.sample.hiatus"));
        hiatus.setId("sampleOnHiatus");
        hiatus.selectedProperty().bindBidirectional(vm.sampleOnHiatusProperty());
        FlowPane sample = new FlowPane(6, 4,
                label(messages.get("profileEditor.sample")), kind,
                label(messages.get("profileEditor.sample.players")),
                spinner("samplePlayers", vm.samplePlayersProperty(), 2, 40),
                label(messages.get("profileEditor.sample.hours")),
                spinner("sampleHoursOpen", vm.sampleHoursOpenProperty(), 0, 24 * 14),
                label("FOR"), spinner("sampleFor", vm.sampleForProperty(), 0, 40),
                label("AGAINST"), spinner("sampleAgainst", vm.sampleAgainstProperty(), 0, 40),
                label("DEFERENTIAL"), spinner("sampleDeferential", vm.sampleDeferentialProperty(), 0, 40),
                label(messages.get("profileEditor.sample.emperor")), emperor, hiatus);
        sample.setAlignment(Pos.CENTER_LEFT);
        TextArea preview = new TextArea();
        preview.setId("previewText");
        preview.setEditable(false);
        preview.setWrapText(true);
        preview.setPrefRowCount(4);
        preview.textProperty().bind(vm.previewProperty());
        Label error = new Label();
        error.setId("profileError");
        error.getStyleClass().add("danger");
        error.setWrapText(true);
        error.textProperty().bind(vm.errorProperty());
        VBox box = new VBox(6, new Label(messages.get("profileEditor.preview")), sample, preview, error);
        box.setPadding(new Insets(8, 10, 0, 10));
        return box;
    }

    // ---- helpers --------------------------------------------------------------------------------

    private Tab tab(String key, Node content) {
        return new Tab(messages.get(key), content);
    }

    private static GridPane grid() {
        GridPane g = new GridPane();
        g.setHgap(10);
        g.setVgap(4);
        g.setPadding(new Insets(10));
        return g;
    }

    private static ScrollPane scroll(Node content) {
        ScrollPane s = new ScrollPane(content);
        s.setFitToWidth(true);
        return s;
    }

    private int row(GridPane g, int r, String key, Node control) {
        Label label = new Label(messages.get(key));
        g.add(label, 0, r);
        g.add(control, 1, r);
        GridPane.setHgrow(control, Priority.ALWAYS);
        g.add(help(messages.get(key + ".help")), 1, r + 1);
        return r + 2;
    }

    private int check(GridPane g, int r, String setting, BooleanProperty property) {
        return check(g, r, setting, property, null);
    }

    private int check(GridPane g, int r, String setting, BooleanProperty property, MatterKind kind) {
        CheckBox box = new CheckBox(messages.get("profileEditor." + setting));
        box.setId(kind == null ? setting : setting + "-" + kind.name());
        box.selectedProperty().bindBidirectional(property);
        String help = messages.get("profileEditor." + setting + ".help");
        box.setTooltip(new Tooltip(help));
        g.add(box, 0, r, 2, 1);
        g.add(help(help), 0, r + 1, 2, 1);
        return r + 2;
    }

    private static Label label(String text) {
        Label l = new Label(text);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private static Label help(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.getStyleClass().addAll("text-muted", "text-small");
        return l;
    }

    private Spinner<Integer> spinner(String id, IntegerProperty property, int min, int max) {
        Spinner<Integer> s = new Spinner<>(min, max, property.get());
        s.setId(id);
        s.setEditable(true);
        s.setPrefWidth(80);
        ObjectProperty<Integer> boxed = property.asObject();
        bindings.add(boxed);
        s.getValueFactory().valueProperty().bindBidirectional(boxed);
        return s;
    }

    private Button button(String id, String key, Runnable action) {
        Button b = new Button(messages.get(key));
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }
}
