package ringside.loom.plain;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * A plain JDK program, no Ringside code: n idle threads, heap in use after full collections with them waiting minus
 * before, per thread; 5 warm-up rounds, then 5 measured, as Ringside's footprint fork. Run from the module's test
 * classpath: {@code java -cp ... ringside.loom.plain.IdleThreads <virtual|platform> <queue|park> <n>}. queue: each
 * thread blocked in take() on its own LinkedTransferQueue, as Ringside's are; park: each parked with no mailbox.
 */
public final class IdleThreads {
    public static void main(String[] args) throws Exception {
        Thread.Builder builder = args[0].equals("virtual") ? Thread.ofVirtual() : Thread.ofPlatform();
        boolean queue = args[1].equals("queue");
        int n = Integer.parseInt(args[2]);
        double[] measured = new double[5];
        for (int round = 0; round < 10; round++) {
            CountDownLatch started = new CountDownLatch(n);
            long before = heapAfterGc();
            List<Thread> threads = new ArrayList<>(n);
            List<LinkedTransferQueue<Integer>> inboxes = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                LinkedTransferQueue<Integer> in = new LinkedTransferQueue<>();
                inboxes.add(in);
                threads.add(builder.start(() -> {
                    started.countDown();
                    if (queue) {
                        try {
                            in.take();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    } else {
                        LockSupport.park();
                    }
                }));
            }
            started.await();
            Thread.sleep(100); // counted down just before blocking: let the last ones block
            long during = heapAfterGc();
            double perThread = (double) (during - before) / n;
            System.out.printf("round %d: %.0f B/thread%n", round, perThread);
            if (round >= 5) {
                measured[round - 5] = perThread;
            }
            for (int i = 0; i < n; i++) {
                if (queue) {
                    inboxes.get(i).put(i);
                } else {
                    LockSupport.unpark(threads.get(i));
                }
            }
            for (Thread t : threads) {
                t.join();
            }
        }
        System.out.printf("heap per idle thread, mean of 5 measured rounds: %.0f B (min %.0f, max %.0f)%n",
                Arrays.stream(measured).average().orElseThrow(), Arrays.stream(measured).min().orElseThrow(),
                Arrays.stream(measured).max().orElseThrow());
    }

    /**
     * Waits until the process's OS thread count has held still for 100 ms first: a platform thread is joined before
     * its OS thread has left the JVM, and until then its objects are still on the heap, so a reading taken at once
     * holds the previous round's threads (about 10 B per thread measured that way, against about 350).
     */
    private static long heapAfterGc() throws Exception {
        long threads = osThreads();
        for (long stillSince = System.nanoTime(); System.nanoTime() - stillSince < 100_000_000; ) {
            Thread.sleep(10);
            long now = osThreads();
            if (now < threads) {
                stillSince = System.nanoTime();
            }
            threads = now;
        }
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static long osThreads() throws Exception {
        return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("Threads:"))
                .mapToLong(l -> Long.parseLong(l.substring(8).trim())).findFirst().orElseThrow();
    }
}
