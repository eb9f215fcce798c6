package org.dynast.app.common;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import java.net.URL;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import javafx.application.Application;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;
import javafx.scene.Scene;
import javafx.stage.Window;
import org.dynast.model.module.DynastyModules;

/**
 * The console's look: AtlantaFX's Primer theme, light or dark, under Dynast's own stylesheet (state colours, badges,
 * board), each installed module's own ({@code org/dynast/app/<id>/<id>.css}, beside its resources: issue 34) and, in
 * the dark, the dark overrides of both ({@code dynast-dark.css}, {@code <id>-dark.css}). Switching restyles every open
 * window at once.
 */
public final class Themes {

    /** The two looks, by the name kept in the settings. */
    public enum Theme {
        LIGHT, DARK;

        public static Theme named(String name) {
            for (Theme t : values()) {
                if (t.name().equalsIgnoreCase(name)) {
                    return t;
                }
            }
            return LIGHT;
        }
    }

    public static final String SETTING = "theme";
    private static final String BASE = Themes.class.getResource("/org/dynast/app/css/dynast.css").toExternalForm();
    private static final String DARK = Themes.class.getResource("/org/dynast/app/css/dynast-dark.css").toExternalForm();
    /**
     * The sheets of the modules the console runs with ({@link #useModules}): their light sheets, then their dark ones
     * (a module without a sheet brings none).
     */
    private static volatile List<String> MODULES = List.of();
    /** A module's sheet, whichever modules were used before: {@code /org/dynast/app/<id>/<id>[-dark].css}. */
    private static final Pattern MODULE_SHEET =
            Pattern.compile(".*/org/dynast/app/([^/]+)/\\1(-dark)?\\.css");
    private static volatile List<String> MODULES_DARK = List.of();
    private static final ReadOnlyObjectWrapper<Theme> CURRENT = new ReadOnlyObjectWrapper<>(Theme.LIGHT);
    private static boolean installed;

    private Themes() {
    }

    /** Where a module's sheet is: {@code /org/dynast/app/<id>/<id><suffix>.css}. */
    public static String moduleSheet(String moduleId, String suffix) {
        return "/org/dynast/app/" + moduleId + "/" + moduleId + suffix + ".css";
    }

    /**
     * Styles windows with the sheets of the modules in {@code modules} from now on, beside the core's (the registry the
     * console's store was opened with: the window's start-up and each console set it).
     */
    public static void useModules(DynastyModules modules) {
        MODULES = moduleSheets(modules, "");
        MODULES_DARK = moduleSheets(modules, "-dark");
    }

    private static List<String> moduleSheets(DynastyModules modules, String suffix) {
        return modules.all().stream()
                .map(m -> Themes.class.getResource(moduleSheet(m.id(), suffix))).filter(Objects::nonNull)
                .map(URL::toExternalForm).toList();
    }

    public static ReadOnlyObjectProperty<Theme> currentProperty() {
        return CURRENT.getReadOnlyProperty();
    }

    public static Theme current() {
        return CURRENT.get();
    }

    /** Uses {@code theme} from now on, in every open window (FX thread). */
    public static void use(Theme theme) {
        Application.setUserAgentStylesheet(theme == Theme.DARK
                ? new PrimerDark().getUserAgentStylesheet() : new PrimerLight().getUserAgentStylesheet());
        installed = true;
        CURRENT.set(theme);
        for (Window window : List.copyOf(Window.getWindows())) {
            if (window.getScene() != null) {
                style(window.getScene().getStylesheets());
            }
        }
    }

    /** Gives a new window's scene the current look. */
    public static void style(Scene scene) {
        if (!installed) {
            use(CURRENT.get());
        }
        style(scene.getStylesheets());
    }

    /** Gives a dialog pane (or any list of stylesheets) the current look. */
    public static void style(ObservableList<String> stylesheets) {
        stylesheets.removeAll(BASE, DARK);
        stylesheets.removeIf(sheet -> MODULE_SHEET.matcher(sheet).matches());
        stylesheets.add(BASE);
        stylesheets.addAll(MODULES);
        if (CURRENT.get() == Theme.DARK) {
            stylesheets.add(DARK);
            stylesheets.addAll(MODULES_DARK);
        }
    }
}
