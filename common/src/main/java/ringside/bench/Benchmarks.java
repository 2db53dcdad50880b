package ringside.bench;

import java.util.Arrays;
import ringside.workload.Workload;

/**
 * Which JMH benchmark class runs which workload. The switch has no default, so a workload added to
 * {@link Workload} without a benchmark class here does not compile.
 */
public final class Benchmarks {
    private Benchmarks() {
    }

    public static Class<?> classOf(Workload workload) {
        return switch (workload) {
            case RING -> RingBenchmark.class;
            case PINGPONG -> PingPongBenchmark.class;
            case FANOUT -> FanOutBenchmark.class;
            case CONTENTION -> ContentionBenchmark.class;
            case SPAWN -> SpawnBenchmark.class;
            case FOOTPRINT -> FootprintBenchmark.class;
            case LATENCY -> LatencyBenchmark.class;
            case REMOTE -> RemoteBenchmark.class;
        };
    }

    /** The workload of a JMH benchmark name as JMH writes it in results: {@code <class>.<method>}. */
    public static Workload workloadOf(String jmhBenchmarkName) {
        return Arrays.stream(Workload.values())
                .filter(w -> jmhBenchmarkName.startsWith(classOf(w).getName() + "."))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("not a Ringside benchmark: "
                        + jmhBenchmarkName));
    }
}
