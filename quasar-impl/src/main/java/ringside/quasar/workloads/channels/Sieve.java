package ringside.quasar.workloads.channels;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.IntChannel;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;

/** Sieve as a pipeline of fibers: a generator, then a filter fiber per prime, each with its own int channel. */
public final class Sieve {
    private Sieve() {
    }

    /**
     * The sieve as a pipeline of fibers, each with its own unbounded int channel (as ring's): the op starts the
     * filter for 2 and the generator; each tail filter starts the next filter itself.
     */
    public static CompletableFuture<Void> sieve(Op<Void> op, SieveTally tally) {
        SieveWorkload w = tally.workload();
        IntChannel first = Channels.newIntChannel(-1);
        tally.createFilter(SieveWorkload.FIRST_PRIME,
                () -> op.start(new SieveFilter(op, tally, SieveWorkload.FIRST_PRIME, first)));
        tally.createGenerator(() -> op.start(new SieveGenerator(w.sieveLimit(), first, tally)));
        return op.built();
    }

    record SieveGenerator(int limit, IntChannel first, SieveTally tally) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            tally.generatorStarted();
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < limit; n++) {
                first.send(n);
            }
            first.send(SieveWorkload.END);
        }
    }

    /** Drops the multiples of its prime, forwards the rest; at the tail, a number that passes is the next prime. */
    record SieveFilter(Op<Void> op, SieveTally tally, int prime, IntChannel in) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            tally.filterStarted(prime);
            IntChannel next = null;
            for (int n = in.receive(); n != SieveWorkload.END; n = in.receive()) {
                tally.received(prime, n);
                if (n % prime == 0) {
                    // its own multiple: dropped
                } else if (next != null) {
                    next.send(n);
                } else {
                    next = startFilter(n);
                }
            }
            tally.filterEnded(prime);
            if (next != null) {
                next.send(SieveWorkload.END);
            }
        }

        /** Not suspendable, so the lambda (a hidden class the agent does not instrument) is outside fiber code. */
        private IntChannel startFilter(int found) {
            IntChannel tail = Channels.newIntChannel(-1);
            tally.createFilter(found, () -> op.start(new SieveFilter(op, tally, found, tail)));
            return tail;
        }
    }
}
