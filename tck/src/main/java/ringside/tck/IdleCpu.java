package ringside.tck;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Footprint's "really parked" witness: while a footprint op's actors all wait, the process's Java threads must be
 * (almost) idle. A parked thread, fiber, task or actor uses no CPU; one that only says it waits and then polls or spins
 * uses all the CPU it is given. Java threads only (a spinning virtual thread shows on its carrier): the JVM's JIT
 * compilers and GC threads, which finish work the op's creation started, are not Java threads. The measuring
 * thread sleeps and is left out.
 */
final class IdleCpu {
    /** Let the last actors' turns and the pools' spin-before-park end before the window opens. */
    static final Duration SETTLE = Duration.ofMillis(50);
    static final Duration WINDOW = Duration.ofMillis(300);
    /**
     * At most this share of one CPU over the window: 15 ms in 300. A spinning actor uses 300 ms on a quiet machine,
     * and still about 50 ms on a 2-core machine under a load of 12; a timer tick or a flush of test output, well under
     * 1 ms.
     */
    static final double MAX_SHARE_OF_ONE_CPU = 0.05;

    private IdleCpu() {
    }

    /** Sleeps {@link #SETTLE} then {@link #WINDOW}; says which threads used more than allowed in the window, if any. */
    static Optional<String> busyThreadsWhileIdle() throws InterruptedException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        threads.setThreadCpuTimeEnabled(true);
        Thread.sleep(SETTLE.toMillis());
        Map<Long, Long> before = CpuBudget.cpuTimes(threads);
        long start = System.nanoTime();
        Thread.sleep(WINDOW.toMillis());
        Map<Long, Long> after = CpuBudget.cpuTimes(threads);
        long window = System.nanoTime() - start;
        long me = Thread.currentThread().threadId();
        long used = 0;
        StringBuilder busiest = new StringBuilder();
        for (Map.Entry<Long, Long> e : after.entrySet()) {
            long ran = e.getKey() == me ? 0 : e.getValue() - before.getOrDefault(e.getKey(), 0L);
            used += ran;
            if (ran > window / 100) {
                var info = threads.getThreadInfo(e.getKey());
                busiest.append(String.format(Locale.ROOT, " '%s' %.1f ms", info == null ? "ended" : info.getThreadName(),
                        ran / 1e6));
            }
        }
        if (used <= MAX_SHARE_OF_ONE_CPU * window) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "while every actor said it was waiting, the process's Java"
                + " threads used %.1f ms of CPU in %.0f ms (at most %.0f%% of one CPU allowed): an idle actor must be"
                + " parked in its framework, not polling; busiest:%s", used / 1e6, window / 1e6,
                100 * MAX_SHARE_OF_ONE_CPU, busiest.length() == 0 ? " none above 1%" : busiest));
    }
}
