package org.dynast.app.common;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;
import org.dynast.model.explain.Explanation;

/**
 * The answer to "why?" on a figure: its value, the arithmetic line by line, and the rule's sentence it comes from,
 * quoted. Not modal, so a mentor can keep it open beside the figure; Copy puts the whole of it on the clipboard.
 */
final class ExplanationDialog {

    private ExplanationDialog() {
    }

    static Alert show(Explanation e, Window owner, Messages messages) {
        Label value = new Label(e.value());
        value.setId("explanationValue");
        value.getStyleClass().add("explanation-value");
        value.setStyle("-fx-font-size: 1.6em; -fx-font-weight: bold;");
        VBox lines = new VBox(2);
        lines.setId("explanationLines");
        for (String line : e.arithmetic()) {
            Label l = new Label(line);
            l.setWrapText(true);
            l.getStyleClass().add("explanation-line");
            lines.getChildren().add(l);
        }
        Label rule = new Label(messages.get(e.citation().quoted() ? "explain.rule" : "explain.rule.engine",
                e.citation().rule() == null ? "" : e.citation().rule()));
        rule.setId("explanationRule");
        rule.getStyleClass().add("section-title");
        Label sentence = new Label("“" + e.citation().sentence() + "”");
        sentence.setId("explanationSentence");
        sentence.setWrapText(true);
        sentence.getStyleClass().add("explanation-quote");
        sentence.setStyle("-fx-font-style: italic;");
        VBox content = new VBox(10, value, lines, rule, sentence);
        content.setPrefWidth(560);
        ButtonType copy = new ButtonType(messages.get("explain.copy"), ButtonBar.ButtonData.LEFT);
        Alert alert = new Alert(Alert.AlertType.INFORMATION, "", copy, ButtonType.CLOSE);
        alert.initModality(Modality.NONE);
        Placement.owned(alert, owner);
        // the title names the figure ("Why: Quorum"); a header saying it again ("Why?" over "Why: Quorum") is left out
        alert.setTitle(messages.get("explain.header", e.figure()));
        alert.setHeaderText(null);
        alert.getDialogPane().setContent(content);
        alert.getDialogPane().setId("explanationDialog");
        alert.getDialogPane().setMinWidth(600);
        alert.resultProperty().addListener((obs, was, now) -> {
            if (now == copy) {
                ClipboardContent text = new ClipboardContent();
                text.putString(e.asText());
                Clipboard.getSystemClipboard().setContent(text);
            }
        });
        alert.show();
        return alert;
    }
}
