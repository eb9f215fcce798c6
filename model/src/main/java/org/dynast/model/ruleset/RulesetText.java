package org.dynast.model.ruleset;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.dynast.model.InputText;

/**
 * A ruleset file's bytes as text, read the one way the console and the command line both read it:
 * UTF-8 (with or without a byte order mark), UTF-16 little- or big-endian with a byte order mark, and
 * UTF-16 without a byte order mark when every other byte is zero (as in a text of Latin letters), with a warning,
 * UTF-8 with a few bytes that are not UTF-8 as UTF-8, those bytes replaced and their places said, and anything else
 * as Windows-1252 (the encoding of a text saved from an older Windows editor), with a warning that says so and where
 * the first byte that is not UTF-8 is. The byte order mark is not part
 * of the text. A file that is not text at all (a picture, an archive: many control characters) is refused by
 * {@link #read} and {@link #decodeText}.
 *
 * @param text    the decoded text, without a byte order mark
 * @param warning what the reader should know about how it was read, if anything
 */
public record RulesetText(String text, Optional<String> warning) {

    /** The largest ruleset file read: a ruleset text is far smaller. */
    public static final long MAX_BYTES = 5L * 1024 * 1024;

    public static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
    /** The bad bytes a UTF-8 text may have and still be read as UTF-8 (with more UTF-8 characters, a tenth of those). */
    static final int MAX_BAD_UTF8 = 8;

    public RulesetText {
        warning = warning == null ? Optional.empty() : warning;
    }

    /**
     * Reads a ruleset file.
     *
     * @throws IllegalArgumentException if the file is larger than {@link #MAX_BYTES}, saying so
     */
    public static RulesetText read(Path file) throws IOException {
        long size = Files.size(file);
        if (size > MAX_BYTES) {
            throw new IllegalArgumentException(file.getFileName() + " is " + (size / (1024 * 1024)) + " MB: a ruleset "
                    + "text is far smaller (at most " + (MAX_BYTES / (1024 * 1024)) + " MB is read).");
        }
        return decodeText(Files.readAllBytes(file), String.valueOf(file.getFileName()));
    }

