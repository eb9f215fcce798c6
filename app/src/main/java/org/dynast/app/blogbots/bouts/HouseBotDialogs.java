package org.dynast.app.blogbots.bouts;

import java.util.Optional;

/**
 * BlogBots' own dialog: the House Bot editor. The console shows it in a window ({@link FxHouseBotDialogs}); a
 * {@link org.dynast.app.common.DialogService} that also implements this interface answers it instead (tests).
 */
public interface HouseBotDialogs {

    /**
     * Shows the House Bot editor on {@code editor} (filled in for an amendment); returns what OK gave back, or empty
     * when cancelled. OK is only enabled while the editor says the House Bot may be saved.
     */
    Optional<HouseBotEditorViewModel.Edited> editHouseBot(String title, HouseBotEditorViewModel editor);
}
