package ringside.quasar.workloads.channels;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.fibers.futures.AsyncCompletionStage;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.LongChannel;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.IntFunction;
import ringside.workload.ContentionWorkload;

/**
 * Sends its range of numbers into its channel when it starts, then ends: a contention sender, or a select source
 * (numbers 1 to selectMessages into its own channel; select's messages are contention's). It first waits for the
 * stage its start report returns ({@link #awaitGo}).
 */
public record RangeSender(int me, long first, int count, LongChannel out, IntFunction<CompletableFuture<Void>> started)
        implements SuspendableRunnable {
    @Override
    public void run() throws SuspendExecution, InterruptedException {
        awaitGo(started.apply(me));
        for (long v = first; v < first + count; v++) {
            out.send(ContentionWorkload.message(me, v));
        }
    }

    /**
     * A sender's or source's wait for the stage its start report returned: complete at once outside the TCK's hold,
     * else the fiber parks in Quasar's own wait for a CompletionStage.
     */
    public static void awaitGo(CompletableFuture<Void> go) throws SuspendExecution, InterruptedException {
        if (!go.isDone()) {
            try {
                AsyncCompletionStage.get(go);
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
    }
}
