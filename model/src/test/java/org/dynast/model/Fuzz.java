package org.dynast.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The fuzz properties' common judge. Each case of a parser's property goes through {@link #run}: the parser must answer
 * (a result, or a refusal that says where and why) and never hang. A case that takes longer than {@link #HANG} fails as
 * a hang; the time of every case is tallied, and {@link #report()} (called from each fuzz class's
 * {@code @AfterContainer}) appends per parser the cases, how many were accepted and refused, how many took over 2 s and
 * the slowest, to {@code target/fuzz-report.txt} and standard output. The figures are a record, not a timed assertion:
 * only a hang fails.
 *
 * <p>The normal build runs {@code jqwik.tries.default} (250) cases per property; {@code mvn -Pfuzz verify} runs 2,500.
 *
 * <p>The census (issue 33, "a fresh run of ≥ 300 generated inputs per reader … gives 0 crashes, 0 hangs over 10 s, 0
 * garbage — print the figures per reader"): with {@code -Ddynast.fuzz.census=true} no case fails its property; each is
 * tallied as accepted, refused in plain words saying where, a crash (anything thrown but a refusal), a refusal in raw
 * words (a Java or SQL text, no place), garbage accepted (accepted, then failing the reader's own check: it does not
 * show, replay, verify or round-trip) or a hang (no answer after 10 s), with the first example of each; the report
 * gives the figures per reader. jqwik draws every property's seed afresh on each run, so each census reads inputs no
 * earlier run read. {@code FuzzCensus} in the README gives the command.
 */
public final class Fuzz {

    /** Whether this run is the census: failures are tallied, not thrown (see the class comment). */
    public static final boolean CENSUS = Boolean.getBoolean("dynast.fuzz.census");
    /**
     * A parser that has not answered after this long is hung (ten times the 2 s the issue counts as slow); the census
     * counts a hang from 10 s, as the issue does.
     */
    public static final long HANG = CENSUS ? 10_000 : 20_000;
    private static final long SLOW = 2_000;
    private static final Map<String, Tally> TALLIES = new TreeMap<>();
    private static final ExecutorService WORKER = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "fuzz-case");
        t.setDaemon(true);
        return t;
    });

    /** What the parser did with one input. */
    public enum Outcome { ACCEPTED, REFUSED }

    private Fuzz() {
    }

    /**
     * Runs one case of {@code parser}: {@code body} returns what the parser did with the input, or throws (a crash:
     * the property fails with it). A case running past {@link #HANG} fails as a hang.
     */
    public static Outcome run(String parser, Callable<Outcome> body) {
        long start = System.nanoTime();
        Future<Outcome> future = WORKER.submit(body);
        Outcome outcome;
        try {
            outcome = future.get(HANG, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            if (CENSUS) {
                return census(parser, Failure.HANG, "no answer after " + HANG / 1000 + " s");
            }
            tally(parser).hangs++;
            return fail(parser + " hung: no answer after " + HANG / 1000 + " s");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (CENSUS) {
                return census(parser, Failure.of(cause), String.valueOf(cause).replaceAll("\\s+", " "));
            }
            tally(parser).crashes++;
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        synchronized (TALLIES) {
            Tally t = tally(parser);
            t.cases++;
            if (outcome == Outcome.ACCEPTED) {
                t.accepted++;
            } else {
                t.refused++;
            }
            if (ms > SLOW) {
                t.slow++;
            }
            t.slowest = Math.max(t.slowest, ms);
        }
        return outcome;
    }

    /** What went wrong with a case, for the census. */
    enum Failure {
        CRASH, RAW_REFUSAL, GARBAGE, HANG;

        /** An assertion of {@link #refused} is a refusal in raw words; any other assertion is garbage accepted. */
        static Failure of(Throwable thrown) {
            if (thrown instanceof AssertionError a) {
                return String.valueOf(a.getMessage()).startsWith("[refusal") ? RAW_REFUSAL : GARBAGE;
            }
            return CRASH;
        }
    }

    private static Outcome census(String parser, Failure failure, String example) {
        synchronized (TALLIES) {
            Tally t = tally(parser);
            t.cases++;
            switch (failure) {
                case CRASH -> t.crashes++;
                case RAW_REFUSAL -> t.rawRefusals++;
                case GARBAGE -> t.garbage++;
                case HANG -> t.hangs++;
            }
            t.examples.putIfAbsent(failure, example.length() > 300 ? example.substring(0, 300) + "…" : example);
        }
        return Outcome.REFUSED;
    }

    /**
     * Checks a refusal reads as a user's message: not blank, no Java exception or class name, no raw SQL, no stack
     * frame; and names where ({@code where} is a piece it must contain: a line, a field path, a file name).
     */
    public static Outcome refused(String message, String where) {
        // a refusal may quote the file (a replay names its generator "java.util.Random(…)"; a quoted "null"), but
        // never a Java class of an exception, a stack frame, the database's words or a null printed as a value
        assertThat(message).as("refusal").isNotBlank()
                .doesNotContain("Exception").doesNotContain("\tat ")
                .doesNotContainPattern("java\\.(lang|io|nio|sql|util\\.(?!Random\\(splitmix64))[A-Za-z.]*")
                .doesNotContain("SQL").doesNotContainPattern("(?<![\"\\w])null(?![\"\\w])");
        if (where != null) {
            assertThat(message).as("refusal says where").contains(where);
        }
        return Outcome.REFUSED;
    }

    /** Appends the tallies so far to {@code target/fuzz-report.txt} and prints them. */
    public static void report() {
        StringBuilder out = new StringBuilder();
        synchronized (TALLIES) {
            TALLIES.forEach((parser, t) -> {
                out.append(String.format("fuzz %-28s %6d cases: %6d accepted, %6d refused with a located error, "
                        + "%d crashes, %d hangs (no answer after %d s), %d garbage accepted, %d refusals in raw words, "
                        + "%d over 2 s, slowest %d ms%s%n", parser, t.cases, t.accepted, t.refused, t.crashes, t.hangs,
                        HANG / 1000, t.garbage, t.rawRefusals, t.slow, t.slowest, CENSUS ? " (census)" : ""));
                t.examples.forEach((kind, example) -> out.append(String.format("     first %s: %s%n", kind, example)));
            });
            TALLIES.clear();
        }
        System.out.print(out);
        try {
            Path report = Path.of("target", "fuzz-report.txt");
            Files.createDirectories(report.getParent());
            Files.writeString(report, out, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Tally tally(String parser) {
        synchronized (TALLIES) {
            return TALLIES.computeIfAbsent(parser, p -> new Tally());
        }
    }

    private static final class Tally {
        long cases;
        long accepted;
        long refused;
        long crashes;
        long hangs;
        long slow;
        long slowest;
        long garbage;
        long rawRefusals;
        final Map<Failure, String> examples = new EnumMap<>(Failure.class);
    }
}
