package ringside.workload;

import java.util.concurrent.Future;

/**
 * The actors of a footprint op, all created and waiting: what the benchmark measures the process with, before it
 * wakes them. Made by {@link FootprintTally#whenAllWaiting}.
 */
public final class IdleActors {
    private final FootprintTally tally;
    private final Runnable wakeEach;

    IdleActors(FootprintTally tally, Runnable wakeEach) {
        this.tally = tally;
        this.wakeEach = wakeEach;
    }

    /** Actors that have reported waiting. */
    public long waiting() {
        return tally.waitingCount();
    }

    /** Actors that have received their message (and so ended or are ending). */
    public long ended() {
        return tally.receivedCount();
    }

    /** Sends every actor its own index; the future completes when each has received one. */
    public Future<FootprintResult> wakeEach() {
        wakeEach.run();
        return tally.allReceived();
    }
}
