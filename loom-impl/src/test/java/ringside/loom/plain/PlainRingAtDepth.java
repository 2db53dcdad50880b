package ringside.loom.plain;

import java.util.Locale;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

/**
 * The ring of OpenJDK's loom micro-benchmark {@code Ring} at a stack depth, with no Ringside code: as
 * {@link PlainRing} (virtual threads started once, chained by SynchronousQueues, the main thread putting each trip in
 * at the head and taking it out at the tail), but each thread takes and puts every message {@code depth} frames deep
 * in a recursive method with a small frame, as that benchmark's channels do (the depth and one int changed at each
 * frame, as in its ChannelFixedStackI2). Each thread's first take counts its frames with a StackWalker and ends the
 * program if they are not the depth asked. A separate program, not an argument of PlainRing, so that the row at
 * depth 0 keeps its program as it was measured. The side-by-side runner ({@code ./benchmark.sh side-by-side}, row
 * loom-ring-depth) runs it pinned, beside Ringside's op at the same depth; it prints the mean of the measured ops per
 * receive as one line {@code side-by-side figure <ns> ns/msg}.
 *
 * <p>Arguments: parallelism (the JDK's scheduler takes it from the fork flags), warm-up seconds, measured seconds,
 * threads, hops, depth.
 */
public final class PlainRingAtDepth {
    private static final int STOP = -1;

    /** One thread's link: its queues and its depth; the recursion runs on the thread's own stack. */
    static final class Link {
        private final SynchronousQueue<Integer> from;
        private final SynchronousQueue<Integer> to;
        private final int depth;
        /** The frames of recursion under its first take, counted there (-1 before); its thread's own. */
        int framesSeen = -1;

        Link(SynchronousQueue<Integer> from, SynchronousQueue<Integer> to, int depth) {
            this.from = from;
            this.to = to;
            this.depth = depth;
        }

        int take(int frames, int carried) throws InterruptedException {
            if (frames > 0) {
                return take(frames - 1, carried + 1);
            }
            if (framesSeen < 0) {
                framesSeen = StackWalker.getInstance().walk(s -> (int) s.takeWhile(f -> f.getMethodName()
                        .equals("take")).count()) - 1; // the frame that takes is not one of the recursion's
                if (framesSeen != depth) {
                    System.err.println("a thread took " + framesSeen + " frames deep, not " + depth);
                    System.exit(1);
                }
            }
            return from.take();
        }

        void put(int frames, int carried, int message) throws InterruptedException {
            if (frames == 0) {
                to.put(message);
            } else {
                put(frames - 1, carried + 1, message);
            }
        }

        void run() {
            try {
                int message;
                do {
                    message = take(depth, 0);
                    put(depth, 0, message);
                } while (message != STOP);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        long warmUp = TimeUnit.SECONDS.toNanos(Long.parseLong(args[1]));
        long measured = TimeUnit.SECONDS.toNanos(Long.parseLong(args[2]));
        int threads = Integer.parseInt(args[3]);
        long hops = Long.parseLong(args[4]);
        int depth = Integer.parseInt(args[5]);
        int trips = (int) Math.max(1, (hops + 1) / (threads + 1)); // a trip: every thread and the tail receive once
        @SuppressWarnings("unchecked")
        SynchronousQueue<Integer>[] queues = new SynchronousQueue[threads + 1];
        for (int i = 0; i < queues.length; i++) {
            queues[i] = new SynchronousQueue<>();
        }
        Thread[] chain = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            chain[i] = Thread.ofVirtual().start(new Link(queues[i], queues[i + 1], depth)::run);
        }
        SynchronousQueue<Integer> head = queues[0];
        SynchronousQueue<Integer> tail = queues[threads];
        long end = System.nanoTime() + warmUp;
        while (System.nanoTime() < end) {
            PlainRing.op(head, tail, trips);
        }
        long ops = 0;
        long total = 0;
        end = System.nanoTime() + measured;
        do {
            total += PlainRing.op(head, tail, trips);
            ops++;
        } while (System.nanoTime() < end);
        head.put(STOP);
        tail.take();
        for (Thread t : chain) {
            t.join();
        }
        System.out.println(ops + " measured ops of " + trips + " trips through " + threads + " virtual threads, "
                + depth + " frames deep");
        System.out.printf(Locale.ROOT, "side-by-side figure %.6g ns/msg%n",
                (double) total / ops / ((long) trips * (threads + 1)));
    }
}
