package ringside.quasar.workloads.channels;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.LongChannel;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;

/** Contention as fibers: every sender sends its range into the receiver's one channel. */
public final class Contention {
    private Contention() {
    }

    /** One receiver's channel (multi-producer, as every channel here) and a fiber per sender sending into it. */
    public static CompletableFuture<Void> contention(Op<Void> op, ContentionTally tally) {
        ContentionWorkload w = tally.workload();
        LongChannel inbox = Channels.newLongChannel(-1);
        op.start(new ContentionReceiver(inbox, tally));
        tally.createSenders(s -> op.start(new RangeSender(s, w.firstValue(s), w.share(s), inbox,
                tally::senderStarted)));
        return op.built();
    }

    record ContentionReceiver(LongChannel in, ContentionTally tally) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (boolean all = false; !all; ) {
                all = tally.add(in.receive());
            }
        }
    }
}
