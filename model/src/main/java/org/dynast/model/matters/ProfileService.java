package org.dynast.model.matters;

import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyRepository;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Changes;
import org.dynast.model.log.Transactor;

/**
 * The core-rules profiles of a dynasty file: the shipped ones, shared read-only, and each dynasty's own clones (see
 * docs/rulings.md, Votable Matters 14), as {@link MattersService} offers them.
 */
final class ProfileService {

    private final Transactor transactor;
    private final DynastyRepository dynasties;
    private final ProfileRepository profiles;
    private final ActionLog log;

    ProfileService(Transactor transactor, DynastyRepository dynasties, ProfileRepository profiles, ActionLog log) {
        this.transactor = transactor;
        this.dynasties = dynasties;
        this.profiles = profiles;
        this.log = log;
    }

    private Dynasty dynasty(long dynastyId) {
        return transactor.inTransaction(() -> dynasties.find(Long.toString(dynastyId)))
                .orElseThrow(() -> new Refusal("Dynasties", "There is no dynasty #" + dynastyId + "."));
    }


    List<StoredProfile> profiles() {
        return transactor.inTransaction(profiles::all);
    }

    /** The profiles {@code dynastyId} may judge its votes by: the shipped ones, shared read-only, and its own. */
    List<StoredProfile> profiles(long dynastyId) {
        return profiles().stream().filter(p -> p.usableBy(dynastyId)).toList();
    }

    /** Why {@code dynastyId} may not read or change the profile (another dynasty's own), or empty. */
    private static Optional<Refusal> notItsOwn(StoredProfile p, long dynastyId, String doing) {
        if (p.usableBy(dynastyId)) {
            return Optional.empty();
        }
        return Optional.of(new Refusal("Core rules", "The profile '" + p.id() + "' is "
                + (p.owner() == null ? "shared by no dynasty of its own" : "another dynasty's own")
                + ": a dynasty " + doing + " only a shipped profile or its own (clone it for this dynasty)."));
    }

    /**
     * The profile a new dynasty founded on {@code profileId} is judged by: a shipped one as it is, or else a copy of it
     * that is the new dynasty's own (a free id: the old id, then "-2", "-3"…), written with {@code changes}.
     */
    String ownCopy(Changes changes, String profileId, long newDynastyId) {
        StoredProfile p = profiles.find(profileId).orElse(null);
        if (p == null || p.shipped()) {
            return profileId;
        }
        String id = freeProfileId(profileId);
        changes.insert(profiles, StoredProfile.owned(p.profile().copy(id, p.name()), newDynastyId));
        return id;
    }

    /** {@code wanted} if no profile has it, else the first of "-2", "-3"… after it that is free (within 80). */
    String freeProfileId(String wanted) {
        return StoredProfile.freeId(wanted, id -> profiles.find(id).isPresent());
    }

    /** Copies a profile under a new id and name, for the emperor to edit: the copy is this dynasty's own. */
    StoredProfile cloneProfile(long dynastyId, String actor, String sourceId, String newId, String newName) {
        String id = newId == null ? "" : newId.strip();
        return log.perform(dynastyId, actor, "profile.clone", "Cloned profile " + sourceId + " as " + id, changes -> {
            StoredProfile source = profiles.find(sourceId).orElseThrow(() -> new Refusal("Core rules",
                    "There is no profile '" + sourceId + "'."));
            if (!id.matches("[a-z0-9][a-z0-9-]{1,60}")) {
                throw new Refusal("Core rules", "A profile id is 2 to 61 lower-case letters, digits and hyphens.");
            }
            if (profiles.find(id).isPresent()) {
                throw new Refusal("Core rules", "There is already a profile '" + id + "'.");
            }
            return changes.insert(profiles, StoredProfile.owned(source.profile().copy(id, newName), dynastyId));
        });
    }

    /** Replaces an emperor's profile with edited JSON; a mistake is reported and nothing changes. */
    StoredProfile updateProfile(long dynastyId, String actor, String profileId, String json) {
        return log.perform(dynastyId, actor, "profile.edit", "Edited profile " + profileId, changes -> {
            StoredProfile before = profiles.find(profileId).orElseThrow(() -> new Refusal("Core rules",
                    "There is no profile '" + profileId + "'."));
            if (before.shipped()) {
                throw new Refusal("Core rules", "The shipped profile '" + profileId + "' is read-only: clone it to "
                        + "change it.");
            }
            Optional<Refusal> other = notItsOwn(before, dynastyId, "edits");
            if (other.isPresent()) {
                throw other.get();
            }
            CoreRulesProfile edited;
            try {
                edited = ProfileCatalogue.fromJson(json);
            } catch (IllegalArgumentException e) {
                throw new Refusal("Core rules", "The profile is not valid: " + e.getMessage());
            }
            if (!edited.id().equals(profileId)) {
                throw new Refusal("Core rules", "The profile's id must stay '" + profileId + "'.");
            }
            return changes.update(profiles, before, StoredProfile.owned(edited, dynastyId));
        });
    }

    /** Judges the dynasty's votes by another profile from now on. */
    Dynasty useProfile(long dynastyId, String actor, String profileId) {
        Dynasty before = dynasty(dynastyId);
        return log.perform(dynastyId, actor, "dynasty.profile", "Votes now judged by profile " + profileId,
                changes -> {
                    StoredProfile p = profiles.find(profileId).orElseThrow(() -> new Refusal("Core rules",
                            "There is no profile '" + profileId + "'."));
                    Optional<Refusal> other = notItsOwn(p, dynastyId, "judges its votes by");
                    if (other.isPresent()) {
                        throw other.get();
                    }
                    return changes.update(dynasties, before, before.withProfile(profileId));
                });
    }
}
