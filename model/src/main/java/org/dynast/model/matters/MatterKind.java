package org.dynast.model.matters;

/** The kinds of Votable Matter: "such as a Proposal, a Call for Judgement or a Declaration of Victory". */
public enum MatterKind {
    PROPOSAL("Proposal"),
    CFJ("Call for Judgement"),
    DOV("Declaration of Victory");

    private final String label;

    MatterKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return label;
    }
}
