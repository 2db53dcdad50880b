package ringside.report;

import java.util.List;

/**
 * One httpThroughput result of one framework variant at one connection count: the most requests per second (closed
 * loop), then, at a fixed offered rate, the rate achieved and the latency percentiles from each request's intended
 * send time (microseconds), each the mean over every measured op of every fork with its 95% error.
 */
public record HttpThroughput(String framework, String variant, int parallelism, String cpuSet, String loadCpus,
        int connections, int share, Footprint.Figure requestsPerSecond, Footprint.Figure offered,
        Footprint.Figure achieved, List<Footprint.Figure> percentiles, int opsPerFork, String jdk) {
    /** The percentiles' names, in the order of {@link #percentiles}, as the generator and the table name them. */
    public static final List<String> PERCENTILES = Latency.PERCENTILES;

    public String label() {
        return framework + "/" + variant;
    }
}
