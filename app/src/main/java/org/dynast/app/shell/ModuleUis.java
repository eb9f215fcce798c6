package org.dynast.app.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** The console parts of the installed dynasty modules, in the order their service files list them. */
public final class ModuleUis {

    private static final List<ModuleUi> INSTALLED = load();

    private ModuleUis() {
    }

    private static List<ModuleUi> load() {
        List<ModuleUi> found = new ArrayList<>();
        ServiceLoader.load(ModuleUi.class, ModuleUis.class.getClassLoader()).forEach(found::add);
        return List.copyOf(found);
    }

    public static List<ModuleUi> installed() {
        return INSTALLED;
    }

    public static Optional<ModuleUi> find(String moduleId) {
        return INSTALLED.stream().filter(m -> m.moduleId().equals(moduleId)).findFirst();
    }
}
