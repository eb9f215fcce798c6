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

    /**
     * The type of Machine by its name; a name the catalogue no longer lists is looked up as the stable id it gives
     * (a Line or a default written before a rename still finds its type: "Dustsheet" finds a renamed Dustsheet).
     */
    public Optional<MachineType> machine(String name) {
        String n = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        Optional<MachineType> byName = machines.stream().filter(m -> m.name().toLowerCase(Locale.ROOT).equals(n))
                .findFirst();
        return byName.isPresent() ? byName : byId(MachineType.idOf(name));
    }

    /** The type of Machine with this stable id ({@link MachineType#CLINK}...). */
    public Optional<MachineType> byId(String id) {
        return machines.stream().filter(m -> m.id().equals(id)).findFirst();
    }

    /** The id of a Machine's type as the Line names it, or "" if the catalogue does not know it. */
    public String idOf(String machineName) {
        return machine(machineName).map(MachineType::id).orElse("");
    }

    /** The name this catalogue gives the type with this id (the shipped name if it is not listed). */
    public String nameOf(String id) {
        return byId(id).map(MachineType::name).orElse(id);
    }

    /** This catalogue with the Machine of this id renamed (a Proposal renamed it); refused if the name is taken. */
    public FactoryCatalogue renamed(String id, String newName) {
        MachineType type = byId(id).orElseThrow(() -> new IllegalArgumentException("No Machine has the id " + id));
        machine(newName).filter(m -> !m.id().equals(id)).ifPresent(m -> {
            throw new IllegalArgumentException("There is already a Machine named " + m.name());
        });
        return new FactoryCatalogue(machines.stream().map(m -> m.id().equals(id) ? type.renamed(newName) : m).toList(),
                widgets);
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
