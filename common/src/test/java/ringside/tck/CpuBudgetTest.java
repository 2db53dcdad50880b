package ringside.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.function.Predicate;
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
        Optional<String> verdict = usage.overBudget(t -> t.id() == me);
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
        Optional<String> verdict = usage.overBudget(t -> t.id() == me || CpuBudget.testRunners(t));
        assertFalse(verdict.isPresent(), verdict.orElse(""));
    }

    /** The rule itself, on fixed numbers: 2% of the total is allowed, more is not; the message names the threads. */
    @Test
    void allowsTwoPercentOutsideAndNoMore() {
        Predicate<ThreadCpu> inside = t -> t.name().equals("worker");
        ThreadCpu worker = new ThreadCpu(1, "worker", 98_000_000, false);
        Usage atTheLimit = new Usage(100_000_000, List.of(worker, new ThreadCpu(2, "timer", 2_000_000, false)));
        assertEquals(Optional.empty(), atTheLimit.overBudget(inside));

        Usage over = new Usage(100_000_000, List.of(worker, new ThreadCpu(2, "timer", 1_500_000, false),
                new ThreadCpu(3, "monitor", 1_000_000, true), new ThreadCpu(4, "idle", 0, false)));
        String message = over.overBudget(inside).orElseThrow();
        assertTrue(message.contains("'timer' 1.5 ms, 'monitor' 1.0 ms"), message);
        assertFalse(message.contains("idle"), message);
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

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
