package ringside.declaration;

import java.util.Optional;
import java.util.OptionalLong;
import ringside.bench.SpawnBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.SpawnWorkload;
import ringside.workload.Workload;

/** Spawn: a tree of actors, each spawned by its parent and answering it. */
public final class Spawn implements WorkloadDeclaration {
    @Override
    public Workload workload() {
        return Workload.SPAWN;
    }

    @Override
    public Class<?> benchmark() {
        return SpawnBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.of(sizes(p).messagesPerOp());
    }

    /** A parent waits for all its children: the whole tree can be alive at once. */
    @Override
    public Optional<Long> aliveAtOnce(Parameters p) {
        return Optional.of(sizes(p).actors());
    }

    /** Its sizes from the run's parameters. */
    public static SpawnWorkload sizes(Parameters p) {
        return Parameters.checked(() -> new SpawnWorkload(p.integer(Parameter.spawnBranching),
                p.integer(Parameter.spawnLeaves)));
    }

    @Override
    public void check(Parameters p) {
        sizes(p);
    }

    @Override
    public Optional<String> messagesInWords() {
        return Optional.of("one reply per actor, so there ns/msg is ns per actor: spawned, answered and gone");
    }

    @Override
    public boolean inEveryLegend() {
        return true;
    }

    /** Each actor sends one reply: the op counts actors. */
    @Override
    public String countedUnit() {
        return "actor";
    }
}
