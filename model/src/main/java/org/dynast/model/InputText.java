package org.dynast.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The one way every reader of outside input turns a file's bytes into text (issue 33, "Every reader of outside input
 * … reads UTF-8 strictly with the place of the first bad byte"): UTF-8, a byte order mark allowed and dropped; a byte
 * that is not UTF-8, a NUL (no text file has one; UTF-16 text has one in every other byte) or a UTF-16 byte order
 * mark is refused with its line and byte. A file is read only when it is a regular file no larger than the reader's
 * limit (a device such as {@code /dev/zero} never ends), and is refused naming the limit otherwise.
 *
 * <p>The decoding is one linear pass over the bytes, written out here rather than through a {@code CharsetDecoder}
 * so that the place of the first bad byte comes with the refusal and the lenient reading of a ruleset
 * ({@link #utf8Replacing}) shares the same rule of what UTF-8 is.
 */
public final class InputText {

    private InputText() {
    }

    /** A refusal of outside input: where (a line and byte, a file) and why, in plain words. */
    public static final class Refused extends IllegalArgumentException {
        private final String where;
        private final String why;

        public Refused(String where, String why) {
            super(where == null || where.isEmpty() ? why : where + ": " + why, null);
            this.where = where == null ? "" : where;
            this.why = why;
        }

        /** Where in the input, e.g. "line 3 (byte 41)"; empty for the whole file. */
        public String where() {
            return where;
        }

        /** Why, in plain words. */
        public String why() {
            return why;
        }
    }

    /** A byte that is not UTF-8: its offset from the start of the file (0-based), its line (1-based) and value. */
    public record BadByte(int offset, int line, int value) {
        /** "line 3 (byte 41)": the byte counted from 1, as an editor's status bar does. */
        public String where() {
            return "line " + line + " (byte " + (offset + 1) + ")";
        }

        /** "0xC3". */
        public String hex() {
            return String.format(Locale.ROOT, "0x%02X", value);
        }
    }

    /** Text decoded leniently: the text, and the bytes that were not UTF-8 (each became U+FFFD). */
    public record Lenient(String text, List<BadByte> bad, boolean byteOrderMark) {
        public Lenient {
            bad = List.copyOf(bad);
        }
    }

    /**
     * The bytes as UTF-8 text, without a byte order mark.
     *
     * @param what what the input should be, for the message ("a Bout setup file", "a comment thread")
     * @throws Refused at the first byte that is not UTF-8, a NUL, or a UTF-16 byte order mark, saying where
     */
    public static String utf8(byte[] bytes, String what) {
        if (bytes.length >= 2 && ((bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE
                || (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF)) {
            throw new Refused("line 1 (byte 1)", "this is UTF-16 text (it starts with a UTF-16 byte order mark); "
                    + what + " is read as UTF-8: save it as UTF-8");
        }
        int from = bom(bytes) ? 3 : 0;
        int nul = -1;
        for (int i = from; i < bytes.length && nul < 0; i++) {
            nul = bytes[i] == 0 ? i : -1;
        }
        if (nul >= 0 && utf16Like(bytes)) {
            throw new Refused(badByte(bytes, nul).where(), "a NUL byte (0x00), and every other byte is zero, as in "
                    + "UTF-16 text; " + what + " is read as UTF-8: save it as UTF-8");
        }
        int bad = firstBad(bytes, from);
        if (bad >= 0 && (nul < 0 || bad < nul)) {
            BadByte b = badByte(bytes, bad);
            throw new Refused(b.where(), "the byte " + b.hex() + " is not UTF-8 text; " + what + " is read as UTF-8 "
                    + "(was it saved in another encoding?)");
        }
        if (nul >= 0) {
            throw new Refused(badByte(bytes, nul).where(), "a NUL byte (0x00), which no text has; " + what
                    + " is UTF-8 text");
        }
        return new String(bytes, from, bytes.length - from, StandardCharsets.UTF_8);
    }

    /**
     * The bytes as UTF-8 text, a byte order mark dropped, each byte that is not UTF-8 replaced by U+FFFD and listed
     * with its place: the good text is kept as it is.
     */
    public static Lenient utf8Replacing(byte[] bytes) {
        int from = bom(bytes) ? 3 : 0;
        List<BadByte> bad = new ArrayList<>();
        StringBuilder out = new StringBuilder(bytes.length);
        int line = 1;
        int i = from;
        while (i < bytes.length) {
            int n = sequence(bytes, i);
            if (n < 0) {
                bad.add(new BadByte(i, line, bytes[i] & 0xFF));
                out.append('\uFFFD');
                i++;
                continue;
            }
            if (bytes[i] == '\n') {
                line++;
            }
            out.append(new String(bytes, i, n, StandardCharsets.UTF_8));
            i += n;
        }
        return new Lenient(out.toString(), bad, from == 3);
    }

    /** The offset of the first byte from {@code from} that is not UTF-8, or -1 if every byte is. One pass. */
    public static int firstBad(byte[] bytes, int from) {
        int i = from;
        while (i < bytes.length) {
            int n = sequence(bytes, i);
            if (n < 0) {
                return i;
            }
            i += n;
        }
        return -1;
    }

    /** The line and value of the byte at {@code offset}. */
    public static BadByte badByte(byte[] bytes, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return new BadByte(offset, line, bytes[offset] & 0xFF);
    }

    /**
     * The length of the well-formed UTF-8 sequence at {@code i} (1 to 4), or -1 if the byte there does not start one
     * (Unicode's Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
     */
    private static int sequence(byte[] b, int i) {
        int c = b[i] & 0xFF;
        if (c < 0x80) {
            return 1;
        }
        int n;
        int lo = 0x80;
        int hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            n = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            n = 3;
            lo = c == 0xE0 ? 0xA0 : 0x80;
            hi = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 4;
            lo = c == 0xF0 ? 0x90 : 0x80;
            hi = c == 0xF4 ? 0x8F : 0xBF;
        } else {
            return -1;
        }
        if (i + n > b.length) {
            return -1;
        }
        int second = b[i + 1] & 0xFF;
        if (second < lo || second > hi) {
            return -1;
        }
        for (int k = 2; k < n; k++) {
            if ((b[i + k] & 0xC0) != 0x80) {
                return -1;
            }
        }
        return n;
    }

    private static boolean bom(byte[] bytes) {
        return bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF;
    }

    private static boolean utf16Like(byte[] bytes) {
        int n = Math.min(bytes.length, 4096) & ~1;
        if (n < 4) {
            return false;
        }
        int even = 0;
        int odd = 0;
        for (int i = 0; i < n; i++) {
            if (bytes[i] == 0) {
                if (i % 2 == 0) {
                    even++;
                } else {
                    odd++;
                }
            }
        }
        return (odd * 3 >= n / 2 && even == 0) || (even * 3 >= n / 2 && odd == 0);
    }

    /**
     * A file's bytes, if it is a regular file of at most {@code maxBytes}; read no further than that, so a file that
     * grows while it is read is refused too.
     *
     * @param what what the file should be, for the message
     * @throws Refused if it is not a regular file (a folder, a device) or is larger than the limit, naming it
     * @throws NoSuchFileException if there is no such file
     */
    public static byte[] read(Path file, long maxBytes, String what) throws IOException {
        if (Files.notExists(file, LinkOption.NOFOLLOW_LINKS) && Files.notExists(file)) {
            throw new NoSuchFileException(file.toString());
        }
        if (!Files.isRegularFile(file)) {
            throw new Refused(String.valueOf(file.getFileName()), Files.isDirectory(file) ? "is a folder, not " + what
                    : "is not a regular file (a device or a pipe), so it is not " + what);
        }
        long size = Files.size(file);
        if (size > maxBytes) {
            throw new Refused(String.valueOf(file.getFileName()), tooLarge(size, maxBytes, what));
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
            if (bytes.length > maxBytes) {
                throw new Refused(String.valueOf(file.getFileName()), tooLarge(bytes.length, maxBytes, what));
            }
            return bytes;
        }
    }

    /** {@link #read} then {@link #utf8}; a bad byte is refused naming the file and where in it. */
    public static String readUtf8(Path file, long maxBytes, String what) throws IOException {
        byte[] bytes = read(file, maxBytes, what);
        try {
            return utf8(bytes, what);
        } catch (Refused r) {
            throw new Refused(file.getFileName() + ", " + r.where(), r.why());
        }
    }

    /** "is 6.1 MB: a Bout setup file is read up to 1 MB". */
    public static String tooLarge(long size, long maxBytes, String what) {
        return "is " + bytes(size) + ", more than " + what + " may be (at most " + bytes(maxBytes) + " is read)";
    }

    /** "1 MB", "512 KB", "300 bytes". */
    public static String bytes(long n) {
        if (n >= 1024 * 1024 && n % (1024 * 1024) == 0) {
            return Numbers.count(n / (1024 * 1024)) + " MB";
        }
        if (n >= 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f MB", n / (1024.0 * 1024));
        }
        if (n >= 1024) {
            return Numbers.count((n + 1023) / 1024) + " KB";
        }
        return Numbers.count(n) + " bytes";
    }

    /**
     * Refuses text longer than {@code maxChars}, naming the limit.
     *
     * @throws Refused if it is longer
     */
    public static void bound(String text, int maxChars, String what) {
        if (text != null && text.length() > maxChars) {
            throw new Refused("", what + " holds at most " + Numbers.count(maxChars) + " characters; this one holds "
                    + Numbers.count(text.length()));
        }
    }
}
