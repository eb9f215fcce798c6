package org.dynast.model.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.dynast.model.Numbers;

/**
 * The seal of a dynasty file a console closed cleanly ({@code game.mv.db.sha256} beside {@code game.mv.db}): its size,
 * the time it was last written, and the SHA-256 of its bytes. H2 checks where a page is, not what it holds, so bytes
 * flipped inside a page (a failing disk, a bad copy) are read as other values (issue 33, "20 flipped bytes"); the seal
 * tells such a file from one that is whole before anything reads it.
 *
 * <p>The file is checked against its seal only while its size and time are the ones sealed: a file changed by anything
 * else (another Dynast, a tool, a sync) is not called damaged, only left unchecked. A console opening the file to write
 * removes the seal first, and writes a new one once it has closed the file, so a console killed meanwhile leaves none.
 */
final class Seal {

    /** The seal's name beside the file: the file's own name with this appended. */
    static final String SUFFIX = ".sha256";
    private static final String HEADING = "# Dynast: the dynasty file beside this one, as its console closed it";

    private Seal() {
    }

    static Path of(Path data) {
        return data.resolveSibling(data.getFileName() + SUFFIX);
    }

    /** What a file's seal says of it. */
    enum State {
        /** Sealed, and its bytes are the ones sealed. */
        WHOLE,
        /** Sealed, its size and time the ones sealed, but its bytes are not. */
        BROKEN,
        /** No seal (its console was killed, or an older Dynast wrote it), or changed since by something else. */
        UNSEALED
    }

    /** The seal's verdict on {@code data}, and why when it is {@link State#BROKEN}. */
    record Verdict(State state, String why) {
    }

    /**
     * Why {@code data} is not the file its seal describes (its bytes differ though its size and time are the ones
     * sealed); empty if it is, if it has no seal, or if it was changed since by something other than Dynast.
     */
    static Optional<String> broken(Path data) {
        Verdict verdict = check(data);
        return verdict.state() == State.BROKEN ? Optional.of(verdict.why()) : Optional.empty();
    }

    /** Checks {@code data} against its seal. */
    static Verdict check(Path data) {
        Verdict unsealed = new Verdict(State.UNSEALED, null);
        Path seal = of(data);
        try {
            if (!Files.isRegularFile(seal) || Files.size(seal) > 4096 || !Files.isRegularFile(data)) {
                return unsealed;
            }
            String size = null;
            String modified = null;
            String digest = null;
            for (String line : Files.readAllLines(seal, StandardCharsets.UTF_8)) {
                String[] parts = line.strip().split(" ", 2);
                if (parts.length == 2) {
                    switch (parts[0]) {
                        case "size" -> size = parts[1];
                        case "modified" -> modified = parts[1];
                        case "sha256" -> digest = parts[1];
                        default -> { }
                    }
                }
            }
            if (size == null || modified == null || digest == null
                    || !size.equals(Long.toString(Files.size(data)))
                    || !modified.equals(Files.getLastModifiedTime(data).toInstant().toString())) {
                return unsealed;
            }
            if (digest.equalsIgnoreCase(sha256(data))) {
                return new Verdict(State.WHOLE, null);
            }
            return new Verdict(State.BROKEN, "its bytes are not those its console left when it closed it, though its "
                    + "size (" + Numbers.count(Files.size(data)) + " bytes) and time are");
        } catch (IOException | RuntimeException e) {
            return unsealed; // an unreadable seal checks nothing
        }
    }

    /** Seals the closed file {@code data}; a seal that cannot be written is no failure (the file is only unchecked). */
    static void write(Path data) {
        Path seal = of(data);
        Path partial = seal.resolveSibling(seal.getFileName() + ".part");
        try {
            long size = Files.size(data);
            Instant modified = Files.getLastModifiedTime(data).toInstant();
            String digest = sha256(data);
            Files.write(partial, List.of(HEADING, "size " + size, "modified " + modified, "sha256 " + digest),
                    StandardCharsets.UTF_8);
            if (Files.size(data) != size || !Files.getLastModifiedTime(data).equals(FileTime.from(modified))) {
                Files.deleteIfExists(partial); // written meanwhile: left unchecked
                return;
            }
            Files.move(partial, seal, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            remove(data);
            try {
                Files.deleteIfExists(partial);
            } catch (IOException ignored) {
                // left unchecked
            }
        }
    }

    /** Removes the seal (the file is about to change, or was replaced); true unless it is there and stays. */
    static boolean remove(Path data) {
        try {
            Files.deleteIfExists(of(data));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** Moves the seal of {@code from} (a file just moved to {@code to}) beside {@code to}, or removes it. */
    static void move(Path from, Path to) {
        try {
            if (Files.isRegularFile(of(from))) {
                Files.move(of(from), of(to), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (IOException e) {
            remove(from);
            remove(to);
        }
    }

    static String sha256(Path file) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
