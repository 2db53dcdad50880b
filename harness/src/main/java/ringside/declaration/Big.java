package ringside.declaration;

import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.BigBenchmark;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** Big: every actor pings random others and answers theirs. */
public final class Big implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.BIG;
    }

    @Override
    public Class<?> benchmark() {
        return BigBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(p.big().messagesPerOp());
    }

    @Override
    public Optional<Long> aliveAtOnce(Parameters p) {
        return Optional.of((long) p.big().bigActors());
    }
}
