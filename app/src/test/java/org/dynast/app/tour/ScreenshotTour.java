package org.dynast.app.tour;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.util.Duration;
import javax.imageio.ImageIO;
import org.dynast.app.FakeDialogs;
import org.dynast.app.blogbots.arena.ArenaViewModel;
import org.dynast.app.common.FxTaskExecutor;
import org.dynast.app.common.Settings;
import org.dynast.app.common.Themes;
import org.dynast.app.shell.Console;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.districts.DistrictsDemo;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.factory.FactoryDemo;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;

/**
 * Takes the README's screenshots: every tab of the four demo dynasties, at one window size and theme, on a real display
 * (run under Xvfb), into {@code docs/screenshots/}. Not a test: a tool, run with the test classpath —
 * {@code java -cp … 'org.dynast.app.tour.ScreenshotTour$Main' 1280 800 light docs/screenshots}.
 */
public final class ScreenshotTour extends Application {

    private final List<Runnable> steps = new ArrayList<>();
    private Console console;
    private Path out;
    private String suffix;

    /** Launches the tour from a class that is not the Application, so a plain classpath starts it. */
    public static final class Main {
        private Main() {
        }

        public static void main(String[] args) {
            Application.launch(ScreenshotTour.class, args);
        }
    }

    @Override
    public void start(Stage stage) throws Exception {
        List<String> args = getParameters().getRaw();
        int width = Integer.parseInt(args.get(0));
        int height = Integer.parseInt(args.get(1));
        Themes.Theme theme = Themes.Theme.named(args.get(2));
        out = Path.of(args.get(3));
        Files.createDirectories(out);
        suffix = width + "x" + height + "-" + theme.name().toLowerCase();
        Themes.use(theme);
        ManualGameClock clock = ManualGameClock.at("2026-11-22T15:00:00Z");
        GameStore store = GameStore.inMemory("tour-" + UUID.randomUUID(), clock);
        Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
        FxTaskExecutor executor = new FxTaskExecutor();
        console = new Console(stage, store, demo, clock, executor, new FakeDialogs(), path -> store,
                Settings.inMemory());
        stage.setX(0);
        stage.setY(0);
        stage.setWidth(width);
        stage.setHeight(height);
        stage.show();
        TabPane tabs = (TabPane) stage.getScene().lookup("#tabs");
        for (Tab tab : List.copyOf(tabs.getTabs())) {
            if ("arenaTab".equals(tab.getId())) {
                steps.add(() -> showDemoBout(store, demo));
            }
            steps.add(() -> tabs.getSelectionModel().select(tab));
            steps.add(() -> shoot(stage, tab.getId()));
        }
        steps.add(() -> console.main().selectedDynastyProperty().set(store.dynasties().all().stream()
                .filter(d -> d.name().equals(FactoryDemo.NAME)).findFirst().orElseThrow()));
        steps.add(() -> {
            TabPane now = (TabPane) stage.getScene().lookup("#tabs");
            now.getTabs().stream().filter(t -> "linesTab".equals(t.getId())).findFirst()
                    .ifPresent(t -> now.getSelectionModel().select(t));
        });
        steps.add(() -> shoot(stage, "linesTab"));
        steps.add(() -> console.main().selectedDynastyProperty().set(store.dynasties().all().stream()
                .filter(d -> d.name().equals(DistrictsDemo.NAME)).findFirst()
                .orElseThrow()));
        steps.add(() -> {
            TabPane now = (TabPane) stage.getScene().lookup("#tabs");
            now.getTabs().stream().filter(t -> "districtsTab".equals(t.getId())).findFirst()
                    .ifPresent(t -> now.getSelectionModel().select(t));
        });
        steps.add(() -> shoot(stage, "districtsTab"));
        steps.add(() -> {
            TabPane now = (TabPane) stage.getScene().lookup("#tabs");
            now.getTabs().stream().filter(t -> "gamestateTab".equals(t.getId())).findFirst()
                    .ifPresent(t -> now.getSelectionModel().select(t));
        });
        steps.add(() -> shoot(stage, "gamestateTab"));
        steps.add(() -> console.main().selectedDynastyProperty().set(store.dynasties().all().stream()
                .filter(d -> d.rulesetNumber() == 168).findFirst().orElseThrow()));
        steps.add(() -> {
            TabPane now = (TabPane) stage.getScene().lookup("#tabs");
            now.getTabs().stream().filter(t -> "wizardsTab".equals(t.getId())).findFirst()
                    .ifPresent(t -> now.getSelectionModel().select(t));
        });
        steps.add(() -> shoot(stage, "wizardsTab"));
        steps.add(() -> {
            executor.close();
            Platform.exit();
        });
        next();
    }

    /** A Bout between two demo Bots in the Arena, stopped part-way (as a first look shows it). */
    private void showDemoBout(GameStore store, Dynasty demo) {
        var workshop = BlogBots.in(store).workshop();
        var ops = workshop.operators(demo.id());
        var a = ops.stream().filter(o -> o.name().equals("Gearheart")).findFirst().orElseThrow();
        var b = ops.stream().filter(o -> o.name().equals("Brass_Monkey")).findFirst().orElseThrow();
        var ea = Entrant.of(a.loadout().bot(), a.loadout().script(), a.name());
        var eb = Entrant.of(b.loadout().bot(), b.loadout().script(), b.name());
        var config = Configuration.standard();
        var result = new BoutEngine(workshop.rules(demo.id()).catalogue())
                .run(ea, eb, config, 7);
        var vm = console.moduleViewModel(ArenaViewModel.class).orElseThrow();
        vm.show(ArenaFiles.Replay.of(ea, eb, config, 7, result));
        vm.scrub(Math.min(40, result.events().size() / 2));
    }

    private void next() {
        if (steps.isEmpty()) {
            return;
        }
        PauseTransition wait = new PauseTransition(Duration.millis(1500));
        wait.setOnFinished(e -> {
            steps.remove(0).run();
            next();
        });
        wait.play();
    }

    private void shoot(Stage stage, String name) {
        WritableImage image = stage.getScene().snapshot(null);
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        int[] pixels = new int[w * h];
        image.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), pixels, 0, w);
        BufferedImage png = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        png.setRGB(0, 0, w, h, pixels, 0, w);
        try {
            ImageIO.write(png, "png", out.resolve(name.replace("Tab", "") + "-" + suffix + ".png").toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
