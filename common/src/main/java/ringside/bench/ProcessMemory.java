package ringside.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The fork's memory at one moment: heap in use after a full collection, and resident memory (VmRSS). The heap is
 * touched at start (AlwaysPreTouch), so it is resident from the beginning and a growth of VmRSS is memory outside
 * the heap: platform threads' stacks, native buffers, metadata.
 */
record ProcessMemory(long heapUsed, long resident) {
    private static final Path STATUS = Path.of("/proc/self/status");

    /** Collects twice (the second frees what the first's reference processing released), then reads both. */
    static ProcessMemory afterFullGc() {
        System.gc();
        System.gc();
        return new ProcessMemory(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), readResident());
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
