package org.dynast.model.ruleset;

/**
 * The votable matter that caused a revision, e.g. "Proposal: Fix Quorum". The votable matters engine
 * is being built alongside: until it links matters by id, the reference is its free text, and
 * {@code matterId} (nullable) is kept for the link.
 */
public record MatterRef(String text, Long matterId) {

    public static final MatterRef NONE = new MatterRef("", null);
    public static final int MAX_LENGTH = 300;

    public MatterRef {
        text = text == null ? "" : text.strip().replaceAll("\\s+", " ");
    }

    public static MatterRef of(String text) {
        return new MatterRef(text, null);
    }

    public boolean isEmpty() {
        return text.isEmpty() && matterId == null;
    }
}
