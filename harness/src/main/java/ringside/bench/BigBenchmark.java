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
import ringside.workload.BigResult;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;

/**
 * One op = {@code bigActors} actors each pinging peers {@code bigPings} times, one ping at a time, and answering
 * every ping.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class BigBenchmark {

    @Param("64")
    public int bigActors;

    @Param("10000")
    public int bigPings;

    private BigWorkload workload;

    @Setup
    public void define() {
        workload = new BigWorkload(bigActors, bigPings);
        workload.expectedPingsReceived(0); // computes every actor's expected pings once, outside the timed ops
    }

    /** Every iteration records what one op sends: the report divides by it. */
    @Setup(Level.Iteration)
    public void recordMessagesPerOp() {
        IterationResults.messagesPerOp(workload.messagesPerOp());
    }

    @Benchmark
    public BigResult big(RunningVariant v) {
        BigTally tally = new BigTally(workload);
        v.awaitEnd(v.runtime().big(tally), workload);
        return workload.validate(tally.result());
    }
}
