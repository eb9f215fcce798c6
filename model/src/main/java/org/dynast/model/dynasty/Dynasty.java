package org.dynast.model.dynasty;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.time.LocalDate;
import java.util.Objects;

/**
 * One dynasty: its name, the ruleset number it plays under, its terms and its emperor (a player of
 * its roster, or none in a Metadynasty).
 */
public record Dynasty(long id, String name, int rulesetNumber, Terms terms, Long emperorId, LocalDate startedOn) {

    public Dynasty {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(terms, "terms");
        Objects.requireNonNull(startedOn, "startedOn");
        if (name.isBlank()) {
            throw new IllegalArgumentException("A dynasty needs a name.");
        }
    }

    @JsonIgnore // derived: a logged snapshot holds the record's fields only, so undo can read it back
    public boolean isMetadynasty() {
        return emperorId == null;
    }

    public Dynasty withEmperor(Long playerId) {
        return new Dynasty(id, name, rulesetNumber, terms, playerId, startedOn);
    }

    public Dynasty withTerms(Terms newTerms) {
        return new Dynasty(id, name, rulesetNumber, newTerms, emperorId, startedOn);
    }

    @Override
    public String toString() {
        return name;
    }
}
