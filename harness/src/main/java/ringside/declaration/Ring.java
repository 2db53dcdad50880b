package ringside.declaration;

import java.util.OptionalLong;
import ringside.bench.RingBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.RingWorkload;
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
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    /** The ring's sizes at depth 0 (a depth changes no count; {@link Parameters#stackDepths()} checks each depth). */
    public static RingWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new RingWorkload(p.integer(Parameter.workerCount),
                p.integer(Parameter.ringSize)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
        p.stackDepths();
    }
}
