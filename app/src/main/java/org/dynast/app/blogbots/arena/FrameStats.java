package org.dynast.app.blogbots.arena;

import java.util.Arrays;
import java.util.Locale;

/** Frame intervals and paint times recorded while the viewer plays, for a measurement (no assertions). */
public final class FrameStats {

    private long[] intervals = new long[1024];
    private long[] paints = new long[1024];
    private int count;

    synchronized void record(long intervalNanos, long paintNanos) {
        if (count == intervals.length) {
            intervals = Arrays.copyOf(intervals, count * 2);
            paints = Arrays.copyOf(paints, count * 2);
        }
        intervals[count] = intervalNanos;
        paints[count] = paintNanos;
        count++;
    }

    public synchronized void reset() {
        count = 0;
    }

    public synchronized int count() {
        return count;
    }

    /** "N frames: interval mean/p50/p95/max ms (fps), paint mean/p95/max ms". */
    public synchronized String summary() {
        if (count == 0) {
            return "no frames recorded";
        }
        long[] i = Arrays.copyOf(intervals, count);
        long[] p = Arrays.copyOf(paints, count);
        Arrays.sort(i);
        Arrays.sort(p);
        double meanI = Arrays.stream(i).average().orElse(0) / 1e6;
        double meanP = Arrays.stream(p).average().orElse(0) / 1e6;
        return String.format(Locale.ROOT,
                "%d frames: interval mean %.2f ms (%.1f fps), p50 %.2f, p95 %.2f, max %.2f ms; "
                        + "advance+paint mean %.3f ms, p95 %.3f, max %.3f ms",
                count, meanI, 1000 / meanI, ms(i, 0.5), ms(i, 0.95), i[count - 1] / 1e6, meanP, ms(p, 0.95),
                p[count - 1] / 1e6);
    }

    private double ms(long[] sorted, double q) {
        return sorted[Math.min(count - 1, (int) Math.floor(q * count))] / 1e6;
    }
}
