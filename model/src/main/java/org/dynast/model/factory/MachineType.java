package org.dynast.model.factory;

/** A type of Machine as the ruleset lists it: data, so the emperor can rename one or edit its texts. */
public record MachineType(String name, String cost, String effect, boolean highTech) {
}
