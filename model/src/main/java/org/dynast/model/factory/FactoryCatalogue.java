package org.dynast.model.factory;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.dynast.model.log.Snapshots;

/** The Machine and Widget types of Ruleset 190, shipped as JSON data (factory/machines.json, widgets.json). */
public record FactoryCatalogue(List<MachineType> machines, List<WidgetType> widgets) {

    public static FactoryCatalogue shipped() {
        ObjectMapper mapper = Snapshots.standardMapper();
        return new FactoryCatalogue(read(mapper, "/factory/machines.json", new TypeReference<List<MachineType>>() { }),
                read(mapper, "/factory/widgets.json", new TypeReference<List<WidgetType>>() { }));
    }

    private static <T> T read(ObjectMapper mapper, String resource, TypeReference<T> type) {
        try (InputStream in = FactoryCatalogue.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing resource " + resource);
            }
            return mapper.readValue(in, type);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + resource, e);
        }
    }

    public Optional<MachineType> machine(String name) {
        String n = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return machines.stream().filter(m -> m.name().toLowerCase(Locale.ROOT).equals(n)).findFirst();
    }

    public Optional<WidgetType> widget(String name) {
        String n = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return widgets.stream().filter(w -> w.name().toLowerCase(Locale.ROOT).equals(n)).findFirst();
    }

    public boolean isHighTech(String name) {
        return machine(name).map(MachineType::highTech).orElse(false)
                || widget(name).map(WidgetType::highTech).orElse(false);
    }
}
