package ringside.pekko.plain;

import com.typesafe.config.ConfigFactory;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.pekko.actor.AbstractActor;
import org.apache.pekko.actor.ActorRef;
import org.apache.pekko.actor.ActorSystem;
import org.apache.pekko.actor.Props;

/**
 * Many-to-many in the shape of Savina's Big as its Akka port writes it, with no Ringside code: classic actors made
 * with {@code actorOf}, a sink, and W big actors told their neighbours in one message and started by a pong from
 * no one. Each big actor pings a neighbour drawn from its own random sequence, waits for the pong, and pings again
 * until it has sent N; it answers every ping it gets with a pong naming itself. Each tells the sink when it has its
 * N pongs; the sink, once all have, stops them and itself. Unlike Savina's, a neighbour is never the actor itself,
 * as in Ringside's big. Default dispatcher (a fork-join pool of the run's CPUs, throughput 5) and mailbox, as
 * Ringside's pekko/typed has them. One op makes the actors, runs them to the end and checks the counts. The
 * side-by-side runner ({@code ./benchmark.sh side-by-side}, row pekko-big) runs it pinned, beside Ringside's op; it
 * prints the mean of the measured ops per message (every ping and pong) as one line
 * {@code side-by-side figure <ns> ns/msg}.
 *
 * <p>Arguments: parallelism, warm-up seconds, measured seconds, actors, pings per actor.
 */
public final class SavinaBig {

    /** The neighbours, told once to every actor and to the sink. */
    record Neighbors(ActorRef[] actors) {
    }

    record Ping(int sender) {
    }

    /** A pong, naming the actor that sends it; {@link #START} starts an actor. */
    record Pong(int sender) {
        static final Pong START = new Pong(-1);
    }

    /** An actor has its pongs (to the sink), or the op is over (from the sink). */
    enum Exit {
        INSTANCE
    }

    /** What one op's actors counted, each actor its own slots, read once the sink has ended the op. */
    record Counts(long[] pingsReceived, long[] pongsReceived, AtomicLong wrongPongs) {
        Counts(int actors) {
            this(new long[actors], new long[actors], new AtomicLong());
        }
    }

    public static void main(String[] args) throws Exception {
        int parallelism = Integer.parseInt(args[0]);
        long warmUp = TimeUnit.SECONDS.toNanos(Long.parseLong(args[1]));
        long measured = TimeUnit.SECONDS.toNanos(Long.parseLong(args[2]));
        int actors = Integer.parseInt(args[3]);
        int pings = Integer.parseInt(args[4]);
        ActorSystem system = ActorSystem.create("big", ConfigFactory.parseString("""
                pekko.actor.default-dispatcher {
                  executor = fork-join-executor
                  fork-join-executor { parallelism-min = %1$d, parallelism-max = %1$d, parallelism-factor = 1.0 }
                  throughput = 5
                }
                """.formatted(parallelism)).withFallback(ConfigFactory.load()));
        try {
            long end = System.nanoTime() + warmUp;
            while (System.nanoTime() < end) {
                op(system, actors, pings);
            }
            long ops = 0;
            long total = 0;
            end = System.nanoTime() + measured;
            do {
                total += op(system, actors, pings);
                ops++;
            } while (System.nanoTime() < end);
            System.out.println(ops + " measured ops of " + actors + " actors sending " + pings + " pings each");
            System.out.printf(Locale.ROOT, "side-by-side figure %.6g ns/msg%n",
                    (double) total / ops / (2.0 * actors * pings));
        } finally {
            system.terminate();
            system.getWhenTerminated().toCompletableFuture().get(60, TimeUnit.SECONDS);
        }
        System.exit(0);
    }

