package org.dynast.model.factory;

import java.util.Locale;

/**
 * A type of Machine as the ruleset lists it: data, so the emperor can rename one or edit its texts. Its
 * {@code id} is stable (the shipped name in lower case, spaces as hyphens: {@code "bread-oven"}) and keys its
 * Cost and Effect in the engine, so a renamed Machine keeps working.
 */
public record MachineType(String id, String name, String cost, String effect, boolean highTech) {

    public static final String BISECTOR = "bisector";
    public static final String BREAD_OVEN = "bread-oven";
    public static final String CAPSTONE = "capstone";
    public static final String CLINK = "clink";
    public static final String COMPACTOR = "compactor";
    public static final String CRUSHER = "crusher";
    public static final String DUSTSHEET = "dustsheet";
    public static final String GLUE_GUN = "glue-gun";
    public static final String GREENHOUSE = "greenhouse";
    public static final String HARVESTER = "harvester";
    public static final String MILL = "mill";
    public static final String NUMBER_PRESS = "number-press";
    public static final String PAPER_PRESS = "paper-press";
    public static final String PROTOTYPER = "prototyper";
    public static final String SEED_DRILL = "seed-drill";
    public static final String SPIN = "spin";
    public static final String STORAGE = "storage";
    public static final String SUGAR_REFINERY = "sugar-refinery";
    public static final String WASTEBIN = "wastebin";

    public MachineType {
        id = id == null || id.isBlank() ? idOf(name) : id;
    }

    /** A type whose id is made from its name (as the shipped ones are). */
    public MachineType(String name, String cost, String effect, boolean highTech) {
        this(null, name, cost, effect, highTech);
    }

    /** The id a shipped name gives: lower case, spaces as hyphens. */
    public static String idOf(String name) {
        return name == null ? "" : name.strip().toLowerCase(Locale.ROOT).replace(' ', '-');
    }

    /** The same type under another name (a Proposal renames it); its Cost and Effect stay. */
    public MachineType renamed(String newName) {
        return new MachineType(id, newName, cost, effect, highTech);
    }
}
