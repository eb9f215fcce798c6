package org.dynast.model.ruleset;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The ruleset's sections as BlogNomic has named them since the early rulesets: "It comprises four
 * Sections: 1) the core rules [...] 2) the rules of the current Dynasty [...] 3) special case rules
 * [...] 4) an appendix". Rulesets until about 2014 had three: "Section Three contains the glossary", read as
 * the {@link #APPENDIX}. {@link #OTHER} is any section a ruleset names otherwise.
 */
public enum SectionKind {
    CORE("Core Rules", "(?:the\\s+)?core(?:\\s+rules?)?"),
    DYNASTIC("Dynastic Rules", "(?:the\\s+)?dynastic(?:\\s+rules?)?"),
    SPECIAL_CASE("Special Case", "special[\\s-]+case(?:\\s+rules?)?"),
    APPENDIX("Appendix", "(?:the\\s+)?(?:appendix|glossary)(?:\\s+rules?)?"),
    OTHER("Rules", "(?!)");

    private final String title;
    private final Pattern name;

    SectionKind(String title, String regex) {
        this.title = title;
        this.name = Pattern.compile(regex, Pattern.CASE_INSENSITIVE);
    }

    /** The usual heading of this section, used when its heading was lost and it had to be inferred. */
    public String title() {
        return title;
    }

    /** The section a heading names ("Core Rules", "Special Case Rules", "Appendix"), or null. */
    public static SectionKind named(String heading) {
        if (heading == null) {
            return null;
        }
        String h = heading.strip().replaceAll("[\\s\\u00a0]+", " ");
        for (SectionKind kind : values()) {
            if (kind.name.matcher(h).matches()) {
                return kind;
            }
        }
        return null;
    }

    /** The section that follows this one in the usual order, or null after the Appendix. */
    public SectionKind next() {
        return switch (this) {
            case CORE -> DYNASTIC;
            case DYNASTIC -> SPECIAL_CASE;
            case SPECIAL_CASE -> APPENDIX;
            default -> null;
        };
    }

    public String label() {
        return title.toLowerCase(Locale.ROOT);
    }
}
