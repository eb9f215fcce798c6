package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The wording of earlier eras' core rules, as real pages quote it (test resources {@code eras/}, each file with its
 * source address on its first line): a test cites a sentence through {@link #quote}, which fails if the file does not
 * hold it.
 */
final class EraWording {

    private EraWording() {
    }

    /** {@code sentence}, checked to be in the fixture {@code file} (whitespace runs compared as one space). */
    static String quote(String file, String sentence) {
        String text = read(file);
        assertThat(text.lines().findFirst().orElse("")).as("the source address of " + file).startsWith("http");
        assertThat(squash(text)).as("the wording of " + file).contains(squash(sentence));
        return sentence;
    }

    /** {@code sentence}, checked to be in the shipped text of Ruleset {@code number} (model resources). */
    static String shipped(int number, String sentence) {
        String dir = "/org/dynast/model/";
        String name = switch (number) {
            case 168 -> "wizards/ruleset-168-wizards.txt";
            case 190 -> "factory/ruleset-190-factory.txt";
            case 205 -> "blogbots/ruleset-205-bots.txt";
            case 217 -> "districts/ruleset-217-districts.txt";
            default -> throw new AssertionError("No shipped Ruleset " + number);
        };
        try (InputStream in = EraWording.class.getResourceAsStream(dir + name)) {
            if (in == null) {
                throw new AssertionError("Missing " + dir + name);
            }
            assertThat(squash(new String(in.readAllBytes(), StandardCharsets.UTF_8))).as("Ruleset " + number)
                    .contains(squash(sentence));
            return sentence;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(String file) {
        String resource = "eras/" + file;
        try (InputStream in = EraWording.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new AssertionError("Missing fixture " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String squash(String s) {
        return s.replaceAll("\\s+", " ");
    }
}
