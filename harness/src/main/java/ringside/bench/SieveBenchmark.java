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
import ringside.workload.SieveResult;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;

/**
 * One op = the whole pipeline, from the generator's first number to the tail's end: every filter created, every
 * number sieved.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class SieveBenchmark {

    @Param("20000")
    public int sieveLimit;

    private SieveWorkload workload;

    @Setup
    public void define() {
        workload = new SieveWorkload(sieveLimit);
        workload.messagesPerOp(); // computes the expected counts once, outside the timed ops
    }

    /** Every iteration records what one op sends: the report divides by it. */
    @Setup(Level.Iteration)
    public void recordMessagesPerOp() {
        IterationResults.messagesPerOp(workload.messagesPerOp());
    }

    @Benchmark
    public SieveResult sieve(RunningVariant v) {
        SieveTally tally = new SieveTally(workload);
        v.awaitEnd(v.runtime().sieve(tally), workload);
        return workload.validate(tally.result());
    }
}
