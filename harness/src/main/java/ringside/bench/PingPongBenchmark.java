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
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongResult;
import ringside.workload.PingPongWorkload;

/**
 * One op = {@code pingPongCount} round trips between two fresh parties; the result is validated every time. At
 * {@code stackDepth} > 0 each receive (actors: each send) is made that many frames deep.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class PingPongBenchmark {

    @Param("20000")
    public int pingPongCount;

    /** One value of the stackDepth list: each depth is its own benchmark. */
    @Param("0")
    public int stackDepth;

    private PingPongWorkload workload;

    @Setup
    public void define() {
        workload = new PingPongWorkload(pingPongCount, stackDepth);
    }

    /** Every iteration records what one op sends: the report divides by it. */
    @Setup(Level.Iteration)
    public void recordMessagesPerOp() {
        IterationResults.messagesPerOp(workload.messagesPerOp());
    }

    @Benchmark
    public PingPongResult pingpong(RunningVariant v) {
        PingPongCheck check = new PingPongCheck(workload);
        v.awaitEnd(v.runtime().pingPong(check), workload);
        return workload.validate(check.result());
    }
}
