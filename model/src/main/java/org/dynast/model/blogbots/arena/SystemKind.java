package org.dynast.model.blogbots.arena;

import java.util.Locale;

/** The 26 Systems of Ruleset 205 whose Effects the arena knows, keyed by name ("Effects are code, keyed by name"). */
enum SystemKind {
    RAM("Ram"), FLIPPER("Flipper"), AXE("Axe"), GRINDER("Grinder"), PLATE("Plate"), TASER("Taser"),
    MOUND("Mound-Shaped Body"), SPIKES("Spikes"), COW_CATCHER("Cow Catcher"), HOOKSHOT("Hookshot"),
    GRAPPLE("Grapple"), TARGETING("Targeting Module"), LEAD_WEIGHT("Lead Weight"), BATTERY("Back-up Battery"),
    LED_BANNER("LED Banner"), NOX_TANK("Nox Tank"), INVERTER("Inverter Driver"), FLAMETHROWER("Flamethrower"),
    PINCERS("Pincers"), JAMMER("Signal Jammer"), MITT("Giant Mitt"), MODULAR("Modular Breakpoint"),
    HOWITZER("Howitzer"), ABLATIVE("Ablative Plating"), LOGIC("Advanced Logic Module"),
    SPRINGS("Springloaded Treads"), UNKNOWN("?");

    private final String title;

    SystemKind(String title) {
        this.title = title;
    }

    String title() {
        return title;
    }

    static SystemKind of(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        for (SystemKind k : values()) {
            if (k.title.toLowerCase(Locale.ROOT).equals(n)) {
                return k;
            }
        }
        return UNKNOWN;
    }
}