    /** One op's time in nanoseconds; fails unless every actor had its pongs and every ping was answered. */
    static long op(ActorSystem system, int actors, int pings) throws Exception {
        long start = System.nanoTime();
        CompletableFuture<Void> done = new CompletableFuture<>();
        Counts counts = new Counts(actors);
        ActorRef sink = system.actorOf(Props.create(Sink.class, () -> new Sink(actors, done)));
        ActorRef[] all = new ActorRef[actors];
        for (int i = 0; i < actors; i++) {
            int id = i;
            all[i] = system.actorOf(Props.create(BigActor.class, () -> new BigActor(id, pings, sink, counts)));
        }
        Neighbors neighbors = new Neighbors(all);
        sink.tell(neighbors, ActorRef.noSender());
        for (ActorRef actor : all) {
            actor.tell(neighbors, ActorRef.noSender());
        }
        for (ActorRef actor : all) {
            actor.tell(Pong.START, ActorRef.noSender());
        }
        done.get(60, TimeUnit.SECONDS);
        long took = System.nanoTime() - start;
        check(counts, actors, pings);
        return took;
    }

    /** Every actor got its N pongs, each from the actor it pinged, and the actors got N pings each on average. */
    static void check(Counts counts, int actors, int pings) {
        long received = 0;
        for (int i = 0; i < actors; i++) {
            if (counts.pongsReceived()[i] != pings) {
                throw new IllegalStateException("actor " + i + " got " + counts.pongsReceived()[i] + " pongs of "
                        + pings);
            }
            received += counts.pingsReceived()[i];
        }
        if (received != (long) actors * pings || counts.wrongPongs().get() != 0) {
            throw new IllegalStateException(received + " pings received of " + (long) actors * pings + ", "
                    + counts.wrongPongs().get() + " pongs from an actor not pinged");
        }
    }

    /** One of the W: pings its neighbours one at a time, answers every ping. */
    static final class BigActor extends AbstractActor {
        private final int id;
        private final int pings;
        private final ActorRef sink;
        private final Counts counts;
        private final SplittableRandom random;
        private final Ping myPing;
        private final Pong myPong;
        private ActorRef[] neighbors;
        private int sent;
        private int expected = Pong.START.sender();

        BigActor(int id, int pings, ActorRef sink, Counts counts) {
            this.id = id;
            this.pings = pings;
            this.sink = sink;
            this.counts = counts;
            this.random = new SplittableRandom(id);
            this.myPing = new Ping(id);
            this.myPong = new Pong(id);
        }

        @Override
        public Receive createReceive() {
            return receiveBuilder()
                    .match(Ping.class, ping -> {
                        counts.pingsReceived()[id]++;
                        neighbors[ping.sender()].tell(myPong, getSelf());
                    })
                    .match(Pong.class, pong -> {
                        if (pong.sender() != expected) {
                            counts.wrongPongs().incrementAndGet();
                        }
                        if (pong != Pong.START) {
                            counts.pongsReceived()[id]++;
                        }
                        if (sent == pings) {
                            sink.tell(Exit.INSTANCE, getSelf());
                        } else {
                            sendPing();
                            sent++;
                        }
                    })
                    .match(Neighbors.class, n -> neighbors = n.actors())
                    .match(Exit.class, exit -> getContext().stop(getSelf()))
                    .build();
        }

        /** To a neighbour drawn at random among the others. */
        private void sendPing() {
            int target = random.nextInt(neighbors.length - 1);
            expected = target < id ? target : target + 1;
            neighbors[expected].tell(myPing, getSelf());
        }
    }

    /** Counts the actors that have their pongs; once all have, stops them and itself, and ends the op. */
    static final class Sink extends AbstractActor {
        private final int actors;
        private final CompletableFuture<Void> done;
        private ActorRef[] neighbors;
        private int finished;

        Sink(int actors, CompletableFuture<Void> done) {
            this.actors = actors;
            this.done = done;
        }

        @Override
        public Receive createReceive() {
            return receiveBuilder()
                    .match(Exit.class, exit -> {
                        if (++finished == actors) {
                            for (ActorRef actor : neighbors) {
                                actor.tell(Exit.INSTANCE, getSelf());
                            }
                            getContext().stop(getSelf());
                            done.complete(null);
                        }
                    })
                    .match(Neighbors.class, n -> neighbors = n.actors())
                    .build();
        }
    }
}
