package ringside.loom.workloads;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedTransferQueue;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;
import ringside.loom.OpThreads;
import ringside.workload.ContentionWorkload;

/** Threads putting their ranges into one queue, and its one receiver: contention's shape, which select shares. */
final class SendersIntoOneQueue {
    private SendersIntoOneQueue() {
    }

    /**
     * One queue that many threads put into (contention's receiver, select's collector): each message goes to the
     * op's tally, until it has them all.
     */
    static OpThreads.Body tallyReceiver(LinkedTransferQueue<Long> inbox, LongPredicate add) {
        return () -> {
            for (boolean all = false; !all; ) {
                all = add.test(inbox.take());
            }
        };
    }

    /**
     * A thread that puts its range of numbers into a queue, as fan-out's producer puts: a contention sender, or a
     * select source (numbers 1 to selectMessages; select's messages are contention's). It reports its start and waits
     * for the stage the report returns, which is complete at once outside the TCK's hold.
     */
    static OpThreads.Body rangeSender(int me, long first, int count, LinkedTransferQueue<Long> out,
            IntFunction<CompletableFuture<Void>> started) {
        long end = first + count;
        return () -> {
            started.apply(me).join(); // complete at once, but under the TCK's hold
            for (long v = first; v < end; v++) {
                out.put(ContentionWorkload.message(me, v));
            }
        };
    }
}
