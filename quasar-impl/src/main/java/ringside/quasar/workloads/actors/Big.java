package ringside.quasar.workloads.actors;

import static ringside.quasar.workloads.actors.Mailbox.send;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;

/** Big as actors: all spawned, then each told to start, pinging its peers and answering theirs. */
public final class Big {
    /** Big's stop, sent by the last actor to finish; pings are ids (>= 0), pongs -(id + 1). */
    static final long BIG_STOP = ringside.quasar.workloads.channels.Big.BIG_STOP;
    /** Big's start, sent by the op to each actor once every actor's reference exists, as Savina's Big starts them. */
    static final long BIG_GO = Long.MIN_VALUE + 1;

    private Big() {
    }

    /**
     * Each actor a BasicActor with its default mailbox. A Quasar actor's reference exists only once it is spawned,
     * so the op spawns them all, then tells each to begin; pings may reach an actor before its own start.
     */
    public static CompletableFuture<Void> big(Op<Void> op, BigTally tally) {
        BigWorkload w = tally.workload();
        List<ActorRef<Long>> actors = new ArrayList<>(w.bigActors());
        tally.createActors(a -> actors.add(new BigActor(a, w, actors, tally).spawn(op)));
        for (ActorRef<Long> actor : actors) { // the list is complete: each start message publishes it
            send(actor, BIG_GO);
        }
        return op.built();
    }

    static final class BigActor extends BasicActor<Long, Void> {
        private final int me;
        private final BigWorkload w;
        private final List<ActorRef<Long>> actors;
        private final BigTally tally;

        BigActor(int me, BigWorkload w, List<ActorRef<Long>> actors, BigTally tally) {
            this.me = me;
            this.w = w;
            this.actors = actors;
            this.tally = tally;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            tally.actorStarted(me);
            for (long m = receive(); m != BIG_STOP; m = receive()) {
                if (m >= 0) {
                    tally.pingReceived(me, m);
                    actors.get(w.senderOf(m)).send(-(m + 1));
                } else if (m == BIG_GO) {
                    actors.get(w.peer(me, 0)).send(w.ping(me, 0));
                } else {
                    int next = tally.pongReceived(me, -m - 1);
                    if (next < w.bigPings()) {
                        actors.get(w.peer(me, next)).send(w.ping(me, next));
                    } else if (tally.actorFinished(me)) {
                        for (ActorRef<Long> actor : actors) {
                            actor.send(BIG_STOP);
                        }
                    }
                }
            }
            return null;
        }
    }
}
