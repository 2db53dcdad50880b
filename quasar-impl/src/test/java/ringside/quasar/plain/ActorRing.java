package ringside.quasar.plain;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * A ring in the shape of Quasar's own actor {@code RingBenchmark}, with no Ringside code: a manager actor spawns a
 * chain of relay actors that closes on itself, then sends one message round per round, receiving each back before
 * the next; every actor is a BasicActor on Quasar's default fiber scheduler (sized by the fork flags) with the
 * default mailbox. One op is a new ring and as many rounds as make ringSize + 1 receives (at least one round), each
 * checked to come back as it went; a stop message then goes round and ends every relay. The side-by-side runner
 * ({@code ./benchmark.sh side-by-side}, row quasar-ring) runs it pinned with Quasar's agent, beside Ringside's op; it
 * prints the mean of the measured ops per receive as one line {@code side-by-side figure <ns> ns/msg}.
 *
 * <p>Arguments: parallelism (the default scheduler takes it from the fork flags), warm-up seconds, measured seconds,
 * actors (the manager and its relays), hops.
 */
public final class ActorRing {
    private static final int STOP = -1;

    public static void main(String[] args) {
        int status = 0;
        try {
            run(args);
        } catch (Exception | Error e) {
            e.printStackTrace();
            status = 1;
        }
        System.exit(status); // the default scheduler's threads, after a failure too, must not keep the JVM alive
    }

    private static void run(String[] args) throws Exception {
        long warmUp = TimeUnit.SECONDS.toNanos(Long.parseLong(args[1]));
        long measured = TimeUnit.SECONDS.toNanos(Long.parseLong(args[2]));
        int actors = Integer.parseInt(args[3]);
        long hops = Long.parseLong(args[4]);
        int rounds = (int) Math.max(1, (hops + 1) / actors); // a round: every actor receives once
        long end = System.nanoTime() + warmUp;
        while (System.nanoTime() < end) {
            op(actors, rounds);
        }
        long ops = 0;
        long total = 0;
        end = System.nanoTime() + measured;
        do {
            total += op(actors, rounds);
            ops++;
        } while (System.nanoTime() < end);
        System.out.println(ops + " measured ops of " + rounds + " rounds of " + actors + " actors");
        System.out.printf(Locale.ROOT, "side-by-side figure %.6g ns/msg%n",
                (double) total / ops / ((long) rounds * actors));
    }

    /** One op's time in nanoseconds; fails unless the manager had every round back. */
    static long op(int actors, int rounds) throws Exception {
        long start = System.nanoTime();
        Manager manager = new Manager(actors - 1, rounds);
        manager.spawn();
        int back = manager.get(60, TimeUnit.SECONDS);
        long took = System.nanoTime() - start;
        if (back != rounds) {
            throw new IllegalStateException(back + " of " + rounds + " rounds came back");
        }
        return took;
    }

    /** Builds the ring of relays, sends the rounds, and returns how many came back as sent. */
    static final class Manager extends BasicActor<Integer, Integer> {
        private final int relays;
        private final int rounds;

        Manager(int relays, int rounds) {
            this.relays = relays;
            this.rounds = rounds;
        }

        @Override
        protected Integer doRun() throws InterruptedException, SuspendExecution {
            ActorRef<Integer> first = chain(ref(), relays);
            int back = 0;
            for (int round = 0; round < rounds; round++) {
                first.send(round);
                if (receive() == round) {
                    back++;
                }
            }
            first.send(STOP);
            receive(); // the stop, once every relay has passed it on
            return back;
        }

        /**
         * Spawns the relays, each sending to the one made before it, the first to {@code manager}; returns the last.
         * Not in doRun: Quasar 0.8.0's instrumentation warns of a {@code new} among a suspendable method's calls.
         */
        private static ActorRef<Integer> chain(ActorRef<Integer> manager, int relays) {
            ActorRef<Integer> first = manager;
            for (int i = 0; i < relays; i++) {
                first = new Relay(first).spawn();
            }
            return first;
        }
    }

    /** Passes every message on to the next actor, and ends after passing the stop. */
    static final class Relay extends BasicActor<Integer, Void> {
        private final ActorRef<Integer> next;

        Relay(ActorRef<Integer> next) {
            this.next = next;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            int message;
            do {
                message = receive();
                next.send(message);
            } while (message != STOP);
            return null;
        }
    }
}
