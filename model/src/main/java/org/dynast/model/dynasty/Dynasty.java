package org.dynast.model.dynasty;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.time.LocalDate;
import java.util.Objects;

/**
 * One dynasty: its name, the ruleset number it plays under, its terms, its emperor (a player of its
 * roster, or none in a Metadynasty), the core-rules profile its votes are judged by, and its phase.
 */
public record Dynasty(long id, String name, int rulesetNumber, Terms terms, Long emperorId, LocalDate startedOn,
                      String profileId, DynastyPhase phase, Long previousEmperorId) {

    public Dynasty {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(terms, "terms");
        Objects.requireNonNull(startedOn, "startedOn");
        Objects.requireNonNull(profileId, "profileId");
        Objects.requireNonNull(phase, "phase");
        if (name.isBlank()) {
            throw new IllegalArgumentException("A dynasty needs a name.");
        }
    }

    public static Dynasty founded(long id, String name, int rulesetNumber, Terms terms, LocalDate startedOn,
                                  String profileId) {
        return new Dynasty(id, name, rulesetNumber, terms, null, startedOn, profileId, DynastyPhase.ACTIVE, null);
    }

    @JsonIgnore // derived: a logged snapshot holds the record's fields only, so undo can read it back
    public boolean isMetadynasty() {
        return emperorId == null;
    }

    public Dynasty withEmperor(Long playerId) {
        return new Dynasty(id, name, rulesetNumber, terms, playerId, startedOn, profileId, phase, previousEmperorId);
    }

    public Dynasty withTerms(Terms newTerms) {
        return new Dynasty(id, name, rulesetNumber, newTerms, emperorId, startedOn, profileId, phase,
                previousEmperorId);
    }

    public Dynasty withProfile(String newProfileId) {
        return new Dynasty(id, name, rulesetNumber, terms, emperorId, startedOn, newProfileId, phase,
                previousEmperorId);
    }

    /** A DoV is enacted: its author becomes emperor and the game enters an Interregnum. */
    public Dynasty enteringInterregnum(Long newEmperorId) {
        return new Dynasty(id, name, rulesetNumber, terms, newEmperorId, startedOn, profileId,
                DynastyPhase.INTERREGNUM, emperorId);
    }

    public Dynasty ended() {
        return new Dynasty(id, name, rulesetNumber, terms, emperorId, startedOn, profileId, DynastyPhase.ENDED,
                previousEmperorId);
    }

    @Override
    public String toString() {
        return name;
    }
}
