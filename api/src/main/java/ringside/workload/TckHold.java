package ringside.workload;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * The TCK's holds: a tally made through {@link #during} holds some of its op's entities back, so that a variant
 * without the workload's pattern never finishes. Contention: no sender sends until every sender has started (senders
 * run one after another never get there), and the first message waits in the tally for a second receiver (receivers
 * side by side meet there). Select: source 0 does not send until the collector has taken another
 * source's message (a collector that waits on a fixed source first never gets one). An entity waits on the stage its
 * start report returns, in its framework's own way; outside the TCK that stage is complete at once.
 */
public final class TckHold {
    private static final ThreadLocal<Boolean> HOLDING = ThreadLocal.withInitial(() -> Boolean.FALSE);
    /** The stage every entity gets outside a hold: complete, shared, so a start report allocates nothing. */
    static final CompletableFuture<Void> OPEN = CompletableFuture.completedFuture(null);

    private TckHold() {
    }

    /** Runs {@code make} (the making of one op's tally) with the holds on for the tallies it makes on this thread. */
    public static <T> T during(Supplier<T> make) {
        HOLDING.set(Boolean.TRUE);
        try {
            return make.get();
        } finally {
            HOLDING.remove();
        }
    }

    /** Whether a tally made here holds its entities back. */
    static boolean on() {
        return HOLDING.get();
    }
}
