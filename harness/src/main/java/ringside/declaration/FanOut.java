package ringside.declaration;

import java.util.OptionalLong;
import ringside.bench.FanOutBenchmark;
import ringside.parameters.Parameters;
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
        return OptionalLong.of(p.fanOut().messagesPerOp());
    }
}
