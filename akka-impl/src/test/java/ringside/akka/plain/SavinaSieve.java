package ringside.akka.plain;

import com.typesafe.config.ConfigFactory;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import akka.actor.AbstractActor;
import akka.actor.ActorRef;
import akka.actor.ActorSystem;
import akka.actor.Props;

/**
 * The prime sieve in the shape of Savina's Sieve as its Akka port writes it, with no Ringside code: classic actors
 * made with {@code actorOf}, a producer that tells every odd candidate from 3 up, boxed, to the first filter, which
 * holds 2, and then the end. A filter drops a candidate that one of its primes divides and passes the others on;
 * the last filter keeps a new prime, or, once full, makes the next filter for it. Each filter holds one prime here,
 * as in Ringside's sieve (Savina's default is up to 1,000). The end travels down the filters, gathering their
 * primes and receive counts, and the last filter ends the op. Default dispatcher (a fork-join pool of the run's
 * CPUs, throughput 5) and mailbox, as Ringside's akka/typed has them. Each op's primes are checked against a plain
 * sieve's count and sum. The side-by-side runner ({@code ./benchmark.sh side-by-side}, row akka-sieve) runs it
 * pinned, beside Ringside's op; it prints the mean of the measured ops per message the filters received (every
 * candidate and the end) as one line {@code side-by-side figure <ns> ns/msg}.
 *
 * <p>Arguments: parallelism, warm-up seconds, measured seconds, limit (candidates below it).
 */
public final class SavinaSieve {
    /** Primes a filter holds before it makes the next: one, as Ringside's filters hold. */
    static final int LOCAL_PRIMES = 1;

    record Candidate(long value) {
    }

    /** The end of the candidates, with what the filters it has passed hold and received (itself counted). */
    record End(long primes, long primeSum, long received) {
    }

    public static void main(String[] args) throws Exception {
        int parallelism = Integer.parseInt(args[0]);
        long warmUp = TimeUnit.SECONDS.toNanos(Long.parseLong(args[1]));
        long measured = TimeUnit.SECONDS.toNanos(Long.parseLong(args[2]));
        int limit = Integer.parseInt(args[3]);
        long[] expected = primesBelow(limit);
        ActorSystem system = ActorSystem.create("sieve", ConfigFactory.parseString("""
                akka.actor.default-dispatcher {
                  executor = fork-join-executor
                  fork-join-executor { parallelism-min = %1$d, parallelism-max = %1$d, parallelism-factor = 1.0 }
                  throughput = 5
                }
                """.formatted(parallelism)).withFallback(ConfigFactory.load()));
        try {
            long end = System.nanoTime() + warmUp;
            while (System.nanoTime() < end) {
                op(system, limit, expected);
            }
            long ops = 0;
            double total = 0;
            end = System.nanoTime() + measured;
            do {
                total += op(system, limit, expected);
                ops++;
            } while (System.nanoTime() < end);
            System.out.println(ops + " measured ops of the candidates below " + limit);
            System.out.printf(Locale.ROOT, "side-by-side figure %.6g ns/msg%n", total / ops);
        } finally {
            system.terminate();
            system.getWhenTerminated().toCompletableFuture().get(60, TimeUnit.SECONDS);
        }
        System.exit(0);
    }

    /** One op's nanoseconds per message received; fails unless it found exactly the primes below the limit. */
    static double op(ActorSystem system, int limit, long[] expected) throws Exception {
        long start = System.nanoTime();
        CompletableFuture<End> done = new CompletableFuture<>();
        ActorRef producer = system.actorOf(Props.create(Producer.class, () -> new Producer(limit)));
        ActorRef first = system.actorOf(Props.create(Filter.class, () -> new Filter(2, done)));
        producer.tell(first, ActorRef.noSender());
        End gathered = done.get(60, TimeUnit.SECONDS);
        long took = System.nanoTime() - start;
        check(gathered, expected);
        return (double) took / gathered.received();
    }

    /** The found primes' count and sum are those of a plain sieve. */
    static void check(End gathered, long[] expected) {
        if (gathered.primes() != expected[0] || gathered.primeSum() != expected[1]) {
            throw new IllegalStateException(gathered.primes() + " primes found (sum " + gathered.primeSum()
                    + "), expected " + expected[0] + " (sum " + expected[1] + ")");
        }
    }

    /** The count and the sum of the primes below {@code limit}, by the sieve of Eratosthenes. */
    static long[] primesBelow(int limit) {
        boolean[] composite = new boolean[limit];
        long count = 0;
        long sum = 0;
        for (int n = 2; n < limit; n++) {
            if (!composite[n]) {
                count++;
                sum += n;
                for (long m = (long) n * n; m < limit; m += n) {
                    composite[(int) m] = true;
                }
            }
        }
        return new long[] {count, sum};
    }

    /** Told the first filter, tells it every odd candidate below the limit and then the end, and stops. */
    static final class Producer extends AbstractActor {
        private final long limit;

        Producer(long limit) {
            this.limit = limit;
        }

        @Override
        public Receive createReceive() {
            return receiveBuilder()
                    .match(ActorRef.class, filter -> {
                        for (long candidate = 3; candidate < limit; candidate += 2) {
                            filter.tell(new Candidate(candidate), getSelf());
                        }
                        filter.tell(new End(0, 0, 0), getSelf());
                        getContext().stop(getSelf());
                    })
                    .build();
        }
    }

    /** Holds up to LOCAL_PRIMES primes; passes on what none of them divides, or keeps it as a new prime. */
    static final class Filter extends AbstractActor {
        private final long[] primes = new long[LOCAL_PRIMES];
        private final CompletableFuture<End> done;
        private int held = 1;
        private long received;
        private ActorRef next;

        Filter(long prime, CompletableFuture<End> done) {
            primes[0] = prime;
            this.done = done;
        }

        @Override
        public Receive createReceive() {
            return receiveBuilder()
                    .match(Candidate.class, candidate -> {
                        received++;
                        if (!dividedByOneOfMine(candidate.value())) {
                            if (next != null) {
                                next.tell(candidate, getSelf());
                            } else if (held < LOCAL_PRIMES) {
                                primes[held++] = candidate.value();
                            } else {
                                long prime = candidate.value();
                                next = getContext().getSystem().actorOf(Props.create(Filter.class,
                                        () -> new Filter(prime, done)));
                            }
                        }
                    })
                    .match(End.class, end -> {
                        long sum = 0;
                        for (int i = 0; i < held; i++) {
                            sum += primes[i];
                        }
                        End gathered = new End(end.primes() + held, end.primeSum() + sum,
                                end.received() + received + 1);
                        if (next != null) {
                            next.tell(gathered, getSelf());
                        } else {
                            done.complete(gathered);
                        }
                        getContext().stop(getSelf());
                    })
                    .build();
        }

        private boolean dividedByOneOfMine(long candidate) {
            for (int i = 0; i < held; i++) {
                if (candidate % primes[i] == 0) {
                    return true;
                }
            }
            return false;
        }
    }
}
