package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** MediaWiki inline markup to the text a reader sees, and plain text to markup that reads back the same. */
final class Inline {

    private static final Pattern NOWIKI = Pattern.compile("<nowiki>(.*?)</nowiki>", Pattern.DOTALL);
    private static final Pattern COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);
    private static final Pattern INTERNAL = Pattern.compile("\\[\\[(?:[^\\[\\]|]*\\|)?([^\\[\\]]*)\\]\\]");
    private static final Pattern EXTERNAL_LABELLED = Pattern.compile("\\[((?:https?|ftp|mailto):[^\\s\\]]+)\\s+([^\\]]*)\\]");
    private static final Pattern EXTERNAL_BARE = Pattern.compile("\\[((?:https?|ftp|mailto):[^\\s\\]]+)\\]");
    private static final Pattern BREAK = Pattern.compile("<br\\s*/?>", Pattern.CASE_INSENSITIVE);
    private static final Pattern TAG = Pattern.compile("</?(?:s|u|b|i|em|strong|small|big|sup|sub|span|del|ins|code|tt|font|div|center|strike)(?:\\s[^<>]*)?>",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern PLACEHOLDER = Pattern.compile("\u0000(\\d+)\u0000");
    private static final Pattern NEEDS_ESCAPE = Pattern.compile("''|\\[\\[|\\]\\]|\\{\\{|\\}\\}|\\[(?:https?|ftp|mailto):|~~~|__[A-Z]+__");
    private static final Pattern ENTITY = Pattern.compile("&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});");

    private Inline() {
    }

    /** What a reader sees of a line of MediaWiki text. */
    static String plain(String wiki) {
        if (wiki.indexOf('<') < 0 && wiki.indexOf('[') < 0 && wiki.indexOf('\'') < 0 && wiki.indexOf('&') < 0) {
            return wiki.strip();
        }
        List<String> kept = new ArrayList<>();
        Matcher nw = NOWIKI.matcher(wiki);
        StringBuilder sb = new StringBuilder();
        while (nw.find()) {
            kept.add(nw.group(1));
            nw.appendReplacement(sb, Matcher.quoteReplacement("\u0000" + (kept.size() - 1) + "\u0000"));
        }
        nw.appendTail(sb);
        String s = sb.toString();
        s = COMMENT.matcher(s).replaceAll("");
        s = INTERNAL.matcher(s).replaceAll("$1");
        s = EXTERNAL_LABELLED.matcher(s).replaceAll("$2");
        s = EXTERNAL_BARE.matcher(s).replaceAll("$1");
        s = BREAK.matcher(s).replaceAll(" ");
        s = TAG.matcher(s).replaceAll("");
        s = s.replace("'''''", "").replace("'''", "").replace("''", "");
        Matcher ph = PLACEHOLDER.matcher(s);
        StringBuilder out = new StringBuilder();
        while (ph.find()) {
            int index = Integer.parseInt(ph.group(1));
            ph.appendReplacement(out, Matcher.quoteReplacement(index < kept.size() ? kept.get(index) : ""));
        }
        ph.appendTail(out);
        return entities(out.toString()).strip();
    }

    /** HTML entities, which MediaWiki decodes everywhere (inside nowiki too). */
    private static String entities(String s) {
        if (s.indexOf('&') < 0) {
            return s;
        }
        Matcher m = ENTITY.matcher(s);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            String value;
            if (name.startsWith("#x") || name.startsWith("#X")) {
                value = codePoint(name.substring(2), 16, m.group());
            } else if (name.startsWith("#")) {
                value = codePoint(name.substring(1), 10, m.group());
            } else {
                value = switch (name) {
                    case "amp" -> "&";
                    case "lt" -> "<";
                    case "gt" -> ">";
                    case "quot" -> "\"";
                    case "apos" -> "'";
                    case "nbsp" -> "\u00a0";
                    default -> m.group();
                };
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String codePoint(String digits, int radix, String fallback) {
        try {
            int cp = Integer.parseInt(digits, radix);
            return Character.isValidCodePoint(cp) && cp != 0 ? new String(Character.toChars(cp)) : fallback;
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /**
     * Plain text as MediaWiki that reads back as the same text: {@code & < |} as entities, and
     * nowiki around any text the wiki would read markup into ({@code '' [[ {{ [http}...).
     */
    static String escape(String text) {
        String t = text.replace("&", "&amp;").replace("<", "&lt;").replace("|", "&#124;");
        if (NEEDS_ESCAPE.matcher(t).find()) {
            return "<nowiki>" + t + "</nowiki>";
        }
        return t;
    }

    /** Escapes a line that MediaWiki would read as a list, heading or table if it started the line. */
    static String escapeLineStart(String text) {
        String t = escape(text);
        if (!t.isEmpty() && "*#:;={|!".indexOf(t.charAt(0)) >= 0 || t.startsWith("----") || t.startsWith(" ")) {
            return "<nowiki>" + t.charAt(0) + "</nowiki>" + t.substring(1);
        }
        return t;
    }
}
