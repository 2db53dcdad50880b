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
import ringside.workload.ContentionResult;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;

/** One op = {@code contentionSenders} senders and one receiver, built, run until the receiver has every number. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class ContentionBenchmark {

    @Param("64")
    public int contentionSenders;

    @Param("1000000")
    public int contentionMessages;

    private ContentionWorkload workload;

    @Setup
    public void define() {
        workload = new ContentionWorkload(contentionSenders, contentionMessages);
    }

    /** Every iteration records what one op sends: the report divides by it. */
    @Setup(Level.Iteration)
    public void recordMessagesPerOp() {
        IterationResults.messagesPerOp(workload.messagesPerOp());
    }

    @Benchmark
    public ContentionResult contention(RunningVariant v) {
        ContentionTally tally = new ContentionTally(workload);
        v.awaitEnd(v.runtime().contention(tally), workload);
        return workload.validate(tally.result());
    }
}
