package org.dynast.model.factory;

import java.util.List;

/** "The list of bots and their behavior" (Ruleset 190, "Bots"). */
public final class Bots {

    public static final String SHAREBOT = "Sharebot";
    public static final String SLEEPYBOT = "Sleepybot";
    public static final String COGBOT = "Cogbot";
    public static final String MONKEYBOT = "Monkeybot";
    public static final List<String> NAMES = List.of(SHAREBOT, SLEEPYBOT, COGBOT, MONKEYBOT);

    private Bots() {
    }
}
