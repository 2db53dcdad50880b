package ringside.declaration;

import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.FootprintBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.FootprintWorkload;
import ringside.workload.Workload;

/** Footprint: idle actors held alive, their memory measured. */
public final class Footprint implements WorkloadDeclaration {
    /** Making and stopping one idle actor, in one op: a rough figure, which the run's recorded costs replace. */
    static final double SECONDS_PER_ACTOR = 1e-5;

    @Override
    public Workload workload() {
        return Workload.FOOTPRINT;
    }

    @Override
    public Class<?> benchmark() {
        return FootprintBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    @Override
    public Optional<Long> aliveAtOnce(Parameters p) {
        return Optional.of((long) sizes(p).footprintActors());
    }

    @Override
    public OptionalLong iterationCount(Parameters p) {
        return OptionalLong.of(sizes(p).footprintActors());
    }

    /** One op starts the actors; its iteration counts them. */
    @Override
    public String countName() {
        return "actors";
    }

    /** Its sizes from the run's parameters. */
    public static FootprintWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new FootprintWorkload(p.integer(Parameter.footprintActors)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
    }

    @Override
    public double iterationSeconds(Parameters p) {
        return (warmupIterations(p) + iterations(p)) * p.integer(Parameter.footprintActors) * SECONDS_PER_ACTOR;
    }
}
