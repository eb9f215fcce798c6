package org.dynast.model.dynasty;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.log.Transactor;
import org.dynast.model.matters.ProfileCatalogue;

/** Founding dynasties, listing them, and changing their terms. */
public final class DynastyService {

    private final Transactor transactor;
    private final DynastyRepository dynasties;
    /** Seats a founded dynasty's emperor on its roster. */
    private final EmperorSeat emperors;
    private final ActionLog log;

    private final JsonDocuments<DeletedDynasty> deleted;
    /** The modules installed in this store. */
    private final ModuleChoices modules;

    public DynastyService(Transactor transactor, DynastyRepository dynasties, EmperorSeat emperors, ActionLog log,
                          JsonDocuments<DeletedDynasty> deleted, ModuleChoices modules) {
        this.modules = modules;
        this.transactor = transactor;
        this.dynasties = dynasties;
        this.emperors = emperors;
        this.log = log;
        this.deleted = deleted;
    }

    /** The dynasties of the file, but those deleted (File › Delete Dynasty). */
    public List<Dynasty> all() {
        return transactor.inTransaction(() -> dynasties.all().stream()
                .filter(d -> deleted.find(Long.toString(d.id())).isEmpty()).toList());
    }

    /** The dynasties deleted and not restored, newest deletion first. */
    public List<Dynasty> deleted() {
        return transactor.inTransaction(() -> dynasties.all().stream()
                .filter(d -> deleted.find(Long.toString(d.id())).isPresent())
                .sorted(Comparator.comparing((Dynasty d) -> deleted.find(Long.toString(d.id()))
                        .orElseThrow().at).reversed()).toList());
    }

    /** Whether the dynasty is deleted. */
    public boolean isDeleted(long dynastyId) {
        return transactor.inTransaction(() -> deleted.find(Long.toString(dynastyId)).isPresent());
    }

    /**
     * Deletes a dynasty from the console (a broken import, a trial): it leaves the lists, and nothing of it is read,
     * so even a dynasty whose pages cannot be shown can be deleted. One logged action of that dynasty: {@link #restore}
     * (or Undo in that dynasty) brings it back as it was.
     */
    public void delete(long dynastyId, String actor) {
        Dynasty d = get(dynastyId);
        log.perform(dynastyId, actor, "dynasty.delete", "Deleted the dynasty " + d.name(), changes -> {
            if (deleted.find(Long.toString(dynastyId)).isPresent()) {
                throw new Refusal("Dynasties", d.name() + " is deleted already.");
            }
            changes.insert(deleted, new DeletedDynasty(dynastyId, log.now(), actor));
            return null;
        });
    }

    /** Undoes the deletion of a dynasty: its last action must be the deletion (it is, as nothing acts in it since). */
    public Dynasty restore(long dynastyId, String actor) {
        Dynasty d = get(dynastyId);
        if (!isDeleted(dynastyId)) {
            throw new Refusal("Dynasties", d.name() + " is not deleted.");
        }
        var next = log.nextUndoHeader(dynastyId);
        if (next.isEmpty() || !next.get().kind().equals("dynasty.delete")) {
            throw new Refusal("Dynasties", d.name() + "'s last action is not its deletion, so it cannot be undone.");
        }
        log.undo(dynastyId, actor);
        return d;
    }

    public Optional<Dynasty> find(long id) {
        return transactor.inTransaction(() -> dynasties.find(Long.toString(id)));
    }

    public Dynasty get(long id) {
        return find(id).orElseThrow(() -> new Refusal("Dynasties", "There is no dynasty #" + id + "."));
    }

    /**
     * Founds a dynasty headed by {@code emperorName}, who joins its roster as an Admin. With no
     * emperor name it is a Metadynasty ("If there is no Announcer, the Dynasty is a Metadynasty").
     * Founding cannot be undone.
     */
    public Dynasty found(String actor, String name, int rulesetNumber, Terms terms, String emperorName,
                         LocalDate startedOn) {
        String profile = modules.shippedProfileIdFor(rulesetNumber).orElseThrow(() -> new Refusal("Dynasties",
                "No core-rules profile ships for Ruleset " + rulesetNumber + ": choose which one its votes are "
                        + "judged by."));
        return found(actor, name, rulesetNumber, terms, emperorName, startedOn, profile);
    }

    /**
     * Founds a dynasty whose votes are judged by the core-rules profile {@code profileId}, running the installed
     * modules that serve its ruleset.
     */
    public Dynasty found(String actor, String name, int rulesetNumber, Terms terms, String emperorName,
                         LocalDate startedOn, String profileId) {
        return found(actor, name, rulesetNumber, terms, emperorName, startedOn, profileId,
                modules.defaultsFor(rulesetNumber));
    }

    /** Founds a dynasty running the dynasty modules {@code modules} (their ids). */
    public Dynasty found(String actor, String name, int rulesetNumber, Terms terms, String emperorName,
                         LocalDate startedOn, String profileId, List<String> modules) {
        checkModules(modules);
        String cleanName = name == null ? "" : name.strip();
        Dynasty.nameProblem(cleanName).ifPresent(problem -> {
            throw new Refusal("Dynasties", problem);
        });
        if (rulesetNumber < 1) {
            throw new Refusal("Dynasties", "A ruleset number is 1 or more.");
        }
        String emperor = emperorName == null ? "" : emperorName.strip();
        if (!emperor.isEmpty()) {
            emperors.nameProblem(emperor).ifPresent(p -> {
                throw new Refusal("Names", p);
            });
        }
        long id = transactor.inTransaction(dynasties::nextId);
        return log.performFinal(id, actor, "dynasty.found", "Founded " + cleanName, changes -> {
            Dynasty dynasty = changes.insert(dynasties, Dynasty.founded(id, cleanName, rulesetNumber, terms, startedOn, profileId,
                    modules));
            if (emperor.isEmpty()) {
                return dynasty;
            }
            long head = emperors.seat(changes, id, emperor, startedOn);
            return changes.update(dynasties, dynasty, dynasty.withEmperor(head));
        });
    }

    /** Changes which dynasty modules the dynasty runs; a module's gamestate stays in the file while it is off. */
    public Dynasty setModules(long dynastyId, String actor, List<String> modules) {
        checkModules(modules);
        Dynasty before = get(dynastyId);
        if (before.modules().equals(modules)) {
            return before;
        }
        ModuleChoices installed = this.modules;
        String summary = modules.isEmpty() ? "Runs no dynasty module"
                : "Runs " + String.join(", ", modules.stream().map(installed::title).toList());
        return log.perform(dynastyId, actor, "dynasty.modules", summary,
                changes -> changes.update(dynasties, before, before.withModules(modules)));
    }

    /** Refuses a module id that this build does not have. */
    private void checkModules(List<String> ids) {
        var unknown = modules.unknown(ids);
        if (!unknown.isEmpty()) {
            throw new Refusal("Dynasty modules", "This Dynast has no dynasty module " + String.join(", ", unknown)
                    + "; it has " + String.join(", ", modules.ids()) + ".");
        }
    }

    /** Changes what the dynasty calls its players and emperor (e.g. after an Ascension Address). */
    public Dynasty setTerms(long dynastyId, String actor, Terms terms) {
        Dynasty before = get(dynastyId);
        if (before.terms().equals(terms)) {
            return before;
        }
        return log.perform(dynastyId, actor, "dynasty.terms",
                "Terms changed to " + terms.player() + "/" + terms.players() + " and " + terms.emperor(),
                changes -> changes.update(dynasties, before, before.withTerms(terms)));
    }
}
