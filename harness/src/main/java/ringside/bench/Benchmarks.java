package ringside.bench;

import java.util.Arrays;
import java.util.Optional;
import ringside.workload.Workload;

/**
 * Which JMH benchmark class of bench runs which workload. The switch has no default, so a workload added to
 * {@link Workload} without a benchmark class here does not compile. Remote's benchmark lives with the rest of remote
 * (package remote, which uses bench, never the other way), and the http workloads' with theirs (package http): here
 * they are the workloads without a class.
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
            case HTTP_PING_PONG, HTTP_THROUGHPUT -> null; // ringside.http.HttpBenchmarks
        });
    }

    /**
     * How a benchmark is named where its workload ran at several stack depths: "ring" at depth 0 (as before the
     * parameter existed), "ring, stackDepth 64" deeper. The report's tables and the not-run lines use it.
     */
    public static String name(Workload workload, int stackDepth) {
        return stackDepth == 0 ? workload.publicName() : workload.publicName() + ", stackDepth " + stackDepth;
    }

    /** True for the workloads whose benchmarks take {@code stackDepth} (a benchmark per depth): ring and ping-pong. */
    public static boolean takesStackDepth(Workload workload) {
        return workload == Workload.RING || workload == Workload.PINGPONG;
    }

    /** The workload of a JMH benchmark name of bench's, as JMH writes it in results: {@code <class>.<method>}. */
    public static Workload workloadOf(String jmhBenchmarkName) {
        return Arrays.stream(Workload.values())
                .filter(w -> classOf(w).filter(c -> jmhBenchmarkName.startsWith(c.getName() + ".")).isPresent())
                .findFirst().orElseThrow(() -> new IllegalArgumentException("not a Ringside benchmark: "
                        + jmhBenchmarkName));
    }
}
