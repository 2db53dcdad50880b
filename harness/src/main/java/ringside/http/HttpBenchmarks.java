package ringside.http;

import java.util.Optional;
import ringside.workload.Workload;

/** The http workloads' JMH benchmark classes, outside bench as remote's are (package http uses bench). */
public final class HttpBenchmarks {
    private HttpBenchmarks() {
    }

    /** The benchmark class of an http workload; empty for the others. */
    public static Optional<Class<?>> classOf(Workload workload) {
        return switch (workload) {
            case HTTP_PING_PONG -> Optional.of(HttpPingPongBenchmark.class);
            case HTTP_THROUGHPUT -> Optional.of(HttpThroughputBenchmark.class);
            default -> Optional.empty();
        };
    }

    /** The http workload of a JMH benchmark name ({@code <class>.<method>}); empty when it is not one of these. */
    public static Optional<Workload> workloadOf(String jmhBenchmarkName) {
        for (Workload w : Workload.values()) {
            if (classOf(w).filter(c -> jmhBenchmarkName.startsWith(c.getName() + ".")).isPresent()) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
    }
}
