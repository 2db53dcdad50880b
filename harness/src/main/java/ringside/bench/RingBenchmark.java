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
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;

/**
 * One op = one whole ring: build, {@code ringSize} hops, tear down; the result is validated every time. At
 * {@code stackDepth} > 0 each receive (actors: each send) is made that many frames deep.
 */
@BenchmarkMode(Mode.AverageTime) // ops are milliseconds long: the mean time per op is the figure users compare
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class RingBenchmark {

    @Param("503")
    public int workerCount;

    @Param("100000")
    public int ringSize;

    /** One value of the stackDepth list: each depth is its own benchmark. */
    @Param("0")
    public int stackDepth;

    private RingWorkload workload;

    @Setup
    public void define() {
        workload = new RingWorkload(workerCount, ringSize, stackDepth);
    }

    /** Every iteration records what one op sends: the report divides by it. */
    @Setup(Level.Iteration)
    public void recordMessagesPerOp() {
        IterationResults.messagesPerOp(workload.messagesPerOp());
    }

    @Benchmark
    public RingResult ring(RunningVariant v) { // returned, so JMH consumes it (no dead-code elimination)
        return workload.validate(v.await(v.runtime().ring(workload), workload));
    }
}
