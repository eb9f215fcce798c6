package org.dynast.model.factory;

/**
 * One Machine in a Worker's Line: its type's name, its Heat, the information recorded in parentheses
 * after it (a Greenhouse's Seed type, the value of the Box a Storage keeps) and its Widget, if any.
 * Mutable: the engine works on a copy of the floor and writes it back in one logged change.
 */
public final class MachineSlot {

    public String type;
    public Heat heat = Heat.COLD;
    public String info;
    public String widget;

    public MachineSlot() {
    }

    public MachineSlot(String type) {
        this.type = type;
    }

    public MachineSlot(String type, Heat heat, String info, String widget) {
        this.type = type;
        this.heat = heat;
        this.info = info;
        this.widget = widget;
    }

    /** The tracking page's notation, e.g. "Storage* (3) [Cooling Widget]". */
    public String notation() {
        StringBuilder s = new StringBuilder(type).append(heat.mark());
        if (info != null) {
            s.append(" (").append(info).append(')');
        }
        if (widget != null) {
            s.append(" [").append(widget).append(']');
        }
        return s.toString();
    }

    @Override
    public String toString() {
        return notation();
    }
}
