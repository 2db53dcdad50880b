package ringside.declaration;

import java.util.OptionalLong;
import ringside.bench.SelectBenchmark;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** Select: one receiver taking from several sources as they become ready. */
public final class Select implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.SELECT;
    }

    @Override
    public Class<?> benchmark() {
        return SelectBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(p.select().messagesPerOp());
    }
}
