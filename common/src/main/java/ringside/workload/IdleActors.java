package ringside.workload;

import java.util.concurrent.Future;

/**
 * The actors of a footprint op, all created and waiting: what the benchmark measures the process with, before it
 * wakes them. Made by {@link FootprintTally#whenAllWaiting}.
 */
public final class IdleActors {
    private final FootprintTally tally;
    /** Dropped once run: it references every actor, and the caller may hold this handle past the op's end. */
    private Runnable wakeEach;
    private final Future<FootprintResult> woken;

    IdleActors(FootprintTally tally, Runnable wakeEach, Future<FootprintResult> woken) {
        this.tally = tally;
        this.wakeEach = wakeEach;
        this.woken = woken;
    }

    /** Actors that have reported waiting. */
    public long waiting() {
        return tally.waitingCount();
    }

    /** Reports of waiting made on the op's thread or inside its creating loop, not from an actor's own context. */
    public long waitingInline() {
        return tally.waitingInlineCount();
    }

    /** Whether the op created its actors through {@link FootprintTally#createActors}. */
    public boolean actorsCreated() {
        return tally.actorsCreated();
    }

    /** Actors that have received their message (and so ended or are ending). */
    public long ended() {
        return tally.receivedCount();
    }

    /** Sends every actor its own index; the future completes when each has received one and the op has ended. */
    public Future<FootprintResult> wakeEach() {
        Runnable wake = wakeEach;
        if (wake == null) {
            throw new IllegalStateException("the actors have been woken already");
        }
        wakeEach = null;
        wake.run();
        return woken;
    }
}
