package ringside.kilim.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;

/** Sieve: a growing pipeline of workers, a generator and a filter per prime, each on its own inbox. */
public final class Sieve {
    private Sieve() {
    }

    /**
     * The sieve as a pipeline of workers, each with its own unbounded inbox: the op starts the filter for 2 and the
     * generator; each tail filter starts the next filter itself, as one more worker of the op.
     */
    public static Future<Void> sieve(KilimRuntime runtime, SieveTally tally) {
        SieveWorkload w = tally.workload();
        Inbox<Integer> first = runtime.inbox();
        List<Worker> workers = new ArrayList<>(2);
        tally.createFilter(SieveWorkload.FIRST_PRIME,
                () -> workers.add(new SieveFilter(runtime, tally, SieveWorkload.FIRST_PRIME, first)));
        tally.createGenerator(() -> workers.add(new SieveGenerator(w.sieveLimit(), first, tally)));
        return runtime.run(workers);
    }

    static final class SieveGenerator extends Worker {
        private final int limit;
        private final Inbox<Integer> first;
        private final SieveTally tally;

        SieveGenerator(int limit, Inbox<Integer> first, SieveTally tally) {
            this.limit = limit;
            this.first = first;
            this.tally = tally;
        }

        @Override
        protected void run() throws Pausable {
            tally.generatorStarted();
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < limit; n++) {
                first.send(n);
            }
            first.send(SieveWorkload.END);
        }
    }

    /** Drops the multiples of its prime, forwards the rest; at the tail, a number that passes is the next prime. */
    static final class SieveFilter extends Worker {
        private final KilimRuntime runtime;
        private final SieveTally tally;
        private final int prime;
        private final Inbox<Integer> in;

        SieveFilter(KilimRuntime runtime, SieveTally tally, int prime, Inbox<Integer> in) {
            this.runtime = runtime;
            this.tally = tally;
            this.prime = prime;
            this.in = in;
        }

        @Override
        protected void run() throws Pausable {
            tally.filterStarted(prime);
            Inbox<Integer> next = null;
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

        /** The new tail: one more worker of the op, started from this one. */
        private Inbox<Integer> startFilter(int found) {
            Inbox<Integer> tail = runtime.inbox();
            tally.createFilter(found, () -> runtime.start(new SieveFilter(runtime, tally, found, tail)));
            return tail;
        }
    }
}
