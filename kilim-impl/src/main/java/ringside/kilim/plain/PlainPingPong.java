package ringside.kilim.plain;

import java.util.Arrays;
import kilim.ForkJoinScheduler;
import kilim.Mailbox;
import kilim.Pausable;
import kilim.Scheduler;
import kilim.Task;

/**
 * Ping-pong as a Kilim user writes it, with no Ringside code: two tasks, each with its own Mailbox, an Integer each
 * way, on Kilim's default scheduler ({@code Scheduler.make(n)}) or on {@code kilim.ForkJoinScheduler}. It prints
 * the median time of a round of round trips, to set beside Ringside's kilim ping-pong (docs/side-by-side.md,
 * "Multi-CPU costs").
 * Not a test: run by hand, pinned with taskset. In src/main only because the build weaves target/classes alone.
 *
 * <p>Arguments: scheduler ({@code default} or {@code forkjoin}), threads (default 1), round trips per round
 * (20,000), measured rounds (30), warm-up rounds (10).
 */
public final class PlainPingPong {

    /** Answers each ping until a negative one. */
    static final class Ponger extends Task<Void> {
        final Mailbox<Integer> inbox = new Mailbox<>();
        Mailbox<Integer> pinger;

        @Override
        public void execute() throws Pausable {
            for (int v = inbox.get(); v >= 0; v = inbox.get()) {
                pinger.put(v);
            }
        }
    }

    /** Sends each ping and waits for its pong, then stops the ponger. */
    static final class Pinger extends Task<Void> {
        final Mailbox<Integer> inbox = new Mailbox<>();
        final Ponger ponger;
        final int roundTrips;
        /** Pongs that matched their ping; read once the task has ended. */
        int matched;

        Pinger(Ponger ponger, int roundTrips) {
            this.ponger = ponger;
            this.roundTrips = roundTrips;
        }

        @Override
        public void execute() throws Pausable {
            for (int i = 0; i < roundTrips; i++) {
                ponger.inbox.put(i);
                int pong = inbox.get();
                if (pong != i) {
                    break;
                }
                matched++;
            }
            ponger.inbox.put(-1);
        }
    }

    /** One round: both tasks started on the scheduler; the time until both have ended. */
    static long round(Scheduler scheduler, int roundTrips) {
        Ponger ponger = new Ponger();
        Pinger pinger = new Pinger(ponger, roundTrips);
        ponger.pinger = pinger.inbox;
        long started = System.nanoTime();
        ponger.setScheduler(scheduler).start();
        pinger.setScheduler(scheduler).start();
        pinger.joinb();
        ponger.joinb();
        if (pinger.matched != roundTrips) {
            throw new IllegalStateException(pinger.matched + " of " + roundTrips + " pongs matched their ping");
        }
        return System.nanoTime() - started;
    }

    /** Argument i, or its default; refused, naming it, unless a whole number of at least {@code min}. */
    static int count(String[] args, int i, String name, int fallback, int min) {
        if (args.length <= i) {
            return fallback;
        }
        try {
            int value = Integer.parseInt(args[i]);
            if (value >= min) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IllegalArgumentException(name + " (argument " + (i + 1) + "): a whole number >= " + min + ", not "
                + args[i]);
    }

    public static void main(String[] args) {
        String kind = args.length > 0 ? args[0] : "default";
        if (!kind.equals("default") && !kind.equals("forkjoin")) {
            throw new IllegalArgumentException("scheduler (argument 1): default or forkjoin, not " + kind);
        }
        int threads = count(args, 1, "threads", 1, 1);
        int roundTrips = count(args, 2, "round trips", 20_000, 1);
        int rounds = count(args, 3, "measured rounds", 30, 1);
        int warmUp = count(args, 4, "warm-up rounds", 10, 0);
        Scheduler scheduler = kind.equals("default") ? Scheduler.make(threads) : new ForkJoinScheduler(threads);
        try {
            for (int i = 0; i < warmUp; i++) {
                round(scheduler, roundTrips);
            }
            long[] ns = new long[rounds];
            for (int i = 0; i < rounds; i++) {
                ns[i] = round(scheduler, roundTrips);
            }
            Arrays.sort(ns);
            long median = ns[rounds / 2];
            System.out.printf("%s scheduler, %d threads, %d round trips: median %.2f ms (%d ns per message),"
                    + " range %.2f-%.2f ms%n", kind, threads, roundTrips, median / 1e6, median / (2L * roundTrips),
                    ns[0] / 1e6, ns[rounds - 1] / 1e6);
        } finally {
            scheduler.shutdown();
        }
    }
}
