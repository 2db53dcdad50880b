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
 * = latencyDuration seconds of requests sent on schedule by the benchmark thread ({@link Pacer}) to the variant's
 * server, every reply awaited and validated. The result is not the op's time but the latency percentiles from each
 * request's intended send time and the achieved rate, recorded as JMH secondary results ({@link IterationResults}),
 * in every iteration, so JMH's average over iterations is right. Beside them, the pacer's own p99 at the same rate
 * with no framework (the runtime started but idle), measured before each op for a fifth of its requests: what the
 * schedule's lateness alone adds. Before each op, not once per fork, so that it sees the machine (the JIT, other
 * processes on the CPU) as that op does.
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
    /** The secondary results' labels, as the report reads them, and their units. */
    public static final String PREFIX = "latency.";
    public static final String P50 = PREFIX + "p50";
    public static final String P90 = PREFIX + "p90";
    public static final String P99 = PREFIX + "p99";
    public static final String P999 = PREFIX + "p99.9";
    public static final String MAX = PREFIX + "max";
    public static final String ACHIEVED = PREFIX + "achieved";
    public static final String PACER_P99 = PREFIX + "pacer.p99";
    public static final String MICROS = "us";
    public static final String PER_SECOND = "req/s";

    @Param("10000")
    public int latencyRate;

    @Param("5")
    public int latencyDuration;

    private LatencyWorkload workload;
    /** The same rate for a fifth of the requests: enough samples for a p99, at a fifth of the op's time. */
    private LatencyWorkload pacerAlone;
    private double pacerP99;

    @Setup(Level.Trial)
    public void define() {
        workload = LatencyWorkload.ofSeconds(latencyRate, latencyDuration);
        pacerAlone = new LatencyWorkload(latencyRate, Math.max(1, workload.latencyRequests() / 5));
    }

    @Setup(Level.Iteration)
    public void measurePacer() {
        pacerP99 = Pacer.alone(pacerAlone).percentileMicros(99);
    }

    @Benchmark
    public LatencyResult latency(RunningVariant v) {
        LatencyResult result = v.latency(workload);
        IterationResults.record(P50, result.percentileMicros(50), MICROS);
        IterationResults.record(P90, result.percentileMicros(90), MICROS);
        IterationResults.record(P99, result.percentileMicros(99), MICROS);
        IterationResults.record(P999, result.percentileMicros(99.9), MICROS);
        IterationResults.record(MAX, result.maxMicros(), MICROS);
        IterationResults.record(ACHIEVED, result.achievedRate(), PER_SECOND);
        IterationResults.record(PACER_P99, pacerP99, MICROS);
        return result;
    }
}
