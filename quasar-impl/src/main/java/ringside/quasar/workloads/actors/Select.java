package ringside.quasar.workloads.actors;

import co.paralleluniverse.actors.ActorRef;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;

/** Select as actors: with no select over several mailboxes, every source actor sends to the collector's one. */
public final class Select {
    private Select() {
    }

    /** Quasar's actors have one mailbox each and no select over several: every source sends to the collector's. */
    public static CompletableFuture<Void> select(Op<Void> op, SelectTally tally) {
        SelectWorkload w = tally.workload();
        ActorRef<Long> collector = new TallyReceiver(tally::add).spawn(op);
        tally.createSources(s -> new RangeSender(s, 1, w.selectMessages(), collector, tally::sourceStarted).spawn(op));
        return op.built();
    }
}
