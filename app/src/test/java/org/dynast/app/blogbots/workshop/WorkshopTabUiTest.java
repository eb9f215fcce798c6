package org.dynast.app.blogbots.workshop;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Messages;
import org.dynast.app.shell.Console;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.bots.Disposal;
import org.dynast.model.blogbots.bots.Source;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Drives the real Workshop tab: buy Systems and see Money and the power gauge change, be refused on a
 * fifth hardpoint, edit the Script and see a diagnostic, undo a purchase.
 */
@ExtendWith(ApplicationExtension.class)
class WorkshopTabUiTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FxTaskExecutor executor = new FxTaskExecutor();
    private GameStore store;

    @Start
    void start(Stage stage) {
        store = GameStore.inMemory("wui-" + UUID.randomUUID(), clock);
        Dynasty d = store.dynasties().found("Ferrous", "Bots", 205, new Terms("Operator", "Operators", "Announcer"),
                "Ferrous", LocalDate.of(2026, 11, 1));
        long kevan = store.roster().addPlayer(d.id(), "Ferrous", "Kevan", false, null).id();
        // a four-hardpoint Chassis and a big Engine: ₩17,500 + 2,500 - 5,890 - 9,700 = ₩4,410 (selling the old
        // Chassis at ₩20,000 would surpass the cap, which is refused)
        BlogBots.in(store).workshop().correct(d.id(), "Ferrous", kevan, "Money spent",
                l -> l.withMoney(17_500));
        BlogBots.in(store).workshop().replaceChassis(d.id(), "Ferrous", kevan, Disposal.SELL, "Camelot CG3 Rampart", 100,
                Source.MONEY);
        BlogBots.in(store).workshop().replaceEngine(d.id(), "Ferrous", kevan, Disposal.BIN, "Nuclear", 100, Source.MONEY);
        new Console(stage, store, store.dynasties().get(d.id()), clock, executor,
                new FxDialogService(() -> stage, Messages.load(DynastyModules.installed())), path -> store);
        stage.show();
    }

    @AfterEach
    void stop() {
        executor.close();
        store.close();
    }

    @Test
    void buySystemsGetRefusedOnAFifthHardpointEditTheScriptAndUndo(FxRobot robot) throws TimeoutException {
        // the tab header, not the Readiness label that also reads "Workshop"
        robot.clickOn(robot.lookup(n -> n.getStyleClass().contains("tab-label") && n instanceof Label l
                && "Workshop".equals(l.getText())).queryAs(Label.class));
        await(() -> text(robot, "#moneyLabel").equals("₩4,410"));
        assertThat(text(robot, "#gaugeLabel")).isEqualTo("Consumption 630 of Effective Power Output 1,450");
        double before = robot.lookup("#powerGauge").queryAs(ProgressBar.class).getProgress();

        buy(robot, "Axe");
        await(() -> text(robot, "#moneyLabel").equals("₩2,210"));
        assertThat(text(robot, "#gaugeLabel")).isEqualTo("Consumption 880 of Effective Power Output 1,450");
        assertThat(robot.lookup("#powerGauge").queryAs(ProgressBar.class).getProgress()).isGreaterThan(before);
        assertThat(robot.lookup("#slot0").tryQuery()).isPresent(); // the card on the strip

        buy(robot, "Grinder");
        await(() -> text(robot, "#moneyLabel").equals("₩1,910"));
        buy(robot, "Plate");
        await(() -> text(robot, "#moneyLabel").equals("₩1,710"));
        buy(robot, "Back-up Battery");
        await(() -> text(robot, "#moneyLabel").equals("₩1,450"));
        select(robot, "Targeting Module");
        await(() -> text(robot, "#previewLabel").startsWith("Adding Targeting Module: no free hardpoint"));
        robot.clickOn("#addSystemButton");
        await(() -> text(robot, "#workshopMessage").startsWith("A single Bot may have between none and a number of "
                + "Systems equal to the number of hardpoints"));
        assertThat(text(robot, "#moneyLabel")).isEqualTo("₩1,450");

        robot.clickOn("#scriptArea").write("If the Actor has Stunned, block");
        await(() -> !robot.lookup("#diagnosticsList").queryAs(ListView.class).getItems().isEmpty());
        assertThat(robot.lookup("#diagnosticsList").queryAs(ListView.class).getItems().get(0).toString())
                .startsWith("✖ 1:18  \"Stunned\" is neither a Status");
        robot.interact(() -> robot.lookup("#scriptArea").queryAs(CodeArea.class)
                .replaceText("If the Actor is Flipped, turn around"));
        await(() -> robot.lookup("#readBackList").queryAs(ListView.class).getItems().get(0).toString()
                .equals("1: #1 If the Actor has Flipped, turn to face the other way"));

        robot.clickOn("#undoButton");
        await(() -> text(robot, "#moneyLabel").equals("₩1,710"));
        assertThat(text(robot, "#gaugeLabel")).isEqualTo("Consumption 980 of Effective Power Output 1,450");
    }

    private static void buy(FxRobot robot, String system) throws TimeoutException {
        select(robot, system);
        robot.clickOn("#addSystemButton");
    }

    @SuppressWarnings("unchecked")
    private static void select(FxRobot robot, String system) throws TimeoutException {
        TableView<WorkshopViewModel.CatalogueRow> table = robot.lookup("#catalogueTable").queryAs(TableView.class);
        robot.interact(() -> {
            var row = table.getItems().stream().filter(r -> r.name().equals(system)).findFirst().orElseThrow();
            table.getSelectionModel().select(row);
            table.scrollTo(row);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
