package org.dynast.app.factory.lines;

/**
 * One of the six slots of a Line as the tab draws it: empty, or a Machine with its heat, recorded
 * information, Widget, the cost an activation takes and a preview of its result.
 */
public record SlotRow(int index, boolean empty, String type, String heat, String info, String widget, String cost,
                      String preview, boolean canActivate, boolean canDemolish) {

    public static SlotRow empty(int index) {
        return new SlotRow(index, true, "", "", "", "", "", "", false, false);
    }
}
