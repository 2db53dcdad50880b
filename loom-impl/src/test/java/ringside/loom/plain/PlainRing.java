package ringside.loom.plain;

import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/**
 * A ring as OpenJDK's loom micro-benchmarks write it, with no Ringside code: virtual threads in a circle, each taking
 * a counting token from the SynchronousQueue into it and putting the token less one into the next's; the thread
 * that takes 0 ends the round. One op builds the ring, sends the token round and stops the threads.
 * The side-by-side runner ({@code ./benchmark.sh side-by-side}, row loom-ring) runs it pinned, beside Ringside's
 * op; it prints the mean of the measured ops per message (ringSize + 1 receives) as one line
 * {@code side-by-side figure <ns> ns/msg}.
 *
 * <p>Arguments: parallelism (the JDK's scheduler takes it from the fork flags), warm-up seconds, measured seconds,
 * threads, hops.
 */
public final class PlainRing {
    private static final int STOP = -1;

    public static void main(String[] args) throws Exception {
        long warmUp = TimeUnit.SECONDS.toNanos(Long.parseLong(args[1]));
        long measured = TimeUnit.SECONDS.toNanos(Long.parseLong(args[2]));
        int threads = Integer.parseInt(args[3]);
        int hops = Integer.parseInt(args[4]);
        long end = System.nanoTime() + warmUp;
        while (System.nanoTime() < end) {
            op(threads, hops);
        }
        long ops = 0;
        long total = 0;
        end = System.nanoTime() + measured;
        do {
            total += op(threads, hops);
            ops++;
        } while (System.nanoTime() < end);
        System.out.println(ops + " measured ops of " + hops + " hops round " + threads + " virtual threads");
        System.out.printf(Locale.ROOT, "side-by-side figure %.6g ns/msg%n", (double) total / ops / (hops + 1L));
    }

    /** One ring: its time in nanoseconds, checked to have ended at the thread the token's count says. */
    static long op(int threads, int hops) throws Exception {
        long start = System.nanoTime();
        @SuppressWarnings("unchecked")
        SynchronousQueue<Integer>[] in = new SynchronousQueue[threads];
        for (int i = 0; i < threads; i++) {
            in[i] = new SynchronousQueue<>();
        }
        CompletableFuture<Integer> endedBy = new CompletableFuture<>();
        Thread[] ring = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            int me = i;
            SynchronousQueue<Integer> next = in[(i + 1) % threads];
            ring[i] = Thread.ofVirtual().start(() -> {
                try {
                    for (int token = in[me].take(); token != STOP; token = in[me].take()) {
                        if (token == 0) {
                            endedBy.complete(me);
                        } else {
                            next.put(token - 1);
                        }
                    }
                } catch (InterruptedException e) {
                    endedBy.completeExceptionally(e);
                }
            });
        }
        in[0].put(hops);
        int ender = endedBy.get(60, TimeUnit.SECONDS);
        for (int i = 0; i < threads; i++) {
            in[i].put(STOP);
        }
        for (Thread t : ring) {
            t.join();
        }
        long took = System.nanoTime() - start;
        if (ender != hops % threads) {
            throw new IllegalStateException("thread " + ender + " took 0, expected thread " + hops % threads);
        }
        return took;
    }
}
