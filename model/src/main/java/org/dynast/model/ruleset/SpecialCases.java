package org.dynast.model.ruleset;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The status of each Special Case rule, by the era's own rule, read from the Special Case section's
 * text. Ruleset 205: "If the title of a Special Case Rule includes "[X]", where X is either Active or
 * Inactive, then its status is X. Otherwise, its status is its Default Status." and "If the title of a
 * Special Case Rule includes "[Rare]", its Default Status is Inactive, otherwise, its Default Status
 * is Active." Ruleset 217 turns it round with "[Standard]"; Ruleset 168 says they "default to active".
 * Where the text states no default, Active is assumed and said so.
 */
public final class SpecialCases {

    private static final Pattern TAG_DEFAULT = Pattern.compile(
            "(?i)includes\\s+[\"\u201c']?\\[([^\\]]{1,30})\\][\"\u201d']?\\s*,?\\s*(?:then\\s+)?its\\s+default\\s+status\\s+is\\s+(active|inactive)");
    private static final Pattern OTHERWISE = Pattern.compile(
            "(?i)otherwise,?\\s+its\\s+default\\s+status\\s+is\\s+(active|inactive)");
    private static final Pattern DEFAULTS_TO = Pattern.compile("(?i)\\bdefaults?\\s+to\\s+(?:being\\s+)?(active|inactive)");

    private final Map<String, Boolean> tagDefaults;
    private final Boolean otherwise;
    private final String rule;
    private final Section section;

    private SpecialCases(Section section, Map<String, Boolean> tagDefaults, Boolean otherwise, String rule) {
        this.section = section;
        this.tagDefaults = tagDefaults;
        this.otherwise = otherwise;
        this.rule = rule;
    }

    public static SpecialCases of(Ruleset ruleset) {
        Section section = ruleset.section(SectionKind.SPECIAL_CASE).orElse(null);
        Map<String, Boolean> tags = new LinkedHashMap<>();
        Boolean otherwise = null;
        if (section != null) {
            String text = section.introText();
            Matcher m = TAG_DEFAULT.matcher(text);
            while (m.find()) {
                tags.put(m.group(1).strip().toLowerCase(Locale.ROOT), active(m.group(2)));
            }
            m = OTHERWISE.matcher(text);
            if (m.find()) {
                otherwise = active(m.group(1));
            } else {
                m = DEFAULTS_TO.matcher(text);
                if (m.find()) {
                    otherwise = active(m.group(1));
                }
            }
        }
        return new SpecialCases(section, tags, otherwise, describe(tags, otherwise));
    }

    private static boolean active(String word) {
        return word.equalsIgnoreCase("active");
    }

    private static String describe(Map<String, Boolean> tags, Boolean otherwise) {
        StringBuilder sb = new StringBuilder();
        tags.forEach((tag, active) -> sb.append("[").append(cap(tag)).append("] \u2192 ")
                .append(active ? "Active" : "Inactive").append("; "));
        if (otherwise != null) {
            sb.append(tags.isEmpty() ? "default " : "otherwise ").append(otherwise ? "Active" : "Inactive");
        } else {
            sb.append(tags.isEmpty() ? "no default stated: Active assumed" : "otherwise Active (assumed)");
        }
        return sb.toString();
    }

    private static String cap(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** The era's default-status rule in a few words, e.g. "[Rare] → Inactive; otherwise Active". */
    public String defaultRule() {
        return rule;
    }

    /** Whether the era's text states its default (else Active is assumed). */
    public boolean defaultStated() {
        return otherwise != null || !tagDefaults.isEmpty();
    }

    public Optional<Section> section() {
        return Optional.ofNullable(section);
    }

    /** The status of a rule of the Special Case section (empty for any other rule). */
    public Optional<SpecialCaseStatus> statusOf(Rule rule) {
        if (section == null || section.rules().stream().noneMatch(r -> r.id().equals(rule.id()))) {
            return Optional.empty();
        }
        for (String tag : rule.tags()) {
            if (tag.equalsIgnoreCase("Active") || tag.equalsIgnoreCase("Inactive")) {
                return Optional.of(new SpecialCaseStatus(tag.equalsIgnoreCase("Active"), true,
                        "\u201c[" + cap(tag.toLowerCase(Locale.ROOT)) + "]\u201d in its title"));
            }
        }
        for (String tag : rule.tags()) {
            Boolean byTag = tagDefaults.get(tag.toLowerCase(Locale.ROOT));
            if (byTag != null) {
                return Optional.of(new SpecialCaseStatus(byTag, false, "Default Status: \u201c[" + tag
                        + "]\u201d in its title makes it " + (byTag ? "Active" : "Inactive")));
            }
        }
        boolean fallback = otherwise == null || otherwise;
        return Optional.of(new SpecialCaseStatus(fallback, false, otherwise == null
                ? "no status in its title, and the Special Case rules state no default: Active assumed"
                : "Default Status: " + (fallback ? "Active" : "Inactive")));
    }
}
