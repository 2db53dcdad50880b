package ringside.declaration;

import java.util.OptionalLong;
import ringside.bench.ContentionBenchmark;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** Contention: many senders at once into one receiver's mailbox. */
public final class Contention implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.CONTENTION;
    }

    @Override
    public Class<?> benchmark() {
        return ContentionBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(p.contention().messagesPerOp());
    }
}
