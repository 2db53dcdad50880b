package ringside.bench;

import java.util.Arrays;
import java.util.Optional;
import ringside.workload.Workload;

/**
 * Which JMH benchmark class of bench runs which workload. The switch has no default, so a workload added to
 * {@link Workload} without a benchmark class here does not compile. Remote's benchmark lives with the rest of remote
 * (package remote, which uses bench, never the other way): here it is the one workload without a class.
 */
public final class Benchmarks {
    private Benchmarks() {
    }

    public static Optional<Class<?>> classOf(Workload workload) {
        return Optional.ofNullable(switch (workload) {
            case RING -> RingBenchmark.class;
            case PINGPONG -> PingPongBenchmark.class;
            case FANOUT -> FanOutBenchmark.class;
            case CONTENTION -> ContentionBenchmark.class;
            case SPAWN -> SpawnBenchmark.class;
            case SIEVE -> SieveBenchmark.class;
            case SELECT -> SelectBenchmark.class;
            case BIG -> BigBenchmark.class;
            case FOOTPRINT -> FootprintBenchmark.class;
            case LATENCY -> LatencyBenchmark.class;
            case REMOTE -> null; // ringside.remote.RemoteBenchmark
        });
    }

    /** The workload of a JMH benchmark name of bench's, as JMH writes it in results: {@code <class>.<method>}. */
    public static Workload workloadOf(String jmhBenchmarkName) {
        return Arrays.stream(Workload.values())
                .filter(w -> classOf(w).filter(c -> jmhBenchmarkName.startsWith(c.getName() + ".")).isPresent())
                .findFirst().orElseThrow(() -> new IllegalArgumentException("not a Ringside benchmark: "
                        + jmhBenchmarkName));
    }
}
