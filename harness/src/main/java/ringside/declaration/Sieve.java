package ringside.declaration;

import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.SieveBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.SieveWorkload;
import ringside.workload.Workload;

/** Sieve: a pipeline of filters, one per prime, each dropping its own multiples. */
public final class Sieve implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.SIEVE;
    }

    @Override
    public Class<?> benchmark() {
        return SieveBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    /** Every filter, and the generator until its end. */
    @Override
    public Optional<Long> aliveAtOnce(Parameters p) {
        return Optional.of(sizes(p).filters() + 1L);
    }

    /** Its sizes from the run's parameters. */
    public static SieveWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new SieveWorkload(p.integer(Parameter.sieveLimit)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
    }
}
