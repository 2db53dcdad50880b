package ringside.declaration;

import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.FanOutBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.FanOutWorkload;
import ringside.workload.Workload;

/** Fan-out: one producer, several workers, the results gathered. */
public final class FanOut implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.FANOUT;
    }

    @Override
    public Class<?> benchmark() {
        return FanOutBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    /** Its sizes from the run's parameters. */
    public static FanOutWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new FanOutWorkload(p.integer(Parameter.fanOutWorkers),
                p.integer(Parameter.fanOutMessages)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
    }

    @Override
    public Optional<String> messagesInWords() {
        return Optional.of("2 per number");
    }

    @Override
    public boolean inEveryLegend() {
        return true;
    }
}
