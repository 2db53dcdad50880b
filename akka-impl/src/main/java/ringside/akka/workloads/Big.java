package ringside.akka.workloads;

import akka.actor.typed.ActorRef;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import ringside.akka.workloads.OpParent.Done;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;

/** big (Savina's Big): every actor pings peers and answers theirs, in typed request-response. */
public final class Big {
    private Big() {
    }

    /** What a big actor receives: its peers, once, then pings from any actor and pongs for its own pings. */
    sealed interface BigMessage {
    }

    /** Every actor of the op, sent once all exist (Savina's neighbour message): the actor's first ping follows it. */
    record Peers(List<ActorRef<BigMessage>> actors) implements BigMessage {
    }

    /** A ping carries the reference to answer, as a typed request does, so it is answered even before Peers. */
    record BigPing(long id, ActorRef<BigMessage> replyTo) implements BigMessage {
    }

    record BigPong(long id) implements BigMessage {
    }

    /**
     * big: every actor a child of the op's parent with its own mailbox. Once all are spawned, each is told the list
     * of them all and sends its first ping; it sends the next when the last one's pong has come, answers every ping,
     * and tells the parent when the last actor has all its pongs.
     */
    public static Supplier<Void> big(ActorContext<Done> ctx, BigTally tally) {
        BigWorkload w = tally.workload();
        ActorRef<Done> parent = ctx.getSelf();
        List<ActorRef<BigMessage>> actors = new ArrayList<>(w.bigActors());
        tally.createActors(a -> actors.add(ctx.spawnAnonymous(Behaviors.<BigMessage>setup(self -> {
            tally.actorStarted(a);
            ActorRef<BigMessage> me = self.getSelf();
            List<ActorRef<BigMessage>> peers = new ArrayList<>(w.bigActors());
            return Behaviors.receiveMessage((BigMessage message) -> {
                switch (message) {
                    case Peers all -> {
                        peers.addAll(all.actors());
                        peers.get(w.peer(a, 0)).tell(new BigPing(w.ping(a, 0), me));
                    }
                    case BigPing ping -> {
                        tally.pingReceived(a, ping.id());
                        ping.replyTo().tell(new BigPong(ping.id()));
                    }
                    case BigPong pong -> {
                        int next = tally.pongReceived(a, pong.id());
                        if (next < w.bigPings()) {
                            peers.get(w.peer(a, next)).tell(new BigPing(w.ping(a, next), me));
                        } else if (tally.actorFinished(a)) {
                            parent.tell(Done.DONE);
                        }
                    }
                }
                return Behaviors.same();
            });
        }))));
        Peers all = new Peers(List.copyOf(actors));
        actors.forEach(actor -> actor.tell(all));
        return OpParent.ENDED;
    }
}
