package org.dynast.app.blogbots.bouts;

import java.util.Optional;
import java.util.function.Supplier;
import javafx.stage.Window;
import org.dynast.app.common.Messages;

/** The House Bot editor in a modal window over the console. */
public final class FxHouseBotDialogs implements HouseBotDialogs {

    private final Supplier<Window> owner;
    private final Messages messages;

    public FxHouseBotDialogs(Supplier<Window> owner, Messages messages) {
        this.owner = owner;
        this.messages = messages;
    }

    @Override
    public Optional<HouseBotEditorViewModel.Edited> editHouseBot(String title, HouseBotEditorViewModel editor) {
        return new HouseBotEditorView(editor, messages).showAndWait(owner.get(), title);
    }
}