    /**
     * Decodes a ruleset file's bytes as {@link #decode} does, and refuses bytes that are not text at all.
     *
     * @param name the file's name, for the message
     * @throws IllegalArgumentException if more than one character in a hundred (or any NUL) is a control character
     *                                  no text has, saying so and where the first one is
     */
    public static RulesetText decodeText(byte[] bytes, String name) {
        RulesetText text = decode(bytes);
        String t = text.text();
        int controls = 0;
        int first = -1;
        boolean nul = false;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean control = (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') || c == 0x7F
                    || (c >= 0x80 && c <= 0x9F) || c == '\uFFFD';
            if (control) {
                controls++;
                nul |= c == 0;
                first = first < 0 ? i : first;
            }
        }
        if (nul || (controls >= 3 && controls * 100L > t.length())) {
            int line = 1;
            for (int i = 0; i < first; i++) {
                if (t.charAt(i) == '\n') {
                    line++;
                }
            }
            throw new IllegalArgumentException(name + " is not a text file: " + controls + " of its " + t.length()
                    + " characters are control characters no ruleset text has (the first on line " + line + ")");
        }
        boolean windows1252 = text.warning().filter(w -> w.startsWith("not UTF-8: read as Windows-1252")).isPresent();
        boolean replaced = text.warning().filter(w -> w.startsWith("UTF-8 with ")).isPresent();
        if (windows1252 || replaced) {
            // issue 33: "16 random bytes are accepted as a ruleset". A text saved as Windows-1252, or a UTF-8 text with
            // a few damaged bytes, has no control characters at all; one saved as Windows-1252 is mostly ASCII (its
            // accents and curly quotes are the few bytes above 0x7F)
            long c0 = t.chars().filter(c -> c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' || c == 0x7F)
                    .count();
            long ascii = t.chars().filter(c -> c >= 0x20 && c < 0x7F || c == '\t' || c == '\n' || c == '\r').count();
            // the Latin-1 signs that no ruleset's prose holds more than once in a while (¦ ¯ ± ² ³ ´ ¶ ¸ ¹ º ¼ ¾ ¿ × ÷ …)
            long odd = t.chars().filter(c -> c >= 0xA1 && c <= 0xBF && "\u00ab\u00bb\u00b0\u00a3\u00a7\u00a9\u00ae\u00b7\u00bd"
                    .indexOf(c) < 0 || c == 0xD7 || c == 0xF7).count();
            if (c0 > 0 || windows1252 && (t.length() >= 8 && ascii * 3 < t.length() * 2L || odd * 50 > t.length())) {
                throw new IllegalArgumentException(name + " is not a text file: it is not UTF-8, and " + (c0 > 0 ? c0
                        + " of its " + t.length() + " characters are control characters no text has" : "read as "
                        + "Windows-1252 only " + ascii + " of its " + t.length() + " characters are plain text, and "
                        + odd + " are signs such as \u00b1 \u00b2 \u00bf that prose seldom has"));
            }
        }
        return text;
    }

    /** Decodes a ruleset file's bytes; never fails. */
    public static RulesetText decode(byte[] bytes) {
        if (starts(bytes, 0xEF, 0xBB, 0xBF)) {
            return utf8OrWindows1252(bytes, 3);
        }
        if (starts(bytes, 0xFF, 0xFE)) {
            return utf16(bytes, StandardCharsets.UTF_16LE, "UTF-16 LE");
        }
        if (starts(bytes, 0xFE, 0xFF)) {
            return utf16(bytes, StandardCharsets.UTF_16BE, "UTF-16 BE");
        }
        Charset utf16 = utf16WithoutMark(bytes);
        if (utf16 != null) {
            String name = utf16 == StandardCharsets.UTF_16LE ? "UTF-16 LE" : "UTF-16 BE";
            return new RulesetText(new String(bytes, utf16), Optional.of("no byte order mark, but every other byte "
                    + "is zero: read as " + name));
        }
        return utf8OrWindows1252(bytes, 0);
    }

    /**
     * UTF-8 if it is; UTF-8 with its few bad bytes replaced (U+FFFD) and their places said, when the text holds
     * UTF-8's own characters and only a few bytes that are not (issue 33: a UTF-8 ruleset with one or two bad bytes
     * was read as Windows-1252, turning its 345 quotes and dashes into "â€" sequences); else Windows-1252, the
     * encoding of a text saved from an older Windows editor, with a warning.
     */
    private static RulesetText utf8OrWindows1252(byte[] bytes, int from) {
        int first = InputText.firstBad(bytes, from); // UTF-8 as InputText reads it: the one strict decoder
        if (first < 0) {
            return new RulesetText(new String(bytes, from, bytes.length - from, StandardCharsets.UTF_8),
                    Optional.empty());
        }
        byte[] body = from == 0 ? bytes : Arrays.copyOfRange(bytes, from, bytes.length);
        InputText.Lenient lenient = InputText.utf8Replacing(body);
        long multibyte = lenient.text().chars().filter(c -> c >= 0x80 && c != 0xFFFD).count();
        List<InputText.BadByte> bad = lenient.bad();
        // a few: at most one byte in a hundred, and no more than MAX_BAD_UTF8 or a tenth of its UTF-8 characters
        if (multibyte > 0 && bad.size() <= Math.max(MAX_BAD_UTF8, multibyte / 10)
                && bad.size() * 100L <= lenient.text().length()) {
            return new RulesetText(lenient.text(), Optional.of("UTF-8 with " + bad.size() + " byte"
                    + (bad.size() == 1 ? "" : "s") + " that " + (bad.size() == 1 ? "is" : "are") + " not UTF-8, "
                    + "each shown as \uFFFD (" + places(bad) + ")"));
        }
        String text = new String(bytes, from, bytes.length - from, WINDOWS_1252);
        return new RulesetText(text, Optional.of("not UTF-8: read as Windows-1252 (line "
                + lineOf(bytes, from, first) + " has the byte 0x" + String.format("%02X", bytes[first] & 0xFF)
                + ", which UTF-8 cannot start or continue there)"));
    }

    /** "line 3, byte 0x92; line 9, byte 0xE9" (the first five), counting lines of the whole file. */
    private static String places(List<InputText.BadByte> bad) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < Math.min(5, bad.size()); i++) {
            InputText.BadByte b = bad.get(i);
            out.append(i == 0 ? "" : "; ").append("line ").append(b.line()).append(", byte ").append(b.hex());
        }
        return out.append(bad.size() > 5 ? "; …" : "").toString();
    }

    private static RulesetText utf16(byte[] bytes, Charset charset, String name) {
        ByteBuffer in = ByteBuffer.wrap(bytes, 2, bytes.length - 2);
        try {
            return new RulesetText(strict(charset).decode(in).toString(), Optional.empty());
        } catch (CharacterCodingException e) {
            String text = new String(bytes, 2, bytes.length - 2, charset);
            return new RulesetText(text, Optional.of("marked " + name + " but not valid " + name + " (an odd number of "
                    + "bytes, or half of a character pair): what could not be read is shown as \uFFFD"));
        }
    }

    /**
     * UTF-16 LE or BE if the bytes look like UTF-16 text without a byte order mark: an even count, and in the first
     * 4,096 bytes at least a third of one side's bytes are zero and none of the other's.
     */
    private static Charset utf16WithoutMark(byte[] bytes) {
        if (bytes.length < 4 || bytes.length % 2 != 0) {
            return null;
        }
        int n = Math.min(bytes.length, 4096);
        int evenZeros = 0;
        int oddZeros = 0;
        for (int i = 0; i < n; i++) {
            if (bytes[i] == 0) {
                if (i % 2 == 0) {
                    evenZeros++;
                } else {
                    oddZeros++;
                }
            }
        }
        int pairs = n / 2;
        if (oddZeros * 3 >= pairs && evenZeros == 0) {
            return StandardCharsets.UTF_16LE;
        }
        if (evenZeros * 3 >= pairs && oddZeros == 0) {
            return StandardCharsets.UTF_16BE;
        }
        return null;
    }

    private static CharsetDecoder strict(Charset charset) {
        return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    private static boolean starts(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static int lineOf(byte[] bytes, int from, int at) {
        int line = 1;
        for (int i = from; i < at; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }
}
