package org.dynast.app.blogbots.bouts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.dynast.app.common.Messages;
import org.dynast.model.blogbots.arena.HouseBot;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Drives the real House Bot editor: pre-filled, Systems reordered, the chassis' hardpoints and the reason shown. */
@ExtendWith(ApplicationExtension.class)
class HouseBotEditorUiTest {

    private HouseBotEditorViewModel vm;

    @Start
    void start(Stage stage) {
        HouseBot gatekeeper = new HouseBot(1, 7, new Bot("The Gatekeeper", Part.engine("Hydraulic", 100),
                Part.chassis("Tundra Industries #9", 100), List.of(Part.system("Flipper", 100),
                Part.system("Plate", 100))), "If the space in front of the Actor is occupied by an opponent, use Flipper");
        vm = new HouseBotEditorViewModel(7, Catalogue.shipped(), List.of(gatekeeper), gatekeeper, Messages.load(DynastyModules.installed()));
        HouseBotEditorView view = new HouseBotEditorView(vm, Messages.load(DynastyModules.installed()));
        stage.setScene(new Scene(view.root(), 900, 640));
        stage.show();
    }

    @Test
    @SuppressWarnings("unchecked")
    void editsTheSystemsAndShowsWhyItCannotBeSaved(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#engineChoice .list-cell").queryAll()).extracting(n -> ((Labeled) n)
                .getText()).contains("Hydraulic — ₩7,300, power 1,100");
        ListView<String> systems = robot.lookup("#systemsList").queryAs(ListView.class);
        assertThat(systems.getItems()).containsExactly("Flipper", "Plate");
        robot.clickOn("1. Flipper");
        robot.clickOn("#downButton");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.systems()).containsExactly("Plate", "Flipper");
        assertThat(robot.lookup("#addSystemButton").queryAs(Button.class).isDisabled()).isTrue();
        robot.interact(() -> vm.chassisProperty().set(Catalogue.shipped().chassis("Frictionless Inquisitor")
                .orElseThrow()));
        assertThat(robot.lookup("#problemLabel").queryAs(Label.class).getText())
                .contains("Frictionless Inquisitor has 1, and The Gatekeeper has 2");
        assertThat(robot.lookup("#valueLabel").queryAs(Label.class).getText()).startsWith("Bot Value ₩11,000");
    }
}
