package ringside.kilim.plain;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import kilim.ForkJoinScheduler;
import kilim.Mailbox;
import kilim.Pausable;
import kilim.Scheduler;
import kilim.Task;

/**
 * Ping-pong as a Kilim user writes it, with no Ringside code: two tasks, each with its own Mailbox, an Integer each
 * way, on Kilim's default scheduler ({@code Scheduler.make(n)}) or on {@code kilim.ForkJoinScheduler}. One round
 * starts both tasks and waits for both to end. It prints the median and range of the measured rounds, and their mean
 * as one line {@code side-by-side figure <ms> ms/op}: the side-by-side runner ({@code ./benchmark.sh side-by-side},
 * row kilim-pingpong) runs it pinned, beside Ringside's kilim/mailbox op, and docs/side-by-side.md ("Multi-CPU
 * costs") runs it by hand with taskset. Not a test. In src/main only because the build weaves target/classes alone.
 *
 * <p>Arguments: scheduler ({@code default} or {@code forkjoin}), threads (default 1), warm-up seconds (10),
 * measured seconds (10), round trips per round (20,000).
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
        long warmUp = TimeUnit.SECONDS.toNanos(count(args, 2, "warm-up seconds", 10, 0));
        long measured = TimeUnit.SECONDS.toNanos(count(args, 3, "measured seconds", 10, 1));
        int roundTrips = count(args, 4, "round trips", 20_000, 1);
        Scheduler scheduler = kind.equals("default") ? Scheduler.make(threads) : new ForkJoinScheduler(threads);
        try {
            long end = System.nanoTime() + warmUp;
            while (System.nanoTime() < end) {
                round(scheduler, roundTrips);
            }
            List<Long> ns = new ArrayList<>();
            end = System.nanoTime() + measured;
            do {
                ns.add(round(scheduler, roundTrips));
            } while (System.nanoTime() < end);
            double mean = ns.stream().mapToLong(Long::longValue).average().orElseThrow();
            Collections.sort(ns);
            long median = ns.get(ns.size() / 2);
            System.out.printf(Locale.ROOT, "%s scheduler, %d threads, %d round trips, %d rounds: median %.2f ms (%d ns"
                    + " per message), range %.2f-%.2f ms%n", kind, threads, roundTrips, ns.size(), median / 1e6,
                    median / (2L * roundTrips), ns.get(0) / 1e6, ns.get(ns.size() - 1) / 1e6);
            System.out.printf(Locale.ROOT, "side-by-side figure %.6g ms/op%n", mean / 1e6);
        } finally {
            scheduler.shutdown();
        }
        System.exit(0); // the scheduler's threads must not keep the JVM alive
    }
}
