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
 * Fairness rule 6, measured: the CPU time each thread used across some work, against the CPU time of the whole
 * process over the same stretch. The caller says which threads are inside the budget (the variant's workers and the
 * thread awaiting the op); all the others together may use at most {@link #MAX_OUTSIDE_SHARE} of the total.
 *
 * <p>Three sources, read around the work: {@link ThreadMXBean} for the Java threads alive at its end (named, so the
 * caller can tell a pool's worker from a timer), Linux's per-thread run times ({@link TaskCpuTimes}) for every OS
 * thread alive at its end, and the process's CPU time ({@link ProcessCpuClock}). What the OS threads do not explain
 * is what threads that ended inside the window used (a snapshot of live threads cannot see them): the caller says
 * whether those are inside (a variant whose every worker is a thread of its own) or not (a pooled variant: a pool
 * thread that ends during a few ops was a temporary one).
 *
 * <p>The JVM's own threads (OS threads with no Java thread: GC, the VM thread, JIT compilers) are never outside:
 * they are the JVM's, not a pool the framework starts. GC and VM threads stay in the total (the variant's
 * allocations drive them); the JIT compilers' time is left out of it, since it depends on how far compilation has
 * got, not on the variant, and would dilute the share (it was half the total of a light variant here). The precise
 * process clock needs JDK 22 (the JDK's own reading moves in 10 ms steps, too coarse for a window of some hundred
 * ms): on 21 the ended threads' share is not measured, and the total is the live threads' sum.
 */
public final class CpuBudget {
    /** The share of the process's CPU time that threads outside the budget may use: 2%. */
    public static final double MAX_OUTSIDE_SHARE = 0.02;

    private static final Optional<ProcessCpuClock> CLOCK = ProcessCpuClock.find();

    private CpuBudget() {
    }

    /** Some work to measure, for example a few ops awaited by the calling thread. */
    public interface Work {
        void run() throws Exception;
    }

    /** One platform thread's CPU time across the work; {@code bornDuring}: it did not exist when the work began. */
    public record ThreadCpu(long id, String name, long cpuNanos, boolean bornDuring) {
    }

    /**
     * The process's CPU time across the work, each Java thread's that was alive at its end, the JIT compilers'
     * ({@code jitNanos}), the JVM's other own threads' (GC, VM thread: {@code jvmNanos}), and the threads' that
     * ended inside it ({@code endedNanos}; -1: not measured on this JDK); {@code endedNames}: the OS names of those
     * that existed when it began (one born and ended inside has left no name).
     */
    public record Usage(long processCpuNanos, List<ThreadCpu> threads, long jitNanos, long jvmNanos,
            long endedNanos, List<String> endedNames) {

        /** What the share is taken of: the process's CPU time but the JIT compilers'. */
        public long totalNanos() {
            return processCpuNanos - jitNanos;
        }

        /** Threads outside the budget that used any CPU, the busiest first. */
        public List<ThreadCpu> outside(Predicate<ThreadCpu> inside) {
            return threads.stream().filter(inside.negate()).filter(t -> t.cpuNanos() > 0)
                    .sorted(Comparator.comparingLong(ThreadCpu::cpuNanos).reversed()).toList();
        }

        /** What the threads outside used: those {@code inside} rejects, and the ended ones unless they are inside. */
        public long outsideNanos(Predicate<ThreadCpu> inside, boolean endedInside) {
            long named = outside(inside).stream().mapToLong(ThreadCpu::cpuNanos).sum();
            return named + (endedInside ? 0 : Math.max(0, endedNanos));
        }

        /**
         * Empty when the threads outside used at most 2% of the total; else a message naming each with its CPU ms,
         * the ended threads' share, and the JVM's own (in the total only).
         */
        public Optional<String> overBudget(Predicate<ThreadCpu> inside, boolean endedInside) {
            long outsideNanos = outsideNanos(inside, endedInside);
            if (outsideNanos <= MAX_OUTSIDE_SHARE * totalNanos()) {
                return Optional.empty();
            }
            List<String> each = new ArrayList<>(outside(inside).stream()
                    .map(t -> "'" + t.name() + "' " + ms(t.cpuNanos()) + " ms").toList());
            if (!endedInside && endedNanos > 0) {
                each.add("threads that ended inside the window " + ms(endedNanos) + " ms"
                        + (endedNames.isEmpty() ? "" : " (of those alive when it began: " + endedNames + ")"));
            }
            return Optional.of(String.format(Locale.ROOT, "threads outside the budget used %s of %s CPU ms (%.1f%%,"
                    + " at most %.0f%% allowed): %s; in the total only: the JVM's GC and VM threads %s ms; left out:"
                    + " its JIT compilers %s ms", ms(outsideNanos), ms(totalNanos()),
                    100.0 * outsideNanos / totalNanos(), 100 * MAX_OUTSIDE_SHARE, String.join(", ", each),
                    ms(jvmNanos), ms(jitNanos)));
        }

        /** One line: the total, the outside share, the JVM's own and the ended threads' CPU, for a test's output. */
        public String summary(Predicate<ThreadCpu> inside, boolean endedInside) {
            return String.format(Locale.ROOT, "%s CPU ms, outside %.2f%%, GC and VM threads %s ms, JIT %s ms (left"
                    + " out), ended threads %s", ms(totalNanos()),
                    100.0 * outsideNanos(inside, endedInside) / totalNanos(), ms(jvmNanos), ms(jitNanos),
                    endedNanos < 0 ? "not measured (JDK < 22)" : ms(endedNanos) + " ms"
                            + (endedInside ? " (inside)" : " (outside)"));
        }
    }

    /** Whether this system lets the budget be measured (Linux's per-thread run times). */
    public static boolean measurable() {
        return TaskCpuTimes.available();
    }

    /** Runs the work on the calling thread and returns what every thread and the process used across it. */
    public static Usage measure(Work work) throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isThreadCpuTimeSupported() || !TaskCpuTimes.available()) {
            throw new IllegalStateException("this system cannot measure per-thread CPU time (needs Linux's /proc)");
        }
        threads.setThreadCpuTimeEnabled(true);
        long me = TaskCpuTimes.currentTid();
        // the snapshots bracket the clock readings; this thread's own part is read next to the clock, so what it
        // spends reading /proc is in neither; what other threads run while a snapshot is read (about a ms) is in the
        // snapshot's and not the clock's, so the ended threads' share may read that much low
        Map<Long, TaskCpuTimes.Task> tasksBefore = TaskCpuTimes.now();
        Map<Long, Long> javaBefore = cpuTimes(threads);
        long selfBefore = threads.getCurrentThreadCpuTime();
        long processBefore = processNanos();
        work.run();
        long processAfter = processNanos();
        long selfAfter = threads.getCurrentThreadCpuTime();
        Map<Long, Long> javaAfter = cpuTimes(threads);
        Map<Long, TaskCpuTimes.Task> tasksAfter = TaskCpuTimes.now();

        long[] ids = javaAfter.keySet().stream().mapToLong(Long::longValue).toArray();
        ThreadInfo[] infos = threads.getThreadInfo(ids, 0);
        long myId = Thread.currentThread().threadId();
        List<ThreadCpu> used = new ArrayList<>();
        long javaOthers = 0;
        for (int i = 0; i < ids.length; i++) {
            if (infos[i] != null) { // null: it died between the two reads
                long cpu = javaAfter.get(ids[i]) - javaBefore.getOrDefault(ids[i], 0L);
                used.add(new ThreadCpu(ids[i], infos[i].getThreadName(), cpu, !javaBefore.containsKey(ids[i])));
                javaOthers += ids[i] == myId ? 0 : cpu;
            }
        }
        long liveOthers = 0;
        long jit = 0;
        for (Map.Entry<Long, TaskCpuTimes.Task> task : tasksAfter.entrySet()) {
            if (task.getKey() != me) {
                long after = task.getValue().runNanos();
                TaskCpuTimes.Task before = tasksBefore.get(task.getKey());
                // a lower count than before: the id was reused by a thread born inside the window
                long cpu = after - (before != null && before.runNanos() <= after ? before.runNanos() : 0);
                liveOthers += cpu;
                jit += task.getValue().isJitCompiler() ? cpu : 0;
            }
        }
        long jvm = Math.max(0, liveOthers - jit - javaOthers);
        long self = selfAfter - selfBefore;
        List<String> endedNames = tasksBefore.entrySet().stream().filter(t -> !tasksAfter.containsKey(t.getKey()))
                .map(t -> t.getValue().name()).sorted().toList();
        if (CLOCK.isEmpty()) {
            return new Usage(self + liveOthers, List.copyOf(used), jit, jvm, -1, endedNames);
        }
        long process = processAfter - processBefore;
        return new Usage(process, List.copyOf(used), jit, jvm, Math.max(0, process - self - liveOthers), endedNames);
    }

    private static long processNanos() {
        return CLOCK.map(ProcessCpuClock::nanos).orElse(0L);
    }

    /**
     * Inside: the test runner's own threads (surefire's, which flush the TCK's output): they exist in the TCK's JVM
     * only, never in a benchmark fork, and once took 2.1% of a busy 1-CPU run.
     */
    public static boolean testRunners(ThreadCpu t) {
        return t.name().startsWith("surefire-");
    }

    /**
     * Inside: the JDK's master poller, the one platform thread that wakes virtual threads' socket pollers (themselves
     * virtual threads, on the variant's carriers) when their sockets are ready: the I/O half of the virtual-thread
     * scheduler since JDK 22, one per JVM whatever the parallelism, with no setting that sizes or silences it
     * ({@code jdk.pollerMode=1} only moves the polling to platform threads of its own).
     */
    public static boolean jdkMasterPoller(ThreadCpu t) {
        return t.name().equals("MasterPoller");
    }

    /**
     * Inside over HTTP: the JDK's virtual-thread unblocker (JDK 24+), the one platform thread that hands a released
     * monitor to a waiting virtual thread, part of the virtual-thread scheduler like the master poller; HTTP stacks
     * take monitors on their connections and pools, and a handler's virtual thread may wait for one.
     */
    public static boolean jdkVirtualThreadUnblocker(ThreadCpu t) {
        return t.name().equals("VirtualThread-unblocker");
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

    static Map<Long, Long> cpuTimes(ThreadMXBean threads) {
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
