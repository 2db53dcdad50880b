package ringside.quasar.workloads.actors;

import co.paralleluniverse.actors.ActorRef;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;

/** Contention as actors: every sender actor sends its range into the receiver's one mailbox. */
public final class Contention {
    private Contention() {
    }

    public static CompletableFuture<Void> contention(Op<Void> op, ContentionTally tally) {
        ContentionWorkload w = tally.workload();
        ActorRef<Long> receiver = new TallyReceiver(tally::add).spawn(op);
        tally.createSenders(s -> new RangeSender(s, w.firstValue(s), w.share(s), receiver, tally::senderStarted)
                .spawn(op));
        return op.built();
    }
}
