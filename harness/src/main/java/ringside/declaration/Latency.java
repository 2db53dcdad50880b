package ringside.declaration;

import java.util.OptionalLong;
import ringside.bench.LatencyBenchmark;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * Latency: requests at an offered rate, each reply's latency recorded; messages per op at one rate (several rates
 * are a benchmark each).
 */
public final class Latency implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.LATENCY;
    }

    @Override
    public Class<?> benchmark() {
        return LatencyBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return p.latency().size() == 1 ? OptionalLong.of(p.latency().get(0).messagesPerOp()) : OptionalLong.empty();
    }

    /** One op is a run of paced requests; its iteration counts them. */
    @Override
    public String countName() {
        return "requests";
    }

    @Override
    public void check(Parameters p) {
        p.latency();
    }
}
