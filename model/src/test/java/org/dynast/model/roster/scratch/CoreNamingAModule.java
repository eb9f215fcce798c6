package org.dynast.model.roster.scratch;

import org.dynast.model.tracker.TrackerModule;

/** A fixture compiled into the tests only: a class in a core package that names a module. */
final class CoreNamingAModule {

    String tracker() {
        return new TrackerModule().title();
    }
}
