package ringside.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The fork's memory at one moment: heap in use after a full collection, resident memory (VmRSS), and what the JVM's
 * own non-heap pools (code cache, metaspace, class space) have committed. The heap is touched at start
 * (AlwaysPreTouch), so it is resident from the beginning: a growth of VmRSS is memory outside the heap, and once
 * the non-heap pools' growth is taken off, what is left is outside the JVM's accounts too: thread stacks, the
 * JVM's per-thread structures and native buffers.
 */
record ProcessMemory(long heapUsed, long resident, long jvmNonHeap) {
    private static final Path STATUS = Path.of("/proc/self/status");

    /** Collects twice (the second frees what the first's reference processing released), then reads all three. */
    static ProcessMemory afterFullGc() {
        System.gc();
        System.gc();
        long nonHeap = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.NON_HEAP) {
                nonHeap += pool.getUsage().getCommitted();
            }
        }
        return new ProcessMemory(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), readResident(),
                nonHeap);
    }

    /** Resident memory outside the heap and outside the JVM's non-heap pools, or -1 without /proc. */
    long residentOutsideJvmPools() {
        return resident < 0 ? -1 : resident - jvmNonHeap;
    }

    /** VmRSS in bytes, or -1 where the system has no /proc (not Linux). */
    static long readResident() {
        try {
            for (String line : Files.readAllLines(STATUS)) {
                if (line.startsWith("VmRSS:")) { // "VmRSS:	  123456 kB"
                    return 1024 * Long.parseLong(line.substring(6).replace("kB", "").trim());
                }
            }
            return -1;
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }
}
