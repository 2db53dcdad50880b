package ringside.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import ringside.workload.FootprintResult;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;

/**
 * Memory per idle actor. One op = footprintActors actors created and all waiting, the fork measured, then each
 * woken with its own message and ended. The result is not the op's time (it includes full collections) but what
 * the actors added, per actor, recorded as JMH secondary results ({@link IterationResults}):
 * <ul>
 * <li>heap: heap in use after a full collection, with the actors waiting, minus the same before the op. Warm-up
 * ops come first: a virtual thread parked in code not yet compiled keeps bigger frames on the heap;
 * <li>off-heap: resident memory (VmRSS) with the actors waiting, minus the same when the fork's runtime had just
 * started, less what the JVM's code cache and metaspace grew by in between (the JIT and class loading, not the
 * actors). Not minus the op's own start: a process keeps native memory it once used (freed thread stacks and the
 * JVM's per-thread structures go back to the C library, not to the system), so the next op reuses it and would
 * show nothing;
 * <li>kept: heap still in use after the op, its actors ended, minus before: what the runtime keeps of dead actors.
 * </ul>
 * SingleShotTime: each iteration is exactly one op.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = FootprintBenchmark.WARM_UP_OPS)
@Measurement(iterations = FootprintBenchmark.MEASURED_OPS)
@State(Scope.Benchmark)
public class FootprintBenchmark {
    /** Ops per fork; the launcher does not override these with its iteration parameters (each op is seconds). */
    public static final int WARM_UP_OPS = 5;
    public static final int MEASURED_OPS = 5;
    /** The secondary results' labels, as the report reads them, and their unit. */
    public static final String HEAP = "footprint.heap";
    public static final String OFF_HEAP = "footprint.offheap";
    public static final String KEPT = "footprint.kept";
    public static final String UNIT = "bytes/actor";

    @Param("100000")
    public int footprintActors;

    private FootprintWorkload workload;
    /** The fork with its runtime started and no actor created yet. */
    private ProcessMemory started;

    @Setup(Level.Trial)
    public void define(RunningVariant v) {
        workload = new FootprintWorkload(footprintActors);
        started = ProcessMemory.afterFullGc();
    }

    @Benchmark
    public FootprintResult footprint(RunningVariant v) {
        ProcessMemory before = ProcessMemory.afterFullGc();
        IdleActors idle = workload.checkIdle(v.await(v.runtime().idleActors(workload), workload));
        ProcessMemory during = ProcessMemory.afterFullGc();
        workload.checkIdle(idle); // still all waiting when measured
        FootprintResult result = workload.validate(v.await(idle.wakeEach(), workload));
        ProcessMemory after = ProcessMemory.afterFullGc();
        IterationResults.record(HEAP, perActor(during.heapUsed() - before.heapUsed()), UNIT);
        IterationResults.record(KEPT, perActor(after.heapUsed() - before.heapUsed()), UNIT);
        if (started.resident() >= 0 && during.resident() >= 0) {
            IterationResults.record(OFF_HEAP,
                    perActor(during.residentOutsideJvmPools() - started.residentOutsideJvmPools()), UNIT);
        }
        return result;
    }

    private double perActor(long bytes) {
        return (double) bytes / footprintActors;
    }
}
