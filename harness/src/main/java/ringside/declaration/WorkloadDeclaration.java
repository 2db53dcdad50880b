package ringside.declaration;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Warmup;
import ringside.parameters.Parameter;
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

    /**
     * Warm-up iterations of a fork: the ops its benchmark class fixes in its {@code @Warmup} (footprint, latency,
     * httpThroughput), or else the run's; a reference program runs as many as the JMH benchmark does.
     */
    default int warmupIterations(Parameters p) {
        Warmup fixed = benchmark().getAnnotation(Warmup.class);
        return fixed != null && fixed.iterations() >= 0 ? fixed.iterations() : p.integer(Parameter.warmupIterations);
    }

    /** Measured iterations of a fork: its benchmark class's {@code @Measurement}, or else the run's. */
    default int iterations(Parameters p) {
        Measurement fixed = benchmark().getAnnotation(Measurement.class);
        return fixed != null && fixed.iterations() >= 0 ? fixed.iterations() : p.integer(Parameter.iterations);
    }

    /**
     * Rough seconds of one fork's iterations, warm-up included, from the sizes alone: where no earlier run on the
     * machine recorded a cost. A timed workload's iterations last {@code iterationTime}; the others time their ops.
     */
    default double iterationSeconds(Parameters p) {
        return (warmupIterations(p) + iterations(p)) * p.integer(Parameter.iterationTime) / 1000.0;
    }

    /** The JVMs each fork starts: its own, and remote's server. */
    default int jvmsPerFork() {
        return 1;
    }

    /**
     * Rough seconds of each fork's benchmark that a module run adds once beside the one per size (remote's one-way),
     * its JVMs' start aside; empty where there is none.
     */
    default OptionalDouble onceSeconds(Parameters p) {
        return OptionalDouble.empty();
    }

    /** How it is measured side by side with a framework's own program, in a plain loop; empty where no row can be. */
    default Optional<SideBySideLoop> sideBySideLoop() {
        return Optional.empty();
    }

    /**
     * The figure's unit where a side-by-side row of it is a server, measured from outside by the load generator
     * (httpThroughput); empty where none is.
     */
    default Optional<String> sideBySideServer() {
        return Optional.empty();
    }

    /**
     * How the report's legend counts an op's messages for ns/msg ("2 per round trip"); empty where the legend does
     * not explain it.
     */
    default Optional<String> messagesInWords() {
        return Optional.empty();
    }

    /**
     * Whether every report's legend explains its messages, or only a report with its results: the first five
     * workloads are in every legend, so that stored reports read as they did.
     */
    default boolean inEveryLegend() {
        return false;
    }

    /**
     * What one counted message is, for labels and units ("msg": ns/msg, msg/op): spawn counts one reply per actor, so
     * its ns/msg is ns per actor (spawned, answered and gone).
     */
    default String countedUnit() {
        return "msg";
    }

    /**
     * Why the reference programs (Go, Erlang, C++) do not play it, or empty where they do (the http workloads also
     * depend on each language's standard library: the references say that themselves).
     */
    default Optional<String> notForReferences() {
        return Optional.empty();
    }

    /** Its side-by-side rows: a framework's own kind of program beside Ringside's op; none where it has none. */
    default List<SideBySideRow> sideBySideRows() {
        return List.of();
    }
}
