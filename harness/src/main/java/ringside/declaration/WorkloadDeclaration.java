package ringside.declaration;

import java.util.Optional;
import java.util.OptionalLong;
import ringside.parameters.Parameters;
import ringside.parameters.WorkloadSizes;
import ringside.workload.Workload;

/**
 * What the harness and the runner know of one workload beyond its definition in api: the JMH benchmark that runs it
 * (whose {@code @Param} fields are its sizes, read by the launcher's BenchmarkSizes), the messages an op sends and the
 * actors it keeps alive at a run's sizes, and the check of those sizes ({@link WorkloadSizes}). One class per workload
 * in this package, listed in {@code META-INF/services/ringside.parameters.WorkloadSizes}, so that no list in code
 * names a workload (docs/architecture.md, "Adding a workload").
 */
public interface WorkloadDeclaration extends WorkloadSizes {
    Workload workload();

    /** The JMH benchmark class that runs it. */
    Class<?> benchmark();

    /**
     * Whether a JMH result's benchmark name ({@code <class>.<method>}) is this workload's: its class's, or a name it
     * had in runs stored before.
     */
    default boolean names(String jmhBenchmarkName) {
        return jmhBenchmarkName.startsWith(benchmark().getName() + ".");
    }

    /**
     * The messages one op sends at the run's sizes, by the workload's definition (spawn: its actors); empty where each
     * op counts its own (httpThroughput's closed loop) or one op holds several kinds (remote).
     */
    OptionalLong messagesPerOp(Parameters p);

    /** Actors one op may keep alive at once, for the workloads sized by their actors; a variant may refuse a size. */
    default Optional<Long> aliveAtOnce(Parameters p) {
        return Optional.empty();
    }

    /**
     * What every iteration's count must be where one op's size fixes it (footprint's actors, latency's requests at
     * one rate); empty where an iteration counts the ops it ran.
     */
    default OptionalLong iterationCount(Parameters p) {
        return OptionalLong.empty();
    }

    /** What an iteration's count counts, for the logs: ops, or one op's actors or requests. */
    default String countName() {
        return "ops";
    }
}
