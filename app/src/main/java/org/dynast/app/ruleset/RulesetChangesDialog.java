package org.dynast.app.ruleset;

import java.util.List;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.dynast.app.common.DialogHeaders;
import org.dynast.app.common.Placement;
import org.dynast.app.ruleset.RulesetRows.ChangeRow;
import org.dynast.app.ruleset.RulesetRows.DiffLine;
import org.dynast.model.ruleset.TextDiff;

/**
 * "What will change": a new revision's rule-by-rule changes, each opening to its lines as the Ruleset tab's
 * comparison shows them (removed struck through, added in green), with a yes and a Cancel.
 */
public final class RulesetChangesDialog {

    private RulesetChangesDialog() {
    }

    public static boolean ask(Window owner, String title, String header, List<ChangeRow> changes, String yes) {
        ButtonType yesButton = new ButtonType(yes, ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", yesButton, ButtonType.CANCEL);
        Placement.owned(alert, owner);
        alert.setTitle(title);
        alert.setHeaderText(DialogHeaders.of(title, header));
        alert.setResizable(true);
        alert.getDialogPane().setId("rulesetChangesDialog");
        if (owner != null && owner.getScene() != null) {
            alert.getDialogPane().getStylesheets().addAll(owner.getScene().getStylesheets());
        }
        if (!changes.isEmpty()) {
            ListView<ChangeRow> list = new ListView<>();
            list.setId("importChanges");
            list.getItems().setAll(changes);
            list.setCellFactory(l -> new RulesetView.ChangeCell());
            VBox lines = new VBox();
            lines.setId("importChangeLines");
            lines.setFillWidth(true);
            ScrollPane scroll = new ScrollPane(lines);
            scroll.setFitToWidth(true);
            list.getSelectionModel().selectedItemProperty().addListener((obs, o, row) -> {
                lines.getChildren().clear();
                if (row != null) {
                    for (DiffLine line : RevisionRows.lines(row)) {
                        lines.getChildren().add(RulesetView.diffFlow(line.inline(), line.changed() ? "diff-changed"
                                : line.op() == TextDiff.Op.DELETE ? "diff-removed"
                                : line.op() == TextDiff.Op.INSERT ? "diff-added" : "diff-same"));
                    }
                }
            });
            list.getSelectionModel().selectFirst();
            SplitPane split = new SplitPane(list, scroll);
            split.setDividerPositions(0.36);
            split.setPrefSize(860, 440);
            alert.getDialogPane().setContent(split);
        } else {
            alert.getDialogPane().setContent(new Label(""));
        }
        alert.getDialogPane().setPrefWidth(900);
        return alert.showAndWait().filter(yesButton::equals).isPresent();
    }
}
