package org.dynast.model.dynasty;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One dynasty: its name, the ruleset number it plays under, its terms, its emperor (a player of its
 * roster, or none in a Metadynasty), the core-rules profile its votes are judged by, its phase, and the
 * dynasty modules it runs (their ids; null only in a log snapshot written before dynasties recorded them,
 * which the store reads as the defaults for the ruleset), and since when BlogNomic is Dormant (Ruleset 205, rule
 * "Dormancy": "any admin may make BlogNomic Dormant by updating the sidebar to that effect"), null while it is not.
 */
public record Dynasty(long id, String name, int rulesetNumber, Terms terms, Long emperorId, LocalDate startedOn,
                      String profileId, DynastyPhase phase, Long previousEmperorId, List<String> modules,
                      Instant dormantSince) {

    public Dynasty {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(terms, "terms");
        Objects.requireNonNull(startedOn, "startedOn");
        Objects.requireNonNull(profileId, "profileId");
        Objects.requireNonNull(phase, "phase");
        if (name.isBlank()) {
            throw new IllegalArgumentException("A dynasty needs a name.");
        }
        modules = modules == null ? null : List.copyOf(new LinkedHashSet<>(modules));
    }

    /** A dynasty that is not Dormant. */
    public Dynasty(long id, String name, int rulesetNumber, Terms terms, Long emperorId, LocalDate startedOn,
                   String profileId, DynastyPhase phase, Long previousEmperorId, List<String> modules) {
        this(id, name, rulesetNumber, terms, emperorId, startedOn, profileId, phase, previousEmperorId, modules, null);
    }

    /** A dynasty whose modules are not recorded (read as the defaults for its ruleset). */
    public Dynasty(long id, String name, int rulesetNumber, Terms terms, Long emperorId, LocalDate startedOn,
                   String profileId, DynastyPhase phase, Long previousEmperorId) {
        this(id, name, rulesetNumber, terms, emperorId, startedOn, profileId, phase, previousEmperorId, null, null);
    }

    /** Whether BlogNomic is Dormant now (as this record says). */
    @JsonIgnore
    public boolean isDormant() {
        return dormantSince != null;
    }

    /** Whether BlogNomic was Dormant at {@code at}, as far as this record knows (its Dormant period had begun). */
    public boolean dormantAt(Instant at) {
        return dormantSince != null && !dormantSince.isAfter(at);
    }

    /** This dynasty made Dormant at {@code since}, or no longer Dormant (null). */
    public Dynasty withDormantSince(Instant since) {
        return new Dynasty(id, name, rulesetNumber, terms, emperorId, startedOn, profileId, phase, previousEmperorId,
                modules, since);
    }

    /** Whether the dynasty runs the module with this id. */
    public boolean runs(String moduleId) {
        return modules != null && modules.contains(moduleId);
    }

    public Dynasty withModules(List<String> newModules) {
        return new Dynasty(id, name, rulesetNumber, terms, emperorId, startedOn, profileId, phase, previousEmperorId,
                newModules, dormantSince);
    }

    /**
     * The longest name a new dynasty takes, in characters: real dynasties' names ("The Second Dynasty of Kevan") are
     * well under it, and a longer one would push the status bar's Quorum out of sight. Files made before the bound
     * keep their names (an import takes up to the column's 200).
     */
    public static final int MAX_NAME_LENGTH = 60;

    /** Why {@code name} cannot name a new dynasty, or empty when it can. */
    public static Optional<String> nameProblem(String name) {
        String clean = name == null ? "" : name.strip();
        if (clean.isEmpty()) {
            return Optional.of("A dynasty needs a name.");
        }
        int length = clean.codePointCount(0, clean.length());
        return length > MAX_NAME_LENGTH
                ? Optional.of("A dynasty's name is at most " + MAX_NAME_LENGTH + " characters; this one has "
                        + length + ".")
                : Optional.empty();
    }

    public static Dynasty founded(long id, String name, int rulesetNumber, Terms terms, LocalDate startedOn,
                                  String profileId, List<String> modules) {
        return new Dynasty(id, name, rulesetNumber, terms, null, startedOn, profileId, DynastyPhase.ACTIVE, null,
                Objects.requireNonNull(modules, "modules"));
    }

    @JsonIgnore // derived: a logged snapshot holds the record's fields only, so undo can read it back
    public boolean isMetadynasty() {
        return emperorId == null;
    }

    public Dynasty withEmperor(Long playerId) {
        return new Dynasty(id, name, rulesetNumber, terms, playerId, startedOn, profileId, phase, previousEmperorId, modules,
                dormantSince);
    }

    public Dynasty withTerms(Terms newTerms) {
        return new Dynasty(id, name, rulesetNumber, newTerms, emperorId, startedOn, profileId, phase,
                previousEmperorId, modules, dormantSince);
    }

    public Dynasty withProfile(String newProfileId) {
        return new Dynasty(id, name, rulesetNumber, terms, emperorId, startedOn, newProfileId, phase,
                previousEmperorId, modules, dormantSince);
    }

    /** A DoV is enacted: its author becomes emperor and the game enters an Interregnum. */
    public Dynasty enteringInterregnum(Long newEmperorId) {
        return new Dynasty(id, name, rulesetNumber, terms, newEmperorId, startedOn, profileId,
                DynastyPhase.INTERREGNUM, emperorId, modules, dormantSince);
    }

    public Dynasty ended() {
        return new Dynasty(id, name, rulesetNumber, terms, emperorId, startedOn, profileId, DynastyPhase.ENDED,
                previousEmperorId, modules, dormantSince);
    }

    @Override
    public String toString() {
        return name;
    }
}
