package ringside.http;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import ringside.bench.IterationResults;

/**
 * One httpThroughput op against a plaintext server, as the JVM's benchmark and the reference launcher run it: the
 * load generator closed loop for httpDuration seconds (the requests per second), and in a measured op then as long
 * at a fixed rate, httpLoadShare percent of the most this server's warm-up ops reached (the latency percentiles).
 * One instance per server (per trial or fork): it keeps that most. An op with any error or timeout fails.
 */
public final class HttpThroughputOp {
    private final HttpLoad load;
    private final int share;
    private final String what;
    private double warmUpMost;

    /**
     * @param share httpLoadShare, percent
     * @param what the server and connection count, for failures
     */
    public HttpThroughputOp(HttpLoad load, int share, String what) {
        this.load = load;
        this.share = share;
        this.what = what;
    }

    /**
     * Runs one op against the server at {@code port}. Its figures, by label, in the order the benchmark records them
     * as secondary results ({@link #unit}): the messages per op (the closed loop's good responses), requests per
     * second, and in a measured op the offered and achieved rates and the latency percentiles in microseconds.
     */
    public Map<String, Double> run(int port, boolean measured) throws IOException, InterruptedException {
        HttpLoadResult most = load.closedLoop(port).requireClean(what + ", closed loop");
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put(IterationResults.MESSAGES_PER_OP, (double) most.requests());
        figures.put(HttpThroughputBenchmark.REQUESTS_PER_SECOND, most.requestsPerSecond());
        if (!measured) {
            warmUpMost = Math.max(warmUpMost, most.requestsPerSecond());
            return figures;
        }
        double rate = fixedRate(warmUpMost > 0 ? warmUpMost : most.requestsPerSecond(), share);
        HttpLoadResult paced = load.fixedRate(port, rate).requireClean(what + ", at " + Math.round(rate)
                + " requests/s");
        figures.put(HttpThroughputBenchmark.OFFERED, rate);
        figures.put(HttpThroughputBenchmark.ACHIEVED, paced.requestsPerSecond());
        for (String percentile : HttpLoadResult.PERCENTILES) {
            figures.put(HttpThroughputBenchmark.PREFIX + percentile, paced.micros(percentile));
        }
        return figures;
    }

    /** The unit of a figure of {@link #run}, by its label. */
    public static String unit(String label) {
        return switch (label) {
            case IterationResults.MESSAGES_PER_OP -> IterationResults.MESSAGES_UNIT;
            case HttpThroughputBenchmark.REQUESTS_PER_SECOND, HttpThroughputBenchmark.OFFERED,
                    HttpThroughputBenchmark.ACHIEVED -> HttpThroughputBenchmark.PER_SECOND;
            default -> HttpThroughputBenchmark.MICROS;
        };
    }

    /** The latency measurement's rate: {@code share} percent of the most requests per second seen, at least 1. */
    static double fixedRate(double most, int share) {
        return Math.max(1, most * share / 100);
    }
}
