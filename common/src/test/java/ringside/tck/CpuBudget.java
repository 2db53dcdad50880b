package ringside.tck;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Fairness rule 6, measured: the CPU time each live thread used across some work, against the CPU time of the whole
 * process over the same stretch. The caller says which threads are inside the budget (the variant's workers and the
 * thread awaiting the op); all the others together may use at most {@link #MAX_OUTSIDE_SHARE} of the total.
 *
 * <p>JIT compiler and GC threads are not visible to {@link ThreadMXBean}: their CPU time is in the total (the
 * denominator) only, never counted as outside. A thread that existed before the work and died during it is not
 * visible afterwards either; a thread born during the work and alive after it counts from 0.
 */
public final class CpuBudget {
    /** The share of the process's CPU time that threads outside the budget may use: 2%. */
    public static final double MAX_OUTSIDE_SHARE = 0.02;

    private CpuBudget() {
    }

    /** Some work to measure, for example a few ops awaited by the calling thread. */
    public interface Work {
        void run() throws Exception;
    }

    /** One platform thread's CPU time across the work; {@code bornDuring}: it did not exist when the work began. */
    public record ThreadCpu(long id, String name, long cpuNanos, boolean bornDuring) {
    }

    /** The process's CPU time across the work, and each thread's that was alive at its end. */
    public record Usage(long processCpuNanos, List<ThreadCpu> threads) {

        /** Threads outside the budget that used any CPU, the busiest first. */
        public List<ThreadCpu> outside(Predicate<ThreadCpu> inside) {
            return threads.stream().filter(inside.negate()).filter(t -> t.cpuNanos() > 0)
                    .sorted(Comparator.comparingLong(ThreadCpu::cpuNanos).reversed()).toList();
        }

        /** Empty when the threads outside used at most 2% of the total; else a message naming each with its CPU ms. */
        public Optional<String> overBudget(Predicate<ThreadCpu> inside) {
            List<ThreadCpu> outside = outside(inside);
            long outsideNanos = outside.stream().mapToLong(ThreadCpu::cpuNanos).sum();
            if (outsideNanos <= MAX_OUTSIDE_SHARE * processCpuNanos) {
                return Optional.empty();
            }
            String each = outside.stream().map(t -> "'" + t.name() + "' " + ms(t.cpuNanos()) + " ms")
                    .collect(Collectors.joining(", "));
            return Optional.of(String.format(Locale.ROOT, "threads outside the budget used %s of %s CPU ms (%.1f%%,"
                    + " at most %.0f%% allowed): %s", ms(outsideNanos), ms(processCpuNanos),
                    100.0 * outsideNanos / processCpuNanos, 100 * MAX_OUTSIDE_SHARE, each));
        }
    }

    /** Runs the work on the calling thread and returns what every thread and the process used across it. */
    public static Usage measure(Work work) throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isThreadCpuTimeSupported()) {
            throw new IllegalStateException("this JVM cannot measure per-thread CPU time");
        }
        threads.setThreadCpuTimeEnabled(true);
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        // the thread times bracket the process time, so an outside thread is measured over slightly more, never less
        Map<Long, Long> before = cpuTimes(threads);
        long processBefore = os.getProcessCpuTime();
        work.run();
        long processAfter = os.getProcessCpuTime();
        Map<Long, Long> after = cpuTimes(threads);

        long[] ids = after.keySet().stream().mapToLong(Long::longValue).toArray();
        ThreadInfo[] infos = threads.getThreadInfo(ids, 0);
        List<ThreadCpu> used = new ArrayList<>();
        for (int i = 0; i < ids.length; i++) {
            if (infos[i] != null) { // null: it died between the two reads
                long start = before.getOrDefault(ids[i], 0L);
                used.add(new ThreadCpu(ids[i], infos[i].getThreadName(), after.get(ids[i]) - start,
                        !before.containsKey(ids[i])));
            }
        }
        return new Usage(processAfter - processBefore, List.copyOf(used));
    }

    /**
     * Inside: the test runner's own threads (surefire's, which flush the TCK's output): they exist in the TCK's JVM
     * only, never in a benchmark fork, and once took 2.1% of a busy 1-CPU run.
     */
    public static boolean testRunners(ThreadCpu t) {
        return t.name().startsWith("surefire-");
    }

    /** Inside: a thread named as one of {@code names}, or a replacement of one (same name, another trailing number). */
    public static Predicate<ThreadCpu> namedLike(Set<String> names) {
        Set<String> stems = names.stream().map(CpuBudget::stem).collect(Collectors.toSet());
        return t -> stems.contains(stem(t.name()));
    }

    /** The name without its trailing number: pool threads are numbered, a replacement thread gets a new number. */
    static String stem(String threadName) {
        int end = threadName.length();
        while (end > 0 && Character.isDigit(threadName.charAt(end - 1))) {
            end--;
        }
        return threadName.substring(0, end);
    }

    private static Map<Long, Long> cpuTimes(ThreadMXBean threads) {
        Map<Long, Long> times = new HashMap<>();
        for (long id : threads.getAllThreadIds()) {
            long cpu = threads.getThreadCpuTime(id);
            if (cpu >= 0) { // -1: not alive any more
                times.put(id, cpu);
            }
        }
        return times;
    }

    private static String ms(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
    }
}
