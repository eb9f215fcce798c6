package org.dynast.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.controlsfx.control.textfield.TextFields;
import org.dynast.model.module.DynastyModules;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What the eye sees of the console's look, in both themes: a selected row stands out of its table and list, the
 * Workshop's power gauge figures read over the bar's fill, and a disabled accent button (Run bout, Start Tournament
 * Mode) looks as disabled as any other, a clearable field's prompt (the Roster's filter) reads as every other
 * field's, and the Workshop's Script editor takes the theme's ground and text.
 */
@ExtendWith(ApplicationExtension.class)
class LookContrastUiTest {

    private Stage stage;
    private TableView<String> table;
    private ListView<String> list;
    private Label gauge;
    private Button plain;
    private Button accent;
    private TextField field;
    private TextField clearable;
    private CodeArea script;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        Themes.useModules(DynastyModules.installed()); // the gauge's look is the Bots module's sheet
        table = new TableView<>(FXCollections.observableArrayList("Ada", "Bix", "Cog"));
        TableColumn<String, String> name = new TableColumn<>("Name");
        name.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue()));
        table.getColumns().add(name);
        list = new ListView<>(FXCollections.observableArrayList("Ada", "Bix", "Cog"));
        ProgressBar bar = new ProgressBar(0.9);
        bar.getStyleClass().add("power-gauge");
        bar.setMaxWidth(Double.MAX_VALUE);
        gauge = new Label("9 / 10");
        gauge.getStyleClass().add("gauge-text");
        StackPane power = new StackPane(bar, gauge);
        power.getStyleClass().add("power-gauge-box");
        plain = new Button("Plain");
        plain.setDisable(true);
        accent = new Button("Run bout");
        accent.getStyleClass().add("accent");
        accent.setDisable(true);
        field = new TextField();
        field.setPromptText("Filter matters (Ctrl+F)");
        clearable = TextFields.createClearableTextField(); // the Roster's filter, the Ruleset's search
        clearable.setPromptText("Filter Candidates (Ctrl+F)");
        script = new CodeArea("If the Actor has Flipped, turn to face the other way");
        script.getStyleClass().add("script-area"); // the Workshop's and the House Bot editor's Script
        script.setPrefHeight(60);
        VBox root = new VBox(8, new HBox(8, table, list), power, new HBox(8, plain, accent),
                new HBox(8, field, clearable), script);
        root.setPrefSize(600, 400);
        Scene scene = new Scene(root);
        Themes.style(scene);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void light(FxRobot robot) {
        robot.interact(() -> Themes.use(Themes.Theme.LIGHT)); // the next UI test starts in the default look
    }

    @Test
    void aSelectedRowStandsOutInBothThemes(FxRobot robot) {
        for (Themes.Theme theme : Themes.Theme.values()) {
            robot.interact(() -> {
                Themes.use(theme);
                table.getSelectionModel().select(1);
                list.getSelectionModel().select(1);
            });
            for (boolean focused : List.of(false, true)) {
                if (focused) {
                    robot.interact(table::requestFocus);
                }
                WaitForAsyncUtils.waitForFxEvents();
                for (Region view : List.<Region>of(table, list)) {
                    Color selected = fill(row(view, 1));
                    Color other = fill(row(view, 0));
                    assertThat(contrast(over(selected, other), other)).as("%s %s, focus %s", theme,
                            view.getClass().getSimpleName(), focused).isGreaterThan(1.3);
                }
            }
        }
    }

    @Test
    void thePowerGaugesFiguresReadOverItsBarInBothThemes(FxRobot robot) {
        for (Themes.Theme theme : Themes.Theme.values()) {
            robot.interact(() -> Themes.use(theme));
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(gauge.getBackground()).as("%s: the figures sit on a ground of their own", theme).isNotNull();
            Color ground = fill(gauge);
            assertThat(contrast((Color) gauge.getTextFill(), ground)).as("%s", theme).isGreaterThan(4.5);
        }
    }

    @Test
    void aDisabledAccentButtonLooksDisabledInBothThemes(FxRobot robot) {
        for (Themes.Theme theme : Themes.Theme.values()) {
            robot.interact(() -> Themes.use(theme));
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(fill(accent)).as("%s", theme).isEqualTo(fill(plain));
            assertThat(accent.getTextFill()).as("%s", theme).isEqualTo(plain.getTextFill());
            robot.interact(() -> accent.setDisable(false));
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(fill(accent)).as("%s: enabled, it is the accent again", theme).isNotEqualTo(fill(plain));
            robot.interact(() -> accent.setDisable(true));
        }
    }

    @Test
    void aClearableFieldsPromptReadsAsEveryOtherFieldsInBothThemes(FxRobot robot) {
        robot.interact(table::requestFocus); // neither field focused: a focused field hides its prompt
        for (Themes.Theme theme : Themes.Theme.values()) {
            robot.interact(() -> Themes.use(theme));
            WaitForAsyncUtils.waitForFxEvents();
            Color prompt = prompt(clearable);
            assertThat(prompt).as("%s: as a plain field's prompt", theme).isEqualTo(prompt(field));
            // ControlsFX's own colour was the field's ground 30 % darker: black on black in the dark (1.1:1)
            assertThat(contrast(prompt, fill(field))).as("%s: readable on the field", theme).isGreaterThan(3.0);
        }
    }

    @Test
    void theScriptEditorTakesTheThemesGroundAndTextInBothThemes(FxRobot robot) {
        for (Themes.Theme theme : Themes.Theme.values()) {
            robot.interact(() -> Themes.use(theme));
            WaitForAsyncUtils.waitForFxEvents();
            Color ground = fill(script);
            Color text = (Color) script.lookupAll(".paragraph-text .text").stream().map(n -> ((Text) n).getFill())
                    .findFirst().orElseThrow();
            // RichTextFX's own ground is white and its text black: a white box in the dark theme
            assertThat(luminance(ground) < 0.2).as("%s: a dark ground in the dark", theme)
                    .isEqualTo(theme == Themes.Theme.DARK);
            assertThat(contrast(text, ground)).as("%s: the Script reads on it", theme).isGreaterThan(4.5);
        }
    }

    /** The colour a text field's prompt is drawn in (its skin's prompt text node). */
    private static Color prompt(TextField field) {
        return (Color) field.lookupAll("Text").stream()
                .filter(n -> n instanceof Text t && field.getPromptText().equals(t.getText()))
                .map(n -> ((Text) n).getFill()).findFirst().orElseThrow();
    }

    private static Region row(Region view, int index) {
        return (Region) view.lookupAll(view instanceof TableView ? ".table-row-cell" : ".list-cell").stream()
                .filter(n -> n instanceof IndexedCell<?> c && c.getIndex() == index).findFirst().orElseThrow();
    }

    /** The colour a region's background shows: its last fill (the ones before it are its borders). */
    private static Color fill(Node node) {
        Region r = (Region) node;
        var fills = r.getBackground().getFills();
        return (Color) fills.get(fills.size() - 1).getFill();
    }

    /** {@code top} drawn over the opaque {@code under}. */
    private static Color over(Color top, Color under) {
        double a = top.getOpacity();
        return Color.color(top.getRed() * a + under.getRed() * (1 - a), top.getGreen() * a + under.getGreen() * (1 - a),
                top.getBlue() * a + under.getBlue() * (1 - a));
    }

    /** WCAG's contrast ratio of two colours. */
    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
