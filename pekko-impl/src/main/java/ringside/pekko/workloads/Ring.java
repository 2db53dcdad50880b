package ringside.pekko.workloads;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import ringside.pekko.workloads.OpParent.Done;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.StackDepthWitness;
import ringside.workload.StartWitness;

/** ring: the op parent's children pass a token round a ring of actors, each telling the next; and its at-depth form. */
public final class Ring {
    private Ring() {
    }

    public static Supplier<RingResult> ring(ActorContext<Done> ctx, RingWorkload w, StartWitness workers) {
        int n = w.workerCount();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        // filled before the token is sent, and read only on receiving it: the token publishes the list
        List<ActorRef<Integer>> ring = new ArrayList<>(n);
        ActorRef<Done> parent = ctx.getSelf();
        workers.create(me -> ring.add(ctx.spawnAnonymous(Behaviors.<Integer>setup(self -> {
            workers.started(me);
            return Behaviors.receiveMessage((Integer v) -> {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    parent.tell(Done.DONE);
                } else {
                    ring.get(me + 1 == n ? 0 : me + 1).tell(v - 1);
                }
                return Behaviors.same();
            });
        }))));
        ring.get(0).tell(w.ringSize());
        return () -> new RingResult(endedBy[0], counts, workers.report());
    }

    /**
     * The ring at stackDepth d > 0: as {@link #ring}, but each worker passes the token on (or ends the op) d calls
     * deep ({@link SendAtDepth}). Its own behavior, chosen once per op, so the ring at depth 0 runs as it always did.
     */
    public static Supplier<RingResult> ringAtDepth(ActorContext<Done> ctx, RingWorkload w, StartWitness workers,
            StackDepthWitness depth) {
        int n = w.workerCount();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        // filled before the token is sent, and read only on receiving it: the token publishes the list
        List<ActorRef<Integer>> ring = new ArrayList<>(n);
        ActorRef<Done> parent = ctx.getSelf();
        workers.create(me -> ring.add(ctx.spawnAnonymous(Behaviors.<Integer>setup(self -> {
            workers.started(me);
            SendAtDepth<Integer> pass = new SendAtDepth<>(me, depth, v -> {
                if (v == 0) {
                    endedBy[0] = me;
                    parent.tell(Done.DONE);
                } else {
                    ring.get(me + 1 == n ? 0 : me + 1).tell(v - 1);
                }
            });
            return Behaviors.receiveMessage((Integer v) -> {
                counts[me]++;
                pass.send(w.stackDepth(), v);
                return Behaviors.same();
            });
        }))));
        ring.get(0).tell(w.ringSize());
        return () -> new RingResult(endedBy[0], counts, workers.report(), depth.report());
    }
}
