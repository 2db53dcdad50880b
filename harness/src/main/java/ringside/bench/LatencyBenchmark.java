package ringside.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import ringside.workload.LatencyResult;
import ringside.workload.LatencyWorkload;
import ringside.workload.Pacer;

/**
 * Request-reply latency at one offered rate (a JMH parameter: one benchmark, and so its own forks, per rate). One op
 * = latencyDuration seconds of requests sent on schedule by the benchmark thread ({@link Pacer}, the one the pacer
 * parameter chose, itself a JMH parameter so the results name it) to the variant's server, every reply awaited and
 * validated. The result is not the op's time but the latency percentiles from each request's intended send time, the
 * achieved rate, and the pacer's own send lateness (p50, p99) in that same op, recorded as JMH secondary results
 * ({@link IterationResults}), in every iteration, so JMH's average and error over iterations and forks are right.
 * SingleShotTime: each iteration is exactly one op; the warm-up ops are the same paced runs.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = LatencyBenchmark.WARM_UP_OPS)
@Measurement(iterations = LatencyBenchmark.MEASURED_OPS)
@State(Scope.Benchmark)
public class LatencyBenchmark {
    /** Ops per fork, fixed like footprint's: each op is latencyDuration seconds, not an iteration time. */
    public static final int WARM_UP_OPS = 2;
    public static final int MEASURED_OPS = 3;
    /**
     * The secondary results' labels, as the report reads them, and their units: after the prefix (remote's has its
     * own), the percentiles p50, p90, p99, p99.9 and max, the achieved rate, and the send lateness's p50 and p99.
     */
    public static final String PREFIX = "latency.";
    public static final String ACHIEVED = "achieved";
    public static final String LATENESS_P50 = "lateness.p50";
    public static final String LATENESS_P99 = "lateness.p99";
    public static final String MICROS = "us";
    public static final String PER_SECOND = "req/s";

    @Param("10000")
    public int latencyRate;

    @Param("5")
    public int latencyDuration;

    /** The pacer's public name, set by the launcher from the pacer parameter, auto already resolved. */
    @Param("auto")
    public String pacer;

    private LatencyWorkload workload;
    private Pacer chosen;

    @Setup(Level.Trial)
    public void define() {
        workload = LatencyWorkload.ofSeconds(latencyRate, latencyDuration);
        chosen = Pacer.named(pacer);
    }

    @Benchmark
    public LatencyResult latency(RunningVariant v) {
        IterationResults.messagesPerOp(workload.messagesPerOp());
        return record(PREFIX, v.latency(workload, chosen));
    }

    /** Records a result's figures under {@code prefix}: latency's own, and remote request-reply's. */
    public static LatencyResult record(String prefix, LatencyResult result) {
        IterationResults.record(prefix + "p50", result.percentileMicros(50), MICROS);
        IterationResults.record(prefix + "p90", result.percentileMicros(90), MICROS);
        IterationResults.record(prefix + "p99", result.percentileMicros(99), MICROS);
        IterationResults.record(prefix + "p99.9", result.percentileMicros(99.9), MICROS);
        IterationResults.record(prefix + "max", result.maxMicros(), MICROS);
        IterationResults.record(prefix + ACHIEVED, result.achievedRate(), PER_SECOND);
        IterationResults.record(prefix + LATENESS_P50, result.latenessMicros(50), MICROS);
        IterationResults.record(prefix + LATENESS_P99, result.latenessMicros(99), MICROS);
        return result;
    }
}
