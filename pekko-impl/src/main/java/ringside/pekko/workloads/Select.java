package ringside.pekko.workloads;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import java.util.function.Supplier;
import ringside.pekko.workloads.OpParent.Done;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;

/** select: source actors tell one collector's mailbox, with {@link Contention}'s receiver and range senders. */
public final class Select {
    private Select() {
    }

    /**
     * select, for actors, which have no select over channels: every source is an actor that tells its numbers in
     * order to the collector's one mailbox when it starts, and stops; the collector tallies what comes, in the order
     * its mailbox gives it.
     */
    public static Supplier<Void> select(ActorContext<Done> ctx, SelectTally tally) {
        SelectWorkload w = tally.workload();
        ActorRef<Long> collector = Contention.tallyReceiver(ctx, tally::add);
        tally.createSources(me -> Contention.rangeSender(ctx, me, 1, w.selectMessages(), collector,
                tally::sourceStarted));
        return OpParent.ENDED;
    }
}
