package org.dynast.model.factory;

/** A type of Widget: its Cost in Cogs, its Effect's text, and whether it is High-Tech. */
public record WidgetType(String name, int cogs, String effect, boolean highTech) {
}
