package ringside.declaration;

import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.BigBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.BigWorkload;
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
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    @Override
    public Optional<Long> aliveAtOnce(Parameters p) {
        return Optional.of((long) sizes(p).bigActors());
    }

    /** Its sizes from the run's parameters. */
    public static BigWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new BigWorkload(p.integer(Parameter.bigActors), p.integer(Parameter.bigPings)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
    }
}
