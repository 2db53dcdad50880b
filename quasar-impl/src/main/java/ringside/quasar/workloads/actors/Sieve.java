package ringside.quasar.workloads.actors;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;

/** Sieve as a pipeline of actors: a generator, then a filter actor per prime, each spawning the next. */
public final class Sieve {
    private Sieve() {
    }

    /**
     * The sieve as a pipeline of actors, each with its default unbounded mailbox: the op spawns the filter for 2 and
     * the generator; each tail filter spawns the next filter itself.
     */
    public static CompletableFuture<Void> sieve(Op<Void> op, SieveTally tally) {
        SieveWorkload w = tally.workload();
        SieveFilter first = new SieveFilter(op, tally, SieveWorkload.FIRST_PRIME);
        tally.createFilter(SieveWorkload.FIRST_PRIME, () -> first.spawn(op));
        tally.createGenerator(() -> new SieveGenerator(w.sieveLimit(), first.ref(), tally).spawn(op));
        return op.built();
    }

    /** Sends every number and then the end to the first filter, then ends. */
    static final class SieveGenerator extends BasicActor<Void, Void> {
        private final int limit;
        private final ActorRef<Integer> first;
        private final SieveTally tally;

        SieveGenerator(int limit, ActorRef<Integer> first, SieveTally tally) {
            this.limit = limit;
            this.first = first;
            this.tally = tally;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            tally.generatorStarted();
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < limit; n++) {
                first.send(n);
            }
            first.send(SieveWorkload.END);
            return null;
        }
    }

    /** Drops the multiples of its prime, forwards the rest; at the tail, a number that passes is the next prime. */
    static final class SieveFilter extends BasicActor<Integer, Void> {
        private final Op<Void> op;
        private final SieveTally tally;
        private final int prime;

        SieveFilter(Op<Void> op, SieveTally tally, int prime) {
            this.op = op;
            this.tally = tally;
            this.prime = prime;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            tally.filterStarted(prime);
            ActorRef<Integer> next = null;
            for (int n = receive(); n != SieveWorkload.END; n = receive()) {
                tally.received(prime, n);
                if (n % prime == 0) {
                    // its own multiple: dropped
                } else if (next != null) {
                    next.send(n);
                } else {
                    next = spawnFilter(n);
                }
            }
            tally.filterEnded(prime);
            if (next != null) {
                next.send(SieveWorkload.END);
            }
            return null;
        }

        /** Not suspendable, so the lambda (a hidden class the agent does not instrument) is outside fiber code. */
        private ActorRef<Integer> spawnFilter(int found) {
            SieveFilter filter = new SieveFilter(op, tally, found);
            tally.createFilter(found, () -> filter.spawn(op));
            return filter.ref();
        }
    }
}
