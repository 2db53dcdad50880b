package ringside.loom.plain;

import java.util.Locale;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.TimeUnit;

/**
 * Ping-pong as a JDK user writes it, with no Ringside code: two virtual threads handing an int over a
 * LinkedTransferQueue each way. One op starts both, makes the round trips, checks each pong is its ping, and
 * joins them. The side-by-side runner ({@code ./benchmark.sh side-by-side}, row loom-pingpong) runs it pinned,
 * beside Ringside's op; it prints the mean of the measured ops as one line {@code side-by-side figure <ms> ms/op}.
 *
 * <p>Arguments: parallelism (the JDK's scheduler takes it from the fork flags), warm-up seconds, measured seconds,
 * round trips.
 */
public final class PlainPingPong {
    private static final int STOP = -1;

    public static void main(String[] args) throws Exception {
        long warmUp = TimeUnit.SECONDS.toNanos(Long.parseLong(args[1]));
        long measured = TimeUnit.SECONDS.toNanos(Long.parseLong(args[2]));
        int roundTrips = Integer.parseInt(args[3]);
        long end = System.nanoTime() + warmUp;
        while (System.nanoTime() < end) {
            op(roundTrips);
        }
        long ops = 0;
        long total = 0;
        end = System.nanoTime() + measured;
        do {
            total += op(roundTrips);
            ops++;
        } while (System.nanoTime() < end);
        System.out.println(ops + " measured ops of " + roundTrips + " round trips");
        System.out.printf(Locale.ROOT, "side-by-side figure %.6g ms/op%n", total / 1e6 / ops);
    }

    /** One op's time in nanoseconds; fails if a pong is not its ping. */
    static long op(int roundTrips) throws Exception {
        long start = System.nanoTime();
        LinkedTransferQueue<Integer> pings = new LinkedTransferQueue<>();
        LinkedTransferQueue<Integer> pongs = new LinkedTransferQueue<>();
        Thread ponger = Thread.ofVirtual().start(() -> {
            try {
                for (int v = pings.take(); v != STOP; v = pings.take()) {
                    pongs.put(v);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        int[] matched = {0};
        Thread pinger = Thread.ofVirtual().start(() -> {
            try {
                for (int i = 0; i < roundTrips; i++) {
                    pings.put(i);
                    if (pongs.take() != i) {
                        break;
                    }
                    matched[0]++;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                pings.put(STOP);
            }
        });
        pinger.join();
        ponger.join();
        long took = System.nanoTime() - start;
        if (matched[0] != roundTrips) {
            throw new IllegalStateException(matched[0] + " of " + roundTrips + " pongs matched their ping");
        }
        return took;
    }
}
