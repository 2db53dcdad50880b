package ringside.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.function.Predicate;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import ringside.tck.CpuBudget.ThreadCpu;
import ringside.tck.CpuBudget.Usage;

/** The TCK's CPU budget flags a thread outside it that does real work, and lets one that only waits pass. */
class CpuBudgetTest {

    @Test
    void flagsABusyThreadOutsideTheBudget() throws Exception {
        long me = Thread.currentThread().threadId();
        CountDownLatch spun = new CountDownLatch(1);
        CountDownLatch measured = new CountDownLatch(1);
        Thread outsider = new Thread(() -> {
            spin(200);
            spun.countDown();
            await(measured); // alive until measured: a thread that has ended is no longer visible
        }, "busy-outsider");
        Usage usage = CpuBudget.measure(() -> {
            outsider.start();
            spun.await(); // the measuring thread only waits: the outsider does the work
        });
        measured.countDown();
        outsider.join();
        Optional<String> verdict = usage.overBudget(t -> t.id() == me, false);
        assertTrue(verdict.isPresent(), "a thread outside the budget spun 200 ms: " + usage);
        assertTrue(verdict.get().contains("'busy-outsider'"), verdict.get());
    }

    @Test
    void passesAnIdleThreadOutsideTheBudget() throws Exception {
        long me = Thread.currentThread().threadId();
        CountDownLatch measured = new CountDownLatch(1);
        Thread waiter = new Thread(() -> await(measured), "idle-outsider");
        Usage usage = CpuBudget.measure(() -> {
            waiter.start();
            // the work itself, on the measuring thread (inside): long enough that starting the waiter (about 1 ms of
            // CPU on a loaded machine) stays far below 2% even when this thread gets half a CPU
            spin(600);
        });
        measured.countDown();
        waiter.join();
        assertTrue(usage.threads().stream().anyMatch(t -> t.name().equals("idle-outsider") && t.bornDuring()),
                "a thread born during the work and alive after it is measured: " + usage);
        Optional<String> verdict = usage.overBudget(t -> t.id() == me || CpuBudget.testRunners(t), false);
        assertFalse(verdict.isPresent(), verdict.orElse(""));
    }

    /** The rule itself, on fixed numbers: 2% of the total is allowed, more is not; the message names the threads. */
    @Test
    void allowsTwoPercentOutsideAndNoMore() {
        Predicate<ThreadCpu> inside = t -> t.name().equals("worker");
        ThreadCpu worker = new ThreadCpu(1, "worker", 98_000_000, false);
        Usage atTheLimit = new Usage(100_000_000, List.of(worker, new ThreadCpu(2, "timer", 2_000_000, false)),
                0, 5_000_000, 0, List.of());
        assertEquals(Optional.empty(), atTheLimit.overBudget(inside, false));

        Usage over = new Usage(100_000_000, List.of(worker, new ThreadCpu(2, "timer", 1_500_000, false),
                new ThreadCpu(3, "monitor", 1_000_000, true), new ThreadCpu(4, "idle", 0, false)), 0, 0, 0, List.of());
        String message = over.overBudget(inside, false).orElseThrow();
        assertTrue(message.contains("'timer' 1.5 ms, 'monitor' 1.0 ms"), message);
        assertFalse(message.contains("idle"), message);
    }

    /** The JIT compilers' time is left out of the total the share is taken of; GC's stays in it. */
    @Test
    void theShareLeavesTheJitCompilersOut() {
        Predicate<ThreadCpu> inside = t -> t.name().equals("worker");
        List<ThreadCpu> threads = List.of(new ThreadCpu(1, "worker", 40_000_000, false),
                new ThreadCpu(2, "timer", 1_500_000, false));
        Usage gc = new Usage(100_000_000, threads, 0, 50_000_000, 0, List.of());
        assertEquals(Optional.empty(), gc.overBudget(inside, false));
        Usage jit = new Usage(100_000_000, threads, 50_000_000, 0, 0, List.of());
        String message = jit.overBudget(inside, false).orElseThrow();
        assertTrue(message.contains("1.5 of 50.0 CPU ms (3.0%"), message);
    }

