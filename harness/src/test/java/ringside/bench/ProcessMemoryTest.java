package ringside.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/** Footprint's readings see what they claim: live heap objects on the heap, touched native memory off it. */
class ProcessMemoryTest {
    private static final long MB = 1024 * 1024;
    private static final int BUFFER_MB = 128;

    @Test
    void heapCountsLiveObjectsAfterTheCollections() throws InterruptedException {
        ProcessMemory before = ProcessMemory.settled();
        byte[] held = new byte[(int) (16 * MB)];
        ProcessMemory during = ProcessMemory.settled();
        assertTrue(during.heapUsed() - before.heapUsed() >= held.length, before + " -> " + during);
    }

    @Test
    void offHeapCountsTouchedNativeMemory() throws InterruptedException {
        ProcessMemory before = ProcessMemory.settled();
        assumeTrue(before.anonymous() >= 0, "no /proc or no native-heap trim here");
        ByteBuffer buffer = ByteBuffer.allocateDirect((int) (BUFFER_MB * MB));
        for (int i = 0; i < buffer.capacity(); i += 4096) {
            buffer.put(i, (byte) 1); // touched: resident
        }
        ProcessMemory during = ProcessMemory.settled();
        long grown = during.anonymousOutsideJvmPools() - before.anonymousOutsideJvmPools();
        // within 16 MB: the JVM's own native memory may move by some megabytes between two readings
        assertTrue(Math.abs(grown - BUFFER_MB * MB) <= 16L * MB,
                "grew by " + grown / MB + " MB for a " + BUFFER_MB + " MB buffer: " + before + " -> " + during);
        assertTrue(buffer.get(0) == 1);
    }
}
