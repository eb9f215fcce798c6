package org.dynast.model.matters;

import java.util.Objects;
import java.util.function.Predicate;
import org.dynast.model.StoredDataException;

/**
 * A profile as stored: its JSON definition, whether it shipped with Dynast (shipped profiles are shared and read-only;
 * clone one to change it), and the dynasty that owns a clone ({@code owner}: a dynasty's clone is its own, edited and
 * chosen only in it, and carried by its export; null for a shipped profile, or a clone written before profiles had
 * owners and used by several dynasties or none).
 */
public record StoredProfile(String id, String name, boolean shipped, String definition, Long owner) {

    public StoredProfile {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(definition, "definition");
    }

    public StoredProfile(String id, String name, boolean shipped, String definition) {
        this(id, name, shipped, definition, null);
    }

    public static StoredProfile of(CoreRulesProfile profile, boolean shipped) {
        return new StoredProfile(profile.id(), profile.name(), shipped, ProfileCatalogue.toJson(profile));
    }

    /** A dynasty's own copy of a profile. */
    public static StoredProfile owned(CoreRulesProfile profile, long owner) {
        return new StoredProfile(profile.id(), profile.name(), false, ProfileCatalogue.toJson(profile), owner);
    }

    /** {@code wanted} if it is free, else the first of "-2", "-3"… after it that is (the id kept within 80). */
    public static String freeId(String wanted, Predicate<String> taken) {
        if (!taken.test(wanted)) {
            return wanted;
        }
        String base = wanted.length() > 70 ? wanted.substring(0, 70) : wanted;
        for (int n = 2; ; n++) {
            if (!taken.test(base + "-" + n)) {
                return base + "-" + n;
            }
        }
    }

    /** Whether {@code dynastyId} may judge its votes by this profile: a shipped one, or its own. */
    public boolean usableBy(long dynastyId) {
        return shipped || (owner != null && owner == dynastyId);
    }

    public CoreRulesProfile profile() {
        try {
            return ProfileCatalogue.readStored(definition);
        } catch (IllegalArgumentException e) {
            // stored by Dynast, so checked when it was written: a definition that no longer reads is a damaged file
            throw new StoredDataException("The stored core-rules profile " + id
                    + " cannot be read back", e);
        }
    }
}
