package org.dynast.app.shell;

import java.util.Optional;
import org.dynast.app.common.DialogService;
import org.dynast.app.matters.ProfileEditorView;
import org.dynast.app.matters.ProfileEditorViewModel;
import org.dynast.app.matters.ThreadReviewView;
import org.dynast.app.matters.ThreadReviewViewModel;
import org.dynast.app.newdynasty.NewDynastyView;
import org.dynast.app.newdynasty.NewDynastyViewModel;
import org.dynast.app.roster.AliasesView;
import org.dynast.app.roster.AliasesViewModel;
import org.dynast.app.ruleset.RulesetChangesDialog;
import org.dynast.app.ruleset.RulesetRows;
import org.dynast.app.share.SharedDynastyDialog;
import org.dynast.app.share.SharedDynastyForm;

/**
 * The core features' own dialogs, registered with the console's {@link DialogService} where the console is composed
 * (the dialog service names no feature): each feature's View shows what its ViewModel asks for.
 */
final class FeatureDialogs {

    private FeatureDialogs() {
    }

    static void register(DialogService dialogs) {
        dialogs.register(NewDynastyViewModel.DIALOG,
                (owner, wizard, messages) -> new NewDynastyView(wizard, messages).showAndWait(owner));
        dialogs.register(ProfileEditorViewModel.DIALOG, ProfileEditorView::show);
        dialogs.register(ThreadReviewViewModel.DIALOG, (owner, shown, messages) -> Optional.of(
                ThreadReviewView.show(owner, shown.title(), shown.review(), shown.refusal(), messages)));
        dialogs.register(AliasesViewModel.DIALOG, (owner, aliases, messages) -> {
            AliasesView.show(owner, messages.get("roster.aliases.title"), aliases, messages);
            aliases.editing(false); // closed: it reads again when next opened
            return Optional.empty();
        });
        dialogs.register(SharedDynastyForm.DIALOG,
                SharedDynastyDialog::show);
        dialogs.register(RulesetRows.CHANGES_DIALOG, (owner, shown, messages) -> Optional.of(
                RulesetChangesDialog.ask(owner, shown.title(), shown.header(), shown.changes(), shown.yes())));
    }
}
