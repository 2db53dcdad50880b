package ringside.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** Footprint's readings see what they claim: live heap objects on the heap, touched native memory off it. */
class ProcessMemoryTest {
    private static final int MB = 1024 * 1024;

    @Test
    void heapCountsLiveObjectsAfterTheCollections() throws InterruptedException {
        ProcessMemory before = ProcessMemory.settled();
        byte[] held = new byte[16 * MB];
        ProcessMemory during = ProcessMemory.settled();
        assertTrue(during.heapUsed() - before.heapUsed() >= held.length, before + " -> " + during);
    }

    @Test
    void offHeapCountsTouchedNativeMemory() throws InterruptedException {
        ProcessMemory before = ProcessMemory.settled();
        assumeTrue(before.anonymous() >= 0, "no /proc or no native-heap trim here");
        ByteBuffer buffer = ByteBuffer.allocateDirect(32 * MB);
        for (int i = 0; i < buffer.capacity(); i += 4096) {
            buffer.put(i, (byte) 1); // touched: resident
        }
        ProcessMemory during = ProcessMemory.settled();
        long grown = during.anonymousOutsideJvmPools() - before.anonymousOutsideJvmPools();
        // not asserted exact: the JVM's own native memory moves by a few megabytes between two readings
        assertTrue(grown >= 24L * MB && grown <= 48L * MB, "grew by " + grown / MB + " MB for a 32 MB buffer");
        assertTrue(buffer.get(0) == 1);
    }
}
