package org.dynast.app.blogbots.arena;

import java.util.Locale;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import org.dynast.app.common.Messages;
import org.dynast.model.blogbots.arena.TrapPanel;

/** The key under the board: a space, a lettered obstacle, each trap panel, the facing wedge and the Statuses. */
final class ArenaLegend {

    private ArenaLegend() {
    }

    static FlowPane build(Messages m) {
        FlowPane legend = new FlowPane();
        legend.setId("arenaLegend");
        legend.getStyleClass().add("legend");
        legend.getChildren().add(entry(swatch(Color.web("#ffffff"), Color.web("#b9b2a3"), "7", Color.web("#333")),
                m.get("arena.legend.square")));
        legend.getChildren().add(entry(swatch(ArenaPainter.OBSTACLE, ArenaPainter.OBSTACLE, "A", Color.WHITE),
                m.get("arena.legend.obstacle")));
        for (TrapPanel trap : TrapPanel.values()) {
            Color c = ArenaPainter.trapColour(trap);
            legend.getChildren().add(entry(swatch(c, c, ArenaPainter.trapInitials(trap), Color.WHITE),
                    m.get("arena.legend." + trap.name().toLowerCase(Locale.ROOT))));
        }
        Polygon wedge = new Polygon(0, 0, 12, 6, 0, 12);
        wedge.setFill(Color.web("#2f6fb3"));
        legend.getChildren().add(entry(wedge, m.get("arena.legend.wedge")));
        HBox statuses = new HBox(4);
        statuses.setAlignment(Pos.CENTER_LEFT);
        Label title = new Label(m.get("arena.legend.statuses"));
        title.getStyleClass().add("legend-text");
        statuses.getChildren().add(title);
        for (String status : new String[] {"Flipped", "Scorched", "Loose", "Scrambled", "Removed"}) {
            Label badge = new Label(status);
            badge.setStyle("-fx-background-color: " + web(ArenaPainter.badgeColour(status))
                    + "; -fx-text-fill: white; -fx-background-radius: 8; -fx-padding: 0 6 0 6; -fx-font-size: 11px;");
            statuses.getChildren().add(badge);
        }
        legend.getChildren().add(statuses);
        return legend;
    }

    private static Node swatch(Color fill, Color border, String text, Color textColour) {
        Rectangle box = new Rectangle(18, 18, fill);
        box.setStroke(border);
        box.setArcWidth(4);
        box.setArcHeight(4);
        Label label = new Label(text);
        label.setStyle("-fx-font-size: 10px; -fx-font-weight: bold; -fx-text-fill: " + web(textColour) + ";");
        return new StackPane(box, label);
    }

    private static Node entry(Node key, String text) {
        Label label = new Label(text);
        label.getStyleClass().add("legend-text");
        HBox box = new HBox(5, key, label);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private static String web(Color c) {
        return String.format("#%02x%02x%02x", (int) Math.round(c.getRed() * 255), (int) Math.round(c.getGreen() * 255),
                (int) Math.round(c.getBlue() * 255));
    }
}
