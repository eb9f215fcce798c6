package org.dynast.app.matters;

import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.session.Session;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.MattersService;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.roster.Player;

/**
 * The Votable Matters tab's commands on the dynasty rather than on a matter: passing the mantle and the Ascension
 * Address in an Interregnum, and choosing, cloning and editing the core-rules profile.
 */
final class DynastyCommands {

    /** An action on the matters service, run off the UI thread. */
    @FunctionalInterface
    interface Action<T> {
        T run(MattersService service) throws Exception;
    }

    /** How the tab runs an action and tells its outcome. */
    interface Actions {
        <T> void act(Action<T> action, Consumer<T> done);

        void say(String text);

        void complain(String text);
    }

    private final Session session;
    private final DialogService dialogs;
    private final Messages messages;
    private final Supplier<MattersSnapshot> current;
    private final Supplier<String> profile;
    private final Actions actions;

    DynastyCommands(Session session, DialogService dialogs, Messages messages, Supplier<MattersSnapshot> current,
                    Supplier<String> profile, Actions actions) {
        this.session = session;
        this.dialogs = dialogs;
        this.messages = messages;
        this.current = current;
        this.profile = profile;
        this.actions = actions;
    }

    /**
     * "Pass the Mantle (by making a post naming an Operator who was not the last dynasty’s
     * Announcer ...)".
     */
    void passMantle() {
        MattersSnapshot s = current.get();
        if (s == null || s.dynasty().phase() != DynastyPhase.INTERREGNUM) {
            return;
        }
        Dynasty d = s.dynasty();
        List<String> heirs = s.state().roster().active().stream()
                .filter(p -> !Objects.equals(p.id(), d.emperorId())
                        && !Objects.equals(p.id(), d.previousEmperorId()))
                .map(Player::name).toList();
        dialogs.askChoice(messages.get("matters.mantle.title"), messages.get("matters.mantle.header",
                d.terms().emperor()), heirs).ifPresent(name -> actions.act(service -> service.passMantle(id(),
                session.actor(), playerId(s, name)), dyn -> actions.say(messages.get("matters.mantle.done", name,
                dyn.terms().emperor()))));
    }

    /** The Ascension Address: starts the next dynasty with the same roster, new terms and kept rules. */
    void ascensionAddress() {
        MattersSnapshot s = current.get();
        if (s == null || s.dynasty().phase() != DynastyPhase.INTERREGNUM) {
            return;
        }
        Dynasty d = s.dynasty();
        DialogService.Ascension suggestion = new DialogService.Ascension("", d.rulesetNumber() + 1,
                d.terms().player(), d.terms().players(), d.terms().emperor(), List.of());
        dialogs.askAscension(suggestion).ifPresent(a -> actions.act(service -> service.ascensionAddress(id(),
                session.actor(), a.name(), a.rulesetNumber(), new Terms(a.playerTerm(), a.playersTerm(),
                        a.emperorTerm()), a.keptRules(), null), next -> {
                            actions.say(messages.get("matters.ascension.done", next.name()));
                            session.show(next);
                        }));
    }

    void useProfile(String profileId) {
        MattersSnapshot s = current.get();
        if (s == null || profileId == null || profileId.equals(s.dynasty().profileId())) {
            return;
        }
        actions.act(service -> service.useProfile(id(), session.actor(), profileId),
                d -> actions.say(messages.get("matters.profile.used", profileId)));
    }

    void cloneProfile() {
        String source = profile.get();
        if (source == null) {
            return;
        }
        dialogs.askProfileCopy(source).ifPresent(copy -> actions.act(service -> {
            StoredProfile made = service.cloneProfile(id(), session.actor(), source, copy.id(), copy.name());
            return service.useProfile(id(), session.actor(), made.id());
        }, d -> actions.say(messages.get("matters.profile.cloned", source, copy.id()))));
    }

    /**
     * Opens the current profile in the profile form (a shipped profile must be cloned first); the edited profile is
     * saved as one logged action, or refused with the reason and nothing changed.
     */
    void editProfile() {
        MattersSnapshot s = current.get();
        String profileId = profile.get();
        if (s == null || profileId == null) {
            return;
        }
        StoredProfile stored = s.profiles().stream().filter(p -> p.id().equals(profileId)).findFirst().orElseThrow();
        if (stored.shipped()) {
            actions.complain(messages.get("matters.profile.readOnly", profileId));
            return;
        }
        dialogs.ask(ProfileEditorViewModel.DIALOG, new ProfileEditorViewModel(stored.profile())).ifPresent(edited -> actions.act(
                service -> service.updateProfile(id(), session.actor(), profileId, ProfileCatalogue.toJson(edited)),
                p -> actions.say(messages.get("matters.profile.saved", profileId))));
    }

    private long id() {
        return session.dynasty().id();
    }

    private static long playerId(MattersSnapshot s, String name) {
        return s.state().roster().byName(name).map(Player::id)
                .orElseThrow(() -> new Refusal("Votable Matters", "No player named " + name + "."));
    }
}