    /** Threads that ended inside the window count outside unless the caller says they are its workers. */
    @Test
    void endedThreadsCountOutsideUnlessTheyAreTheWorkers() {
        Predicate<ThreadCpu> inside = t -> t.name().equals("worker");
        Usage usage = new Usage(100_000_000, List.of(new ThreadCpu(1, "worker", 97_000_000, false)), 0, 0, 3_000_000,
                List.of("pool-1-thread-"));
        String message = usage.overBudget(inside, false).orElseThrow();
        assertTrue(message.contains("threads that ended inside the window 3.0 ms (of those alive when it began:"
                + " [pool-1-thread-])"), message);
        assertEquals(Optional.empty(), usage.overBudget(inside, true));
        Usage notMeasured = new Usage(100_000_000, List.of(new ThreadCpu(1, "worker", 99_000_000, false)), 0, 0, -1,
                List.of());
        assertEquals(Optional.empty(), notMeasured.overBudget(inside, false));
    }

    /**
     * A busy thread that starts and ends inside the window, invisible to any snapshot of live threads, is seen
     * through the process's CPU time, and named as such; the measuring thread only waits.
     */
    @Test
    void seesABusyThreadThatEndedInsideTheWindow() throws Exception {
        Assumptions.assumeTrue(Runtime.version().feature() >= 22, "the precise process clock needs JDK 22+");
        long me = Thread.currentThread().threadId();
        Usage usage = CpuBudget.measure(() -> {
            Thread ended = new Thread(() -> spinCpu(200), "short-lived");
            ended.start();
            ended.join();
        });
        assertTrue(usage.threads().stream().noneMatch(t -> t.name().equals("short-lived")), usage.toString());
        // half of it: what other threads run while the snapshots are read is taken off (a few ms of JIT on a quiet
        // machine, 50 ms seen under heavy load); a clock blind to ended threads reads about 0
        assertTrue(usage.endedNanos() >= 100_000_000, "the ended thread ran 200 ms: " + usage);
        String message = usage.overBudget(t -> t.id() == me, false).orElseThrow();
        assertTrue(message.contains("threads that ended inside the window"), message);
        assertEquals(Optional.empty(), usage.overBudget(t -> true, true));
    }

    /** A thread alive when the work began and ended during it is named by its OS name among the ended ones. */
    @Test
    void namesAThreadThatWasAliveAtTheStartAndEnded() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        Thread ending = new Thread(() -> await(release), "ends-inside");
        ending.start();
        Usage usage = CpuBudget.measure(() -> {
            release.countDown();
            ending.join();
        });
        assertTrue(usage.endedNames().contains("ends-inside"), usage.toString());
    }

    /** The JVM's own threads (here the GC's, made to work) are measured, and never counted outside. */
    @Test
    void theJvmsOwnThreadsAreInTheTotalOnly() throws Exception {
        long me = Thread.currentThread().threadId();
        Usage usage = CpuBudget.measure(() -> {
            for (int i = 0; i < 5; i++) {
                System.gc();
            }
            spin(300);
        });
        assertTrue(usage.jvmNanos() > 0, "the GC's threads worked: " + usage);
        assertEquals(Optional.empty(), usage.overBudget(t -> t.id() == me || CpuBudget.testRunners(t), false),
                usage.toString());
    }

    /** A pool thread that replaced one with another number is still the pool's; another pool's thread is not. */
    @Test
    void poolThreadsMatchWhateverTheirNumber() {
        Predicate<ThreadCpu> pool = CpuBudget.namedLike(Set.of("ringside-akka.actor.default-dispatcher-5"));
        assertTrue(pool.test(thread("ringside-akka.actor.default-dispatcher-12")));
        assertFalse(pool.test(thread("ringside-akka.actor.internal-dispatcher-5")));
        assertFalse(pool.test(thread("ringside-akka.actor.default-dispatcher-timer")));
        assertTrue(CpuBudget.namedLike(Set.of("kilim-continuation-loop")).test(thread("kilim-continuation-loop")));
    }

    /** The test runner's output flusher is the harness's, not a framework's; a framework's timer is not. */
    @Test
    void theTestRunnersThreadsAreNotAFrameworks() {
        assertTrue(CpuBudget.testRunners(thread("surefire-forkedjvm-stream-flusher")));
        assertFalse(CpuBudget.testRunners(thread("kilim-timer")));
    }

    private static ThreadCpu thread(String name) {
        return new ThreadCpu(1, name, 0, false);
    }

    private static void spin(long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        while (System.nanoTime() < end) {
            Thread.onSpinWait();
        }
    }

    /** Spins until the calling thread has run {@code millis} of CPU time, however loaded the machine. */
    private static void spinCpu(long millis) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long end = threads.getCurrentThreadCpuTime() + millis * 1_000_000;
        while (threads.getCurrentThreadCpuTime() < end) {
            Thread.onSpinWait();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
