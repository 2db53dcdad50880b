package ringside.report;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import ringside.bench.Benchmarks;
import ringside.parameters.Parameter;
import ringside.statistics.ForkSamples;
import ringside.statistics.Modes;
import ringside.workload.Workload;

/**
 * One JMH result of one framework variant on one workload, as recorded in a JMH JSON file: the mean over every
 * measured iteration of every fork, its 99.9% error, and each fork's own mean (the spread a reader should see);
 * the messages one op sent, as the benchmark recorded them (NaN in a file stored before benchmarks recorded them);
 * and the bytes allocated per op by every thread of the fork (JMH's GC profiler), NaN where not measured; and
 * every measured iteration, fork by fork ({@code samples}), which the error and the modes rest on.
 * The error is the wider of JMH's and the interval over fork means ({@link ForkSamples#halfWidth()}).
 */
public record Measurement(String framework, String variant, Workload workload, int parallelism, String cpuSet,
        Map<String, String> sizes, double score, double error, String unit, List<Double> forkScores,
        int iterationsPerFork, String jvmArgs, String jdk, double messagesPerOp, double allocatedBytesPerOp,
        ForkSamples samples) {

    /**
     * The baseline every other variant is compared with, by its label: the JVM's platform threads (a reference's
     * threads variant, C++'s, is not it).
     */
    public static final String BASELINE = "loom/threads";

    /**
     * Mean time per message in nanoseconds (the op's time divided by the messages it sends); NaN where the messages
     * were not recorded.
     */
    public double nsPerMessage() {
        return score * nanosPerUnit(unit) / messagesPerOp();
    }

    /** Bytes allocated per message (the op's allocation divided by the messages it sends); NaN if not measured. */
    public double bytesPerMessage() {
        return allocatedBytesPerOp / messagesPerOp();
    }

    /** False for a result from a file stored before the benchmarks recorded their messages per op. */
    public boolean messagesRecorded() {
        return !Double.isNaN(messagesPerOp);
    }

    /** The stack depth its workers received at (ring, pingpong); 0 where the result has none (depth 0 or no depth). */
    public int stackDepth() {
        return Integer.parseInt(sizes.getOrDefault(Parameter.stackDepth.name(), "0"));
    }

    /** What ran, as tables and charts name it: "ring", or "ring, stackDepth 64" for a deeper run. */
    public String benchmark() {
        return Benchmarks.name(workload, stackDepth());
    }

    /** Where its JVMs settled: one mode, several, or too few forks to tell. */
    public Modes modes() {
        return Modes.of(samples);
    }

    /** "akka/typed": how reports name a result. */
    public String label() {
        return framework + "/" + variant;
    }

    /** The score in nanoseconds per op, whatever unit JMH used. */
    public double scoreNanos() {
        return score * nanosPerUnit(unit);
    }

    public double errorNanos() {
        return error * nanosPerUnit(unit);
    }

    /** The error as a share of the score (NaN without an error estimate). */
    public double relativeError() {
        return error / score;
    }

    /**
     * True when this result is faster than other beyond both error bars: its upper bound below other's lower bound,
     * and no mode of either (where its JVMs settle in several) within the other's interval: a JVM that sometimes
     * settles as fast as its neighbour does not lead it. Without an error estimate on either side, nothing is
     * established.
     */
    public boolean fasterBeyondErrors(Measurement other) {
        return intervalBelow(other) && modeWithin(other).isEmpty() && other.modeWithin(this).isEmpty();
    }

    /** Its interval wholly below other's, whatever the modes; false without an error estimate on either side. */
    public boolean intervalBelow(Measurement other) {
        return !Double.isNaN(error) && !Double.isNaN(other.error)
                && scoreNanos() + errorNanos() < other.scoreNanos() - other.errorNanos();
    }

    /**
     * The first of this result's modes whose mean lies within other's interval, when this result's JVMs settle in
     * several modes; empty otherwise (one mode, too few forks to tell, or no error estimate for other).
     */
    public Optional<Modes.Mode> modeWithin(Measurement other) {
        Modes modes = modes();
        if (!modes.several() || Double.isNaN(other.error)) {
            return Optional.empty();
        }
        double scale = nanosPerUnit(unit);
        return modes.modes().stream().filter(mode -> Math.abs(mode.mean() * scale - other.scoreNanos())
                <= other.errorNanos()).findFirst();
    }

    /** True when other ran the same workload and sizes on the same CPUs: only such results are compared. */
    public boolean comparableWith(Measurement other) {
        return workload == other.workload && parallelism == other.parallelism && cpuSet.equals(other.cpuSet)
                && sizes.equals(other.sizes);
    }

    static double nanosPerUnit(String unit) {
        return switch (unit) {
            case "s/op" -> 1e9;
            case "ms/op" -> 1e6;
            case "us/op" -> 1e3;
            case "ns/op" -> 1;
            default -> throw new IllegalArgumentException("unexpected JMH score unit " + unit + " (expected s|ms|us|ns/op)");
        };
    }
}
