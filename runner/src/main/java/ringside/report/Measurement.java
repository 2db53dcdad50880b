package ringside.report;

import java.util.List;
import java.util.Map;
import ringside.declaration.Declarations;
import ringside.parameters.Parameter;
import ringside.statistics.Estimate;
import ringside.statistics.ForkSamples;
import ringside.statistics.MeanRatio;
import ringside.statistics.Modes;
import ringside.workload.Workload;

/**
 * One JMH result of one framework variant on one workload, as recorded in a JMH JSON file: the mean over every
 * measured iteration of every fork, its error at {@link ForkSamples#LEVEL}, and each fork's own mean (the spread a
 * reader should see);
 * the messages one op sent, as the benchmark recorded them (NaN in a file stored before benchmarks recorded them);
 * and the bytes allocated per op by every thread of the fork (JMH's GC profiler), NaN where not measured; and
 * every measured iteration, fork by fork ({@code samples}), which the error and the modes rest on.
 * The error is the interval over fork means ({@link ForkSamples#halfWidth()}).
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
        return Declarations.name(workload, stackDepth());
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
     * True when this result is faster than other, decided at {@link ForkSamples#LEVEL}: the interval of other's mean
     * over this one's lies wholly above 1. Where either settles in several modes, every mode of this one must be faster
     * than every mode of other: a JVM that sometimes settles as fast as its neighbour does not lead it. Without an
     * interval on either side, or with one fork on either side (how JVMs differ is then unknown), nothing is decided.
     */
    public boolean decidedlyFaster(Measurement other) {
        if (!samples.acrossJvms() || !other.samples.acrossJvms()) {
            return false;
        }
        for (Estimate mine : settlings()) {
            for (Estimate theirs : other.settlings()) {
                if (!MeanRatio.of(mine, theirs).above1()) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Other's mean over this one's, with its interval (each over its fork means, modes aside), whatever the units. */
    public MeanRatio ratioTo(Measurement other) {
        return MeanRatio.of(samples.estimate().scaled(nanosPerUnit(unit)),
                other.samples.estimate().scaled(nanosPerUnit(other.unit)));
    }

    /** Its fastest mode's mean in nanoseconds per op (its score where it has one mode): how places order it. */
    double fastestSettlingNanos() {
        return settlings().stream().mapToDouble(Estimate::mean).min().orElseThrow();
    }

    /**
     * What its JVMs settle at, in nanoseconds per op: each mode's estimate where there are several, otherwise the
     * result's own.
     */
    List<Estimate> settlings() {
        Modes modes = modes();
        double scale = nanosPerUnit(unit);
        return (modes.several() ? modes.modes().stream().map(Modes.Mode::estimate).toList()
                : List.of(samples.estimate())).stream().map(e -> e.scaled(scale)).toList();
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
