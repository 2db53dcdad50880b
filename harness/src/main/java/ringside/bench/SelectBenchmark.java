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
import ringside.workload.SelectResult;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;

/**
 * One op = {@code selectSources} sources sending {@code selectMessages} each, concurrently, to one collector that
 * receives from all at once.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class SelectBenchmark {

    @Param("8")
    public int selectSources;

    @Param("100000")
    public int selectMessages;

    private SelectWorkload workload;

    @Setup
    public void define() {
        workload = new SelectWorkload(selectSources, selectMessages);
    }

    /** Every iteration records what one op sends: the report divides by it. */
    @Setup(Level.Iteration)
    public void recordMessagesPerOp() {
        IterationResults.messagesPerOp(workload.messagesPerOp());
    }

    @Benchmark
    public SelectResult select(RunningVariant v) {
        SelectTally tally = new SelectTally(workload);
        v.awaitEnd(v.runtime().select(tally), workload);
        return workload.validate(tally.result());
    }
}
