package ringside.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vertx.core.VertxOptions;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import ringside.contract.VariantRuntime;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;

/** What the TCK does not see: every pool sized to the run, and close() ends an op left running and every thread. */
class VertxRuntimeTest {

    @Test
    void sizesEveryPoolToTheRun() {
        for (int p : new int[] {1, 2, 5}) {
            VertxOptions options = VertxRuntime.options(p);
            assertEquals(p, options.getEventLoopPoolSize(), "event loops");
            assertEquals(p, options.getWorkerPoolSize(), "worker pool");
            assertEquals(p, options.getInternalBlockingPoolSize(), "internal blocking pool");
            assertEquals(TimeUnit.DAYS.toMillis(1), options.getBlockedThreadCheckIntervalUnit()
                    .toMillis(options.getBlockedThreadCheckInterval()), "the blocked-thread checker idles");
        }
    }

    /** An op's only threads are the event loops (and the checker's timer, asleep); close() stops all of them. */
    @Test
    void closeEndsAnOpLeftRunningAndStopsEveryThread() throws Exception {
        VariantRuntime runtime = BusVariant.EVENTBUS.start(2);
        runtime.ring(new RingWorkload(5, 1_000)).get(10, TimeUnit.SECONDS);
        List<String> started = vertxThreads();
        assertTrue(started.stream().allMatch(name -> name.startsWith(VertxRuntime.EVENT_LOOP_THREAD)
                || name.equals("vertx-blocked-thread-checker")), "threads of a running Vert.x: " + started);
        assertEquals(2, started.stream().filter(name -> name.startsWith(VertxRuntime.EVENT_LOOP_THREAD)).count(),
                "event loops: " + started);

        // an op that would run for minutes, as one left behind by a timeout
        Future<RingResult> left = runtime.ring(new RingWorkload(2, Integer.MAX_VALUE));
        Thread.sleep(100);
        runtime.close();
        ExecutionException failed = assertThrows(ExecutionException.class, () -> left.get(10, TimeUnit.SECONDS));
        assertTrue(failed.getCause().getMessage().contains("closed"), failed.getCause().toString());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!vertxThreads().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(List.of(), vertxThreads(), "threads of Vert.x alive after close");
    }

    /**
     * Not the clustered nodes' throttling thread: vertx-hazelcast 5.0.7 never shuts its executor down (an idle daemon
     * left by each clustered node the TCK's remote cases closed in this JVM), and this runtime is not clustered.
     */
    static List<String> vertxThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(name -> name.startsWith("vert.x-") || name.startsWith("vertx-"))
                .filter(name -> !name.equals("vertx-hazelcast-service-throttling-thread")).sorted().toList();
    }
}
