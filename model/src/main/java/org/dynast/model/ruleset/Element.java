package org.dynast.model.ruleset;

/** What the two readers hand the tree builder: headings, blocks of text, and runs of lost headings. */
sealed interface Element {

    /**
     * A heading line. {@code level} is the MediaWiki level (0 in plain text, where the copy carries
     * none); {@code section} is the section it names, or null for a rule heading.
     */
    record Heading(int level, String number, String title, String raw, int line, SectionKind section)
            implements Element {
    }

    record Text(Block block) implements Element {
    }

    /** Plain text only: extra blank lines where {@code count} headings were lost in the copy. */
    record Lost(int count, int line) implements Element {
    }
}
