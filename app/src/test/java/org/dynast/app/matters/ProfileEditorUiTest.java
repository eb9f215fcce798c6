package org.dynast.app.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.dynast.app.common.Messages;
import org.dynast.model.matters.CoreRulesProfile.CooldownCondition;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The profile form driven through its controls: a setting, a clause added to a route, a cooldown condition. */
@ExtendWith(ApplicationExtension.class)
class ProfileEditorUiTest {

    private ProfileEditorViewModel vm;

    @Start
    void start(Stage stage) {
        vm = new ProfileEditorViewModel(ProfileCatalogue.shipped(DynastyModules.installed()).stream().filter(p -> p.id().equals("ruleset-205"))
                .findFirst().orElseThrow().copy("house", "House rules"));
        stage.setScene(new Scene((Region) new ProfileEditorView(vm, Messages.load(DynastyModules.installed())).root(), 1000, 700));
        stage.show();
    }

    @Test
    void theEmperorEditsTheProfileThroughTheFormAndSeesTheSampleVerdictChange(FxRobot robot) throws TimeoutException {
        assertThat(preview(robot)).startsWith("Proposal by P2, open 24 h: 4 FOR, 1 AGAINST");
        // Kinds of matter: no implicit FOR for a Proposal's author
        robot.clickOn("Kinds of matter");
        robot.clickOn("#authorVotesFor-PROPOSAL");
        await(() -> preview(robot).startsWith("Proposal by P2, open 24 h: 3 FOR, 1 AGAINST"));
        assertThat(vm.result().orElseThrow().authorVotesFor(MatterKind.PROPOSAL)).isFalse();

        // Conditions: a clause added to the first Popular route, then removed
        robot.clickOn("Conditions");
        ListView<?> routes = robot.lookup("#routeList").queryAs(ListView.class);
        robot.interact(() -> routes.getSelectionModel().select(0));
        ListView<?> clauses = robot.lookup("#clauseList").queryAs(ListView.class);
        int before = clauses.getItems().size();
        robot.clickOn("#addClause");
        await(() -> clauses.getItems().size() == before + 1);
        robot.interact(() -> clauses.getSelectionModel().select(before));
        robot.clickOn("#removeClause");
        await(() -> clauses.getItems().size() == before);

        // Limits, victory, Hiatus: the 2013 cooldown condition
        robot.clickOn("Limits, victory, Hiatus");
        robot.clickOn("#cooldownCondition");
        robot.clickOn("AGAINST_ABOVE_QUORUM");
        await(() -> vm.result().map(p -> p.victory().cooldownCondition() == CooldownCondition.AGAINST_ABOVE_QUORUM)
                .orElse(false));
        assertThat(robot.lookup("#profileError").queryLabeled().getText()).isEmpty();
    }

    private static String preview(FxRobot robot) {
        return robot.lookup("#previewText").queryAs(TextArea.class).getText();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
