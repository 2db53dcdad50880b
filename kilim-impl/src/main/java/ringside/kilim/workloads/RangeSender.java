package ringside.kilim.workloads;

import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.ContentionWorkload;

/**
 * Sends its range of numbers into an inbox when it starts, then ends: a contention sender (into the receiver's
 * inbox), or a select source (numbers 1 to selectMessages into its own; select's messages are contention's). It
 * reports its start and waits for the stage the report returns, complete at once outside the TCK's hold.
 */
final class RangeSender extends Worker {
    private final KilimRuntime runtime;
    private final int me;
    private final long first;
    private final int count;
    private final Inbox<Long> out;
    private final IntFunction<CompletableFuture<Void>> started;

    RangeSender(KilimRuntime runtime, int me, long first, int count, Inbox<Long> out,
            IntFunction<CompletableFuture<Void>> started) {
        this.runtime = runtime;
        this.me = me;
        this.first = first;
        this.count = count;
        this.out = out;
        this.started = started;
    }

    @Override
    protected void run() throws Pausable {
        CompletableFuture<Void> go = started.apply(me);
        if (!go.isDone()) {
            openedBy(go).receive();
        }
        for (long v = first; v < first + count; v++) {
            out.send(ContentionWorkload.message(me, v));
        }
    }

    /**
     * An inbox that gets one message when {@code go} completes: a worker pauses on it. Whoever completes the stage
     * posts, from inside a worker of the op.
     */
    private Inbox<Boolean> openedBy(CompletableFuture<Void> go) {
        Inbox<Boolean> opened = runtime.inbox();
        go.thenRun(() -> opened.post(Boolean.TRUE));
        return opened;
    }
}
