package ringside.declaration;

import java.util.OptionalLong;
import ringside.bench.RingBenchmark;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** Ring: a token passed round a ring of workers; a benchmark per stackDepth. */
public final class Ring implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.RING;
    }

    @Override
    public Class<?> benchmark() {
        return RingBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(p.ring().messagesPerOp());
    }
}
