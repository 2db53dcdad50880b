package ringside.loom.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.ThreadFactory;
import ringside.loom.OpThreads;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;

/**
 * Sieve, a growing pipeline, as one op with threads: the generator and every filter a thread taking from its own
 * unbounded LinkedTransferQueue, as every worker of this module does. The tail filter starts the thread of each new
 * filter itself, as one more thread of the op ({@link OpThreads#startAnother}), so the op joins them all before it
 * ends.
 */
public final class Sieve {
    private final SieveWorkload workload;
    private final SieveTally tally;
    /** Set before any thread of the op starts (Thread.start publishes it to them). */
    private OpThreads<?> op;

    Sieve(SieveWorkload workload, SieveTally tally) {
        this.workload = workload;
        this.tally = tally;
    }

    /**
     * The generator and every filter a thread on its own queue; the tail filter starts each new filter's thread as
     * one more thread of the op. The op, made on {@code threads}, for the runtime to start.
     */
    public static OpThreads<Void> op(ThreadFactory threads, SieveTally tally) {
        Sieve pipeline = new Sieve(tally.workload(), tally);
        LinkedTransferQueue<Integer> first = new LinkedTransferQueue<>();
        List<OpThreads.Body> bodies = new ArrayList<>(2);
        tally.createFilter(SieveWorkload.FIRST_PRIME, () -> bodies.add(pipeline.filter(SieveWorkload.FIRST_PRIME,
                first)));
        tally.createGenerator(() -> bodies.add(pipeline.generator(first)));
        OpThreads<Void> op = new OpThreads<>(threads, bodies, () -> null);
        pipeline.runsOn(op);
        return op;
    }

    void runsOn(OpThreads<?> threads) {
        this.op = threads;
    }

    /** Puts 3, 4, ... below the limit, then the end, into the first filter's queue. */
    OpThreads.Body generator(LinkedTransferQueue<Integer> first) {
        return () -> {
            tally.generatorStarted();
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < workload.sieveLimit(); n++) {
                first.put(n);
            }
            first.put(SieveWorkload.END);
        };
    }

    /** The filter for {@code prime}: drops its multiples, forwards the rest, or at the tail starts a new filter. */
    OpThreads.Body filter(int prime, LinkedTransferQueue<Integer> in) {
        return () -> {
            tally.filterStarted(prime);
            LinkedTransferQueue<Integer> next = null;
            for (int n = in.take(); n != SieveWorkload.END; n = in.take()) {
                tally.received(prime, n);
                if (n % prime == 0) {
                    // its own multiple: dropped
                } else if (next != null) {
                    next.put(n);
                } else {
                    LinkedTransferQueue<Integer> tail = new LinkedTransferQueue<>();
                    int found = n;
                    tally.createFilter(found, () -> op.startAnother(filter(found, tail)));
                    next = tail;
                }
            }
            tally.filterEnded(prime);
            if (next != null) {
                next.put(SieveWorkload.END);
            }
        };
    }
}
