package ringside.loom.plain;

import java.util.Locale;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/**
 * A ring in the shape of OpenJDK's loom micro-benchmark {@code Ring}, with no Ringside code: virtual threads started
 * once, chained by SynchronousQueues, each taking every message from the queue before it and putting it into the
 * one after; the main thread puts each trip's message in at the head and takes it out at the tail. One op is as
 * many trips as make ringSize + 1 receives (at least one trip), each checked to come out as it went in.
 * The side-by-side runner ({@code ./benchmark.sh side-by-side}, row loom-ring) runs it pinned, beside Ringside's
 * op; it prints the mean of the measured ops per receive as one line {@code side-by-side figure <ns> ns/msg}.
 *
 * <p>At a stack depth d > 0 every queue is a {@link QueueAtDepth}: each put and take, the main thread's too, is made
 * d frames deep, as the benchmark's {@code ChannelFixedStack} channels make each send and receive at its
 * {@code stackDepth}. At depth 0 that class is never loaded, so the program runs exactly as without it.
 *
 * <p>Arguments: parallelism (the JDK's scheduler takes it from the fork flags), warm-up seconds, measured seconds,
 * threads, hops, and optionally the stack depth (default 0).
 */
public final class PlainRing {
    private static final int STOP = -1;

    public static void main(String[] args) throws Exception {
        long warmUp = TimeUnit.SECONDS.toNanos(Long.parseLong(args[1]));
        long measured = TimeUnit.SECONDS.toNanos(Long.parseLong(args[2]));
        int threads = Integer.parseInt(args[3]);
        long hops = Long.parseLong(args[4]);
        int stackDepth = args.length > 5 ? Integer.parseInt(args[5]) : 0;
        if (stackDepth < 0) {
            throw new IllegalArgumentException("stack depth " + stackDepth + ": expected an integer >= 0");
        }
        int trips = (int) Math.max(1, (hops + 1) / (threads + 1)); // a trip: every thread and the tail receive once
        @SuppressWarnings("unchecked")
        SynchronousQueue<Integer>[] queues = new SynchronousQueue[threads + 1];
        for (int i = 0; i < queues.length; i++) {
            queues[i] = stackDepth == 0 ? new SynchronousQueue<>() : new QueueAtDepth(stackDepth);
        }
        Thread[] chain = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            SynchronousQueue<Integer> from = queues[i];
            SynchronousQueue<Integer> to = queues[i + 1];
            chain[i] = Thread.ofVirtual().start(() -> {
                try {
                    int message;
                    do {
                        message = from.take();
                        to.put(message);
                    } while (message != STOP);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
        SynchronousQueue<Integer> head = queues[0];
        SynchronousQueue<Integer> tail = queues[threads];
        long end = System.nanoTime() + warmUp;
        while (System.nanoTime() < end) {
            op(head, tail, trips);
        }
        long ops = 0;
        long total = 0;
        end = System.nanoTime() + measured;
        do {
            total += op(head, tail, trips);
            ops++;
        } while (System.nanoTime() < end);
        head.put(STOP);
        tail.take();
        for (Thread t : chain) {
            t.join();
        }
        System.out.println(ops + " measured ops of " + trips + " trips through " + threads + " virtual threads"
                + (stackDepth == 0 ? "" : ", each put and take " + stackDepth + " frames deep"));
        System.out.printf(Locale.ROOT, "side-by-side figure %.6g ns/msg%n",
                (double) total / ops / ((long) trips * (threads + 1)));
    }

    /** One op's time in nanoseconds; fails if a trip's message comes out changed. */
    static long op(SynchronousQueue<Integer> head, SynchronousQueue<Integer> tail, int trips) throws Exception {
        long start = System.nanoTime();
        for (int trip = 0; trip < trips; trip++) {
            head.put(trip);
            int out = tail.take();
            if (out != trip) {
                throw new IllegalStateException("trip " + trip + " came out as " + out);
            }
        }
        return System.nanoTime() - start;
    }

    /**
     * A SynchronousQueue whose put and take recurse {@code depth} plain calls, one small frame each, before the
     * queue's own: the shape of the benchmark's recursiveSend and recursiveReceive. Java keeps every frame.
     */
    static final class QueueAtDepth extends SynchronousQueue<Integer> {
        private final int depth;

        QueueAtDepth(int depth) {
            this.depth = depth;
        }

        @Override
        public void put(Integer message) throws InterruptedException {
            putFrom(depth, message);
        }

        private void putFrom(int frames, Integer message) throws InterruptedException {
            if (frames == 0) {
                super.put(message);
                return;
            }
            putFrom(frames - 1, message);
        }

        @Override
        public Integer take() throws InterruptedException {
            return takeFrom(depth);
        }

        private Integer takeFrom(int frames) throws InterruptedException {
            if (frames == 0) {
                return super.take();
            }
            return takeFrom(frames - 1);
        }
    }
}
