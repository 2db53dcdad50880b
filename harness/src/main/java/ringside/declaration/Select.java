package ringside.declaration;

import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.SelectBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.SelectWorkload;
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
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    /** Its sizes from the run's parameters. */
    public static SelectWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new SelectWorkload(p.integer(Parameter.selectSources),
                p.integer(Parameter.selectMessages)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
    }

    @Override
    public Optional<String> messagesInWords() {
        return Optional.of("1 per number");
    }
}
