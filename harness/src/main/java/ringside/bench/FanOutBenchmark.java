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
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;

/** One op = producer, {@code fanOutWorkers} workers and a collector, built, run to the last value, torn down. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class FanOutBenchmark {

    @Param("8")
    public int fanOutWorkers;

    @Param("1000000")
    public int fanOutMessages;

    private FanOutWorkload workload;

    @Setup
    public void define() {
        workload = new FanOutWorkload(fanOutWorkers, fanOutMessages);
    }

    /** Every iteration records what one op sends: the report divides by it. */
    @Setup(Level.Iteration)
    public void recordMessagesPerOp() {
        IterationResults.messagesPerOp(workload.messagesPerOp());
    }

    @Benchmark
    public FanOutResult fanout(RunningVariant v) {
        return workload.validate(v.await(v.runtime().fanOut(workload), workload));
    }
}
