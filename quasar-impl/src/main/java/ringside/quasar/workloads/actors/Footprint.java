package ringside.quasar.workloads.actors;

import static ringside.quasar.workloads.actors.Mailbox.send;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;

/** Footprint as actors: each idle actor a BasicActor waiting in receive() for its one message. */
public final class Footprint {
    private Footprint() {
    }

    public static CompletableFuture<IdleActors> idleActors(Op<FootprintWorkload> op, FootprintTally tally) {
        FootprintWorkload w = tally.workload();
        List<ActorRef<Integer>> actors = new ArrayList<>(w.footprintActors());
        tally.createActors(i -> actors.add(new IdleActor(i, tally).spawn(op)));
        CompletableFuture<FootprintWorkload> ended = op.built(() -> w);
        return tally.whenAllWaiting(() -> {
            for (int i = 0; i < actors.size(); i++) {
                send(actors.get(i), i);
            }
        }, ended);
    }

    /** A footprint actor: reports, waits in receive() for its one message, reports it and ends. */
    static final class IdleActor extends BasicActor<Integer, Void> {
        private final int me;
        private final FootprintTally tally;

        IdleActor(int me, FootprintTally tally) {
            this.me = me;
            this.tally = tally;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            tally.waiting();
            tally.received(me, receive());
            return null;
        }
    }
}
