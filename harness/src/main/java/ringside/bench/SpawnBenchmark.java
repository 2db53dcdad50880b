package ringside.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;
import ringside.workload.SpawnWorkload;

/** One op = one whole skynet tree: every actor spawned, answered and ended; the root's reply is validated. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class SpawnBenchmark {

    @Param("10")
    public int spawnBranching;

    @Param("1000000")
    public int spawnLeaves;

    private SpawnWorkload workload;

    @Setup
    public void define() {
        workload = new SpawnWorkload(spawnBranching, spawnLeaves);
    }

    /** Every iteration records what one op sends: the report divides by it. */
    @Setup(Level.Iteration)
    public void recordMessagesPerOp() {
        IterationResults.actorsPerOp(workload.messagesPerOp());
    }

    @Benchmark
    public SpawnResult spawn(RunningVariant v) {
        SpawnNode root = SpawnNode.root(workload);
        return workload.validate(v.await(v.runtime().spawn(root), workload), root);
    }
}
