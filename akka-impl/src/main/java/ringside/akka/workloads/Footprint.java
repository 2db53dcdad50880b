package ringside.akka.workloads;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import ringside.akka.workloads.OpParent.Done;
import ringside.workload.FootprintTally;

/** footprint: n idle actors, children of their own op parent, each waiting for one message. */
public final class Footprint {
    private Footprint() {
    }

    /**
     * A footprint op's parent, spawned by the guardian like {@link OpParent#parent}: its children are the idle actors,
     * each an ordinary child with its own mailbox. Their references go to {@code spawned} once all exist; the last
     * child to get its message tells the parent, which then stops (after its children), so nothing of the op
     * outlives it.
     */
    public static Behavior<Done> footprint(FootprintTally tally, CompletableFuture<List<ActorRef<Integer>>> spawned) {
        return Behaviors.setup(ctx -> {
            ActorRef<Done> parent = ctx.getSelf();
            int n = tally.workload().footprintActors();
            AtomicInteger left = new AtomicInteger(n);
            List<ActorRef<Integer>> actors = new ArrayList<>(n);
            tally.createActors(me -> actors.add(ctx.spawnAnonymous(Behaviors.<Integer>setup(self -> {
                tally.waiting();
                return Behaviors.receiveMessage(message -> {
                    tally.received(me, message);
                    if (left.decrementAndGet() == 0) {
                        parent.tell(Done.DONE);
                    }
                    return Behaviors.stopped();
                });
            }))));
            spawned.complete(actors);
            return Behaviors.receiveMessage(done -> Behaviors.stopped());
        });
    }
}
