package ringside.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.JMException;
import javax.management.ObjectName;

/**
 * The fork's memory at one settled moment: heap in use after full collections, anonymous resident memory (RssAnon)
 * and what the JVM's pools have committed (the heap, the code cache, metaspace). RssAnon leaves out file-backed
 * pages (the JVM's and the jars' code as it is touched), which are not the actors'. In a fork the heap is touched at
 * start (AlwaysPreTouch) and does not resize (-Xms = -Xmx), so its committed size is resident; taking the pools off
 * RssAnon leaves native memory outside the JVM's accounts: thread stacks, the JVM's per-thread structures, native
 * buffers.
 */
record ProcessMemory(long heapUsed, long anonymous, long jvmPools) {
    private static final Path STATUS = Path.of("/proc/self/status");
    /** HotSpot's Metaspace pool already contains this one (its class part): counted once, through Metaspace. */
    private static final String CLASS_SPACE = "Compressed Class Space";
    /** How long the count of the process's threads must hold still before a reading (exiting threads settle). */
    private static final long STILL_NANOS = 100_000_000;
    private static final long SETTLE_LIMIT_NANOS = 20_000_000_000L;
    /**
     * Time for the cleaners the collections queued (direct buffers, inflaters) to free their native memory before the
     * trim: freed after it, that memory would count in this reading and vanish from the next (8 MB seen in a test).
     */
    private static final long CLEANERS_MILLIS = 100;

    /**
     * Waits until the process's OS threads have stopped exiting (a Java thread is joined before its OS thread has
     * left the JVM, and until then its stack and structures are still there), collects twice (the second frees what
     * the first's reference processing released), lets the cleaners run, gives the C library's free memory back to the system (it keeps
     * what a process freed, so a reading would depend on earlier ops), then reads all three. Anonymous memory is -1
     * where it cannot be read honestly: no /proc (not Linux), or a C library the JVM cannot trim.
     */
    static ProcessMemory settled() throws InterruptedException {
        awaitThreadsStill();
        System.gc();
        System.gc();
        Thread.sleep(CLEANERS_MILLIS);
        boolean trimmed = trimNativeHeap();
        long pools = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getCommitted();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.NON_HEAP && !pool.getName().equals(CLASS_SPACE)) {
                pools += pool.getUsage().getCommitted();
            }
        }
        long anonymousKb = trimmed ? statusField("RssAnon:") : -1;
        return new ProcessMemory(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(),
                anonymousKb < 0 ? -1 : anonymousKb * 1024, pools);
    }

    /** Anonymous resident memory outside the JVM's pools (heap, code cache, metaspace), or -1. */
    long anonymousOutsideJvmPools() {
        return anonymous < 0 ? -1 : anonymous - jvmPools;
    }

    private static void awaitThreadsStill() throws InterruptedException {
        long limit = System.nanoTime() + SETTLE_LIMIT_NANOS;
        long threads = statusField("Threads:");
        long stillSince = System.nanoTime();
        while (threads >= 0 && System.nanoTime() - stillSince < STILL_NANOS && System.nanoTime() < limit) {
            Thread.sleep(10);
            long now = statusField("Threads:");
            if (now < threads) {
                stillSince = System.nanoTime();
            }
            threads = now;
        }
    }

    /** malloc_trim through the JVM's own diagnostic command (System.trim_native_heap); false where unavailable. */
    private static boolean trimNativeHeap() {
        try {
            Object answer = ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "systemTrimNativeHeap",
                    new Object[] {null}, new String[] {String[].class.getName()});
            return answer instanceof String s && s.contains("RSS");
        } catch (JMException | RuntimeException e) {
            return false;
        }
    }

    /** A number field of /proc/self/status ("RssAnon:	  123456 kB", "Threads:	12"), or -1 without /proc. */
    private static long statusField(String field) {
        try {
            for (String line : Files.readAllLines(STATUS)) {
                if (line.startsWith(field)) {
                    return Long.parseLong(line.substring(field.length()).replace("kB", "").trim());
                }
            }
            return -1;
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }
}
