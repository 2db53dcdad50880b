package ringside.workload;

import org.HdrHistogram.Histogram;

/**
 * What one latency op observed: how the requests were answered (for validation) and, per answered request, the time
 * from its intended send to its reply's arrival, in nanoseconds. achievedRate: replies per second from the start to
 * the last reply; it stays at the offered rate only while the server keeps up. lateness: per sent request, the
 * pacer's own delay from its intended send time to its actual send, in nanoseconds (a part of every latency).
 */
public record LatencyResult(int answered, long duplicated, long strays, int firstUnanswered, Histogram latencies,
        double achievedRate, Histogram lateness) {

    /** The latency at a percentile (50, 99.9, ...), in microseconds. */
    public double percentileMicros(double percentile) {
        return latencies.getValueAtPercentile(percentile) / 1e3;
    }

    public double maxMicros() {
        return latencies.getMaxValue() / 1e3;
    }

    /** The send lateness at a percentile (50, 99), in microseconds. */
    public double latenessMicros(double percentile) {
        return lateness.getValueAtPercentile(percentile) / 1e3;
    }
}
