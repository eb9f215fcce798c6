package org.dynast.model.matters;

import java.util.Objects;

/**
 * A profile as stored: its JSON definition, and whether it shipped with Dynast (shipped profiles
 * are read-only; clone one to change it).
 */
public record StoredProfile(String id, String name, boolean shipped, String definition) {

    public StoredProfile {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(definition, "definition");
    }

    public static StoredProfile of(CoreRulesProfile profile, boolean shipped) {
        return new StoredProfile(profile.id(), profile.name(), shipped, ProfileCatalogue.toJson(profile));
    }

    public CoreRulesProfile profile() {
        return ProfileCatalogue.fromJson(definition);
    }
}
