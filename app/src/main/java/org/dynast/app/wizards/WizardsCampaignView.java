package org.dynast.app.wizards;

import java.util.List;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;

/** The Wizards tab's Campaign panel: a thin view bound to {@link WizardsCampaignViewModel}. */
public final class WizardsCampaignView {

    private final WizardsCampaignViewModel vm;
    private final Messages messages;
    private final SplitPane root;

    @FXML private ListView<WizardsCampaignViewModel.CampaignItem> campaignList;
    @FXML private Label campaignFields;
    @FXML private ListView<String> campaignParticipants;
    @FXML private TextField campaignName1;
    @FXML private TextField campaignName2;
    @FXML private TextField campaignName3;
    @FXML private Button campaignGo;
    @FXML private ComboBox<String> campaignParticipant;
    @FXML private ComboBox<String> campaignBattlefield;
    @FXML private ComboBox<String> campaignSlot1;
    @FXML private ComboBox<String> campaignSlot2;
    @FXML private ComboBox<String> campaignSlot3;
    @FXML private ComboBox<String> campaignSlot4;
    @FXML private ComboBox<String> campaignSlot5;
    @FXML private Button campaignJoin;
    @FXML private ComboBox<String> campaignCloser;
    @FXML private Button campaignClose;
    @FXML private Label campaignMessage;
    @FXML private TableView<WizardsCampaignViewModel.BattleRow> campaignBattles;
    @FXML private TableView<WizardsCampaignViewModel.CasualtyRow> campaignCasualties;
    @FXML private TextArea campaignComment;

    public WizardsCampaignView(WizardsCampaignViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public SplitPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        campaignList.setItems(vm.campaigns());
        campaignList.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.campaignProperty().set(b);
            }
        });
        vm.campaignProperty().addListener((o, a, b) -> showCampaign(b));
        showCampaign(vm.campaignProperty().get());
        List<TextField> names = List.of(campaignName1, campaignName2, campaignName3);
        for (int i = 0; i < 3; i++) {
            names.get(i).textProperty().bindBidirectional(vm.names().get(i));
            names.get(i).setPromptText("Battlefield " + (i + 1));
            names.get(i).disableProperty().bind(vm.anyOpenProperty());
        }
        campaignGo.disableProperty().bind(vm.anyOpenProperty());
        campaignParticipant.setItems(vm.wizards());
        campaignParticipant.valueProperty().bindBidirectional(vm.participantProperty());
        campaignBattlefield.setItems(vm.openBattlefields());
        campaignBattlefield.valueProperty().bindBidirectional(vm.battlefieldProperty());
        List<ComboBox<String>> slots = List.of(campaignSlot1, campaignSlot2, campaignSlot3, campaignSlot4,
                campaignSlot5);
        for (int i = 0; i < slots.size(); i++) {
            slots.get(i).setItems(vm.slotChoices());
            slots.get(i).setPromptText(messages.get("wizards.campaign.slot", i + 1));
            slots.get(i).valueProperty().bindBidirectional(vm.slots().get(i));
            slots.get(i).disableProperty().bind(vm.anyOpenProperty().not());
        }
        // each choice's caption above it names it (and is its label, for a screen reader)
        for (ComboBox<String> box : List.of(campaignParticipant, campaignBattlefield, campaignSlot1, campaignSlot2,
                campaignSlot3, campaignSlot4, campaignSlot5)) {
            if (box.getParent() instanceof VBox captioned
                    && captioned.getChildren().get(0) instanceof Label caption) {
                caption.setLabelFor(box);
            }
        }
        campaignParticipant.disableProperty().bind(vm.anyOpenProperty().not());
        campaignBattlefield.disableProperty().bind(vm.anyOpenProperty().not());
        campaignJoin.disableProperty().bind(vm.anyOpenProperty().not());
        campaignCloser.setItems(vm.closers());
        campaignCloser.valueProperty().bindBidirectional(vm.closerProperty());
        campaignClose.disableProperty().bind(vm.anyOpenProperty().not());
        campaignMessage.textProperty().bind(vm.messageProperty());
        campaignBattles.setItems(vm.battles());
        campaignBattles.getColumns().add(WizardsView.column(messages, "wizards.campaign.battlecol",
                WizardsCampaignViewModel.BattleRow::battle, null, 220));
        campaignBattles.getColumns().add(WizardsView.column(messages, "wizards.duel.slot",
                r -> Integer.toString(r.slot()), null, 40));
        campaignBattles.getColumns().add(WizardsView.column(messages, "wizards.campaign.side",
                WizardsCampaignViewModel.BattleRow::creature, null, 150));
        campaignBattles.getColumns().add(WizardsView.column(messages, "wizards.duel.strength",
                r -> Integer.toString(r.strength()), WizardsCampaignViewModel.BattleRow::reasons, 85));
        campaignBattles.getColumns().add(WizardsView.column(messages, "wizards.campaign.emu",
                r -> r.emu() + " " + r.emuStrength(), null, 90));
        campaignBattles.getColumns().add(WizardsView.column(messages, "wizards.duel.winner",
                WizardsCampaignViewModel.BattleRow::winner, null, 130));
        campaignCasualties.setItems(vm.casualties());
        campaignCasualties.getColumns().add(WizardsView.column(messages, "wizards.court.wizard",
                WizardsCampaignViewModel.CasualtyRow::wizard, null, 100));
        campaignCasualties.getColumns().add(WizardsView.column(messages, "wizards.matrix.creature",
                WizardsCampaignViewModel.CasualtyRow::creature, null, 160));
        campaignCasualties.getColumns().add(WizardsView.column(messages, "wizards.campaign.fate",
                WizardsCampaignViewModel.CasualtyRow::fate, null, 240));
        campaignComment.textProperty().bind(vm.closingProperty());
    }

    private void showCampaign(WizardsCampaignViewModel.CampaignItem c) {
        campaignList.getSelectionModel().select(c);
        campaignFields.setText(c == null ? "" : String.join("\n", c.battlefields()));
        campaignParticipants.getItems().setAll(c == null ? List.of() : c.participants().stream()
                .map(p -> p.wizard() + " on " + p.battlefield() + ":\n    " + p.slots()).toList());
    }

    @FXML
    private void go() {
        vm.go();
    }

    @FXML
    private void participate() {
        vm.participate();
    }

    @FXML
    private void close() {
        vm.close();
    }

    @FXML
    private void copy() {
        WizardsView.copy(campaignComment.getText());
    }
}
