package ringside.workload;

import java.util.concurrent.Future;

/**
 * The actors of a footprint op, all created and waiting: the handle that wakes them, once the benchmark has measured
 * the process. Made by {@link FootprintTally#whenAllWaiting}; what the actors reported is read from that tally.
 */
public final class IdleActors {
    /** Dropped once run: it references every actor, and the caller may hold this handle past the op's end. */
    private Runnable wakeEach;
    private final Future<Void> woken;

    IdleActors(Runnable wakeEach, Future<Void> woken) {
        this.wakeEach = wakeEach;
        this.woken = woken;
    }

    /**
     * Sends every actor its own index; the future completes when each has received one and the op has ended. Then
     * the op's tally has the result ({@link FootprintTally#result}).
     */
    public Future<Void> wakeEach() {
        Runnable wake = wakeEach;
        if (wake == null) {
            throw new IllegalStateException("the actors have been woken already");
        }
        wakeEach = null;
        wake.run();
        return woken;
    }
}
