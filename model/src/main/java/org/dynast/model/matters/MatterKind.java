package org.dynast.model.matters;

/** The kinds of Votable Matter: "such as a Proposal, a Call for Judgement or a Declaration of Victory". */
public enum MatterKind {
    PROPOSAL("Proposal", "Proposal"),
    CFJ("Call for Judgement", "CfJ"),
    DOV("Declaration of Victory", "DoV");

    private final String label;
    private final String shortLabel;

    MatterKind(String label, String shortLabel) {
        this.label = label;
        this.shortLabel = shortLabel;
    }

    /** "CfJ", "DoV": the abbreviations the rules themselves use. */
    public String shortLabel() {
        return shortLabel;
    }

    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return label;
    }
}
