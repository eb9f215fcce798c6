package org.dynast.model.blogbots.bots;

/** "Operators have a Readiness ... which may be either Workshop, Ready, Staging, or Set, and which defaults to Workshop." */
public enum Readiness {
    WORKSHOP("Workshop"), READY("Ready"), STAGING("Staging"), SET("Set");

    private final String word;

    Readiness(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    /** "changes to any of a Bot's physical hardware components ... may only be made when the Operator's Readiness is Workshop" */
    public boolean hardwareChangesAllowed() {
        return this == WORKSHOP;
    }

    /** "changes to a Bot's software ... can only be made when the Operator's Readiness is Workshop, Ready or Staging" */
    public boolean softwareChangesAllowed() {
        return this != SET;
    }
}
