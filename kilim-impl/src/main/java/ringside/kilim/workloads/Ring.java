package ringside.kilim.workloads;

import static ringside.kilim.KilimRuntime.STOP;
import static ringside.kilim.workloads.ReceiveAtDepth.receiveAtDepth;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.StackDepthWitness;
import ringside.workload.StartWitness;

/** Ring: a worker per member on its own inbox, each passing the count one hop on; at a stack depth, receiving deep. */
public final class Ring {
    private Ring() {
    }

    public static Future<RingResult> ring(KilimRuntime runtime, RingWorkload w) {
        int n = w.workerCount();
        List<Inbox<Integer>> inboxes = runtime.inboxes(n);
        long[] counts = new long[n];
        int[] endedBy = {-1};
        StartWitness witness = w.workers();
        List<Worker> workers = new ArrayList<>(n);
        if (w.stackDepth() == 0) {
            witness.create(i -> workers.add(new RingWorker(i, inboxes, counts, endedBy, witness)));
            inboxes.get(0).post(w.ringSize());
            return runtime.run(workers, () -> new RingResult(endedBy[0], counts, witness.report()));
        }
        StackDepthWitness depth = w.stackDepthWitness();
        witness.create(i -> workers.add(new DeepRingWorker(i, inboxes, counts, endedBy, witness, w.stackDepth(),
                depth)));
        inboxes.get(0).post(w.ringSize());
        return runtime.run(workers, () -> new RingResult(endedBy[0], counts, witness.report(), depth.report()));
    }

    /** RingWorker at a stack depth: each receive {@code frames} calls deep in {@link ReceiveAtDepth}. */
    static final class DeepRingWorker extends Worker {
        private final int me;
        private final List<Inbox<Integer>> ring;
        private final long[] counts;
        private final int[] endedBy;
        private final StartWitness witness;
        private final int frames;
        private final StackDepthWitness depth;

        DeepRingWorker(int me, List<Inbox<Integer>> ring, long[] counts, int[] endedBy, StartWitness witness,
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
        protected void run() throws Pausable {
            witness.started(me);
            Inbox<Integer> in = ring.get(me);
            Inbox<Integer> next = ring.get((me + 1) % ring.size());
            for (int v = receiveAtDepth(in, frames, depth, me); v != STOP; v = receiveAtDepth(in, frames, depth, me)) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (Inbox<Integer> other : ring) {
                        if (other != in) {
                            other.send(STOP);
                        }
                    }
                    return;
                }
                next.send(v - 1);
            }
        }
    }

    static final class RingWorker extends Worker {
        private final int me;
        private final List<Inbox<Integer>> ring;
        private final long[] counts;
        private final int[] endedBy;
        private final StartWitness witness;

        RingWorker(int me, List<Inbox<Integer>> ring, long[] counts, int[] endedBy, StartWitness witness) {
            this.me = me;
            this.ring = ring;
            this.counts = counts;
            this.endedBy = endedBy;
            this.witness = witness;
        }

        @Override
        protected void run() throws Pausable {
            witness.started(me);
            Inbox<Integer> in = ring.get(me);
            Inbox<Integer> next = ring.get((me + 1) % ring.size());
            for (int v = in.receive(); v != STOP; v = in.receive()) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (Inbox<Integer> other : ring) {
                        if (other != in) {
                            other.send(STOP);
                        }
                    }
                    return;
                }
                next.send(v - 1);
            }
        }
    }
}
