package ringside.workload;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * The TCK's holds: an op run through {@link #during} makes its tallies hold some entities back, so that a variant
 * without the workload's pattern never finishes. Contention: no sender sends until every sender has started (senders
 * run one after another never get there). Select: source 0 does not send until the collector has taken another
 * source's message (a collector that waits on a fixed source first never gets one). An entity waits on the stage its
 * start report returns, in its framework's own way; outside the TCK that stage is complete at once. The tallies read
 * the hold where they are made, on the op's calling thread.
 */
public final class TckHold {
    private static final ThreadLocal<Boolean> HOLDING = ThreadLocal.withInitial(() -> Boolean.FALSE);
    /** The stage every entity gets outside a hold: complete, shared, so a start report allocates nothing. */
    static final CompletableFuture<Void> OPEN = CompletableFuture.completedFuture(null);

    private TckHold() {
    }

    /** Runs {@code op} (one op's start) with the holds on for the tallies it makes on this thread. */
    public static <T> T during(Supplier<T> op) {
        HOLDING.set(Boolean.TRUE);
        try {
            return op.get();
        } finally {
            HOLDING.remove();
        }
    }

    /** Whether a tally made here holds its entities back. */
    static boolean on() {
        return HOLDING.get();
    }
}
