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
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;

/**
 * Memory per idle actor. One op = footprintActors actors created and all waiting, the fork measured, then each
 * woken with its own message and ended. The result is not the op's time (it includes full collections) but what
 * the actors added, per actor, recorded as JMH secondary results ({@link IterationResults}). Every reading is
 * {@link ProcessMemory#settled()}: exiting threads gone, full collections, the C library's free memory returned.
 * <ul>
 * <li>heap (the figure the report ranks): heap in use with the actors waiting, minus the same right before they were
 * created. Warm-up ops come first: a virtual thread parked in code not yet compiled keeps bigger frames on the heap;
 * <li>off-heap: anonymous resident memory (RssAnon) outside the JVM's pools (heap, code cache, metaspace) with the
 * actors waiting, minus the lowest such reading taken right before any op's actors in this fork so far (normally the
 * first op's). Not minus this op's own: the JVM and the C library keep some native memory of earlier ops' actors
 * even after a trim (not traced further), and this op's actors reuse it, so the op's own baseline would hide
 * it (10,000 platform threads: about 14 KB each against 25 KB in a fresh process). The lowest baseline counts that
 * memory once, on the actors that use it; the JIT's and class loading's growth since is in the subtracted pools;
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
    /**
     * Recorded by the reference programs outside the JVM only, never here: their whole runtime's memory per idle actor
     * (references/README.md), which the report shows apart from the heap and never ranks against it.
     */
    public static final String PROCESS = "footprint.process";
    public static final String UNIT = "bytes/actor";

    @Param("100000")
    public int footprintActors;

    private FootprintWorkload workload;
    /** The lowest off-heap reading right before an op's actors in this fork so far (see the class comment). */
    private long offHeapBaseline;

    @Setup(Level.Trial)
    public void define(RunningVariant v) throws InterruptedException {
        workload = new FootprintWorkload(footprintActors);
        ProcessMemory.settled(); // loads the measuring code (JMX, the diagnostic command) before any baseline
        offHeapBaseline = Long.MAX_VALUE;
    }

    @Benchmark
    public FootprintResult footprint(RunningVariant v) throws InterruptedException {
        ProcessMemory before = ProcessMemory.settled();
        offHeapBaseline = Math.min(offHeapBaseline, before.anonymousOutsideJvmPools());
        FootprintTally tally = new FootprintTally(workload);
        IdleActors idle = v.await(v.runtime().idleActors(tally), workload);
        workload.checkIdle(tally);
        ProcessMemory during = ProcessMemory.settled();
        workload.checkIdle(tally); // still all waiting when measured
        v.awaitEnd(idle.wakeEach(), workload);
        FootprintResult result = workload.validate(tally.result());
        ProcessMemory after = ProcessMemory.settled();
        IterationResults.messagesPerOp(workload.messagesPerOp());
        IterationResults.record(HEAP, perActor(during.heapUsed() - before.heapUsed()), UNIT);
        IterationResults.record(KEPT, perActor(after.heapUsed() - before.heapUsed()), UNIT);
        if (offHeapBaseline >= 0 && during.anonymousOutsideJvmPools() >= 0) {
            IterationResults.record(OFF_HEAP, perActor(during.anonymousOutsideJvmPools() - offHeapBaseline), UNIT);
        }
        return result;
    }

    private double perActor(long bytes) {
        return (double) bytes / footprintActors;
    }
}
