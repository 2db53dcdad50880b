package ringside.declaration;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.LatencyBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.LatencyWorkload;
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
        return oneRate(p).map(w -> OptionalLong.of(w.messagesPerOp())).orElse(OptionalLong.empty());
    }

    @Override
    public OptionalLong iterationCount(Parameters p) {
        return oneRate(p).map(w -> OptionalLong.of(w.latencyRequests())).orElse(OptionalLong.empty());
    }

    /** The op where the run has one rate; several rates are a benchmark each, and their counts differ. */
    private static Optional<LatencyWorkload> oneRate(Parameters p) {
        List<LatencyWorkload> rates = sizes(p);
        return rates.size() == 1 ? Optional.of(rates.get(0)) : Optional.empty();
    }

    /** One op is a run of paced requests; its iteration counts them. */
    @Override
    public String countName() {
        return "requests";
    }

    /** One workload per offered rate, in the order given. */
    public static List<LatencyWorkload> sizes(Parameters p) {
        List<LatencyWorkload> out = new ArrayList<>();
        for (String rate : p.rates(Parameter.latencyRates)) {
            out.add(Parameters.checked(() -> LatencyWorkload.ofSeconds(Integer.parseInt(rate),
                    p.integer(Parameter.latencyDuration))));
        }
        return List.copyOf(out);
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
    }

    @Override
    public double iterationSeconds(Parameters p) {
        return (warmupIterations(p) + iterations(p)) * p.integer(Parameter.latencyDuration);
    }
}
