package ringside.report;

import java.util.List;

/**
 * One latency result of one framework variant at one offered rate: the percentiles of the time from each request's
 * intended send to its reply (microseconds), the achieved rate, and the pacer's own send lateness (p50, p99) in the
 * same ops, each the mean over every measured op of every fork with its 95% error (JMH's, from the benchmark's
 * secondary results); and which pacer sent the requests (parking or precise).
 */
public record Latency(String framework, String variant, int parallelism, String cpuSet, int rate, int duration,
        List<Footprint.Figure> percentiles, Footprint.Figure achieved, Footprint.Figure latenessP50,
        Footprint.Figure latenessP99, String pacer, int opsPerFork, String jdk) {
    /** The percentiles' names, in the order of {@link #percentiles}, as the table, chart and results.csv name them. */
    public static final List<String> PERCENTILES = List.of("p50", "p90", "p99", "p99.9", "max");
    /** A variant keeps up with a rate when the lower bound of its achieved rate reaches this share of it. */
    public static final double KEEPS_UP = 0.95;

    public String label() {
        return framework + "/" + variant;
    }

    public Footprint.Figure p99() {
        return percentiles.get(PERCENTILES.indexOf("p99"));
    }

    /**
     * The achieved rate's lower bound (mean minus its 95% error) stays within 5% of the offered rate. Without an
     * error (a single op) the bound is unknown, and the variant is not said to keep up.
     */
    public boolean keepsUp() {
        return achieved.mean() - achieved.error() >= KEEPS_UP * rate;
    }
}
