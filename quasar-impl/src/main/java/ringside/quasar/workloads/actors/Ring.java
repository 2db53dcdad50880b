package ringside.quasar.workloads.actors;

import static ringside.quasar.workloads.actors.Mailbox.STOP;
import static ringside.quasar.workloads.actors.Mailbox.send;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.StackDepthWitness;
import ringside.workload.StartWitness;

/** Ring as actors: each RingActor receives the token in its mailbox and sends it on to the next actor's. */
public final class Ring {
    private Ring() {
    }

    public static CompletableFuture<RingResult> ring(Op<RingResult> op, RingWorkload w) {
        int n = w.workerCount();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        // filled before the token is sent, and read only on receiving it: the token publishes the list
        List<ActorRef<Integer>> ring = new ArrayList<>(n);
        StartWitness witness = w.workers();
        if (w.stackDepth() == 0) {
            witness.create(i -> ring.add(new RingActor(i, ring, counts, endedBy, witness).spawn(op)));
            send(ring.get(0), w.ringSize());
            return op.built(() -> new RingResult(endedBy[0], counts, witness.report()));
        }
        StackDepthWitness depth = w.stackDepthWitness();
        witness.create(i -> ring.add(new DeepRingActor(i, ring, counts, endedBy, witness, w.stackDepth(), depth)
                .spawn(op)));
        send(ring.get(0), w.ringSize());
        return op.built(() -> new RingResult(endedBy[0], counts, witness.report(), depth.report()));
    }

    /** RingActor at a stack depth: each receive {@code frames} calls deep. */
    static final class DeepRingActor extends DeepActor<Integer> {
        private final int me;
        private final List<ActorRef<Integer>> ring;
        private final long[] counts;
        private final int[] endedBy;
        private final StartWitness witness;
        private final int frames;
        private final StackDepthWitness depth;

        DeepRingActor(int me, List<ActorRef<Integer>> ring, long[] counts, int[] endedBy, StartWitness witness,
                int frames, StackDepthWitness depth) {
            this.me = me;
            this.ring = ring;
            this.counts = counts;
            this.endedBy = endedBy;
            this.witness = witness;
            this.frames = frames;
            this.depth = depth;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            witness.started(me);
            for (int v = receiveAtDepth(frames, depth, me); v != STOP; v = receiveAtDepth(frames, depth, me)) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (ActorRef<Integer> other : ring) {
                        if (other != ref()) {
                            other.send(STOP);
                        }
                    }
                    return null;
                }
                ring.get(me + 1 == ring.size() ? 0 : me + 1).send(v - 1);
            }
            return null;
        }
    }

    public static final class RingActor extends BasicActor<Integer, Void> {
        private final int me;
        private final List<ActorRef<Integer>> ring;
        private final long[] counts;
        private final int[] endedBy;
        private final StartWitness witness;

        RingActor(int me, List<ActorRef<Integer>> ring, long[] counts, int[] endedBy, StartWitness witness) {
            this.me = me;
            this.ring = ring;
            this.counts = counts;
            this.endedBy = endedBy;
            this.witness = witness;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            witness.started(me);
            for (int v = receive(); v != STOP; v = receive()) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (ActorRef<Integer> other : ring) {
                        if (other != ref()) {
                            other.send(STOP);
                        }
                    }
                    return null;
                }
                ring.get(me + 1 == ring.size() ? 0 : me + 1).send(v - 1);
            }
            return null;
        }
    }
}
