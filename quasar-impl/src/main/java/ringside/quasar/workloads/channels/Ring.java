package ringside.quasar.workloads.channels;

import static ringside.quasar.workloads.channels.Inbox.STOP;
import static ringside.quasar.workloads.channels.Inbox.receiveAtDepth;
import static ringside.quasar.workloads.channels.Inbox.send;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.IntChannel;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import ringside.quasar.Op;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.StackDepthWitness;
import ringside.workload.StartWitness;

/** Ring as fibers: each worker receives the token from its own int channel and sends it on to the next's. */
public final class Ring {
    private Ring() {
    }

    public static CompletableFuture<RingResult> ring(Op<RingResult> op, RingWorkload w) {
        int n = w.workerCount();
        List<IntChannel> inboxes = IntStream.range(0, n).mapToObj(i -> Channels.newIntChannel(-1)).toList();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        StartWitness witness = w.workers();
        if (w.stackDepth() == 0) {
            witness.create(i -> op.start(new RingWorker(i, inboxes, counts, endedBy, witness)));
            send(inboxes.get(0), w.ringSize()); // the token is handed to worker 0 from outside, as in every module
            return op.built(() -> new RingResult(endedBy[0], counts, witness.report()));
        }
        StackDepthWitness depth = w.stackDepthWitness();
        witness.create(i -> op.start(new DeepRingWorker(i, inboxes, counts, endedBy, witness, w.stackDepth(),
                depth)));
        send(inboxes.get(0), w.ringSize());
        return op.built(() -> new RingResult(endedBy[0], counts, witness.report(), depth.report()));
    }

    public static final class RingWorker implements SuspendableRunnable {
        private final int me;
        private final List<IntChannel> ring;
        private final long[] counts;
        private final int[] endedBy;
        private final StartWitness witness;

        RingWorker(int me, List<IntChannel> ring, long[] counts, int[] endedBy, StartWitness witness) {
            this.me = me;
            this.ring = ring;
            this.counts = counts;
            this.endedBy = endedBy;
            this.witness = witness;
        }

        @Override
        public void run() throws SuspendExecution, InterruptedException {
            witness.started(me);
            IntChannel in = ring.get(me);
            IntChannel next = ring.get(me + 1 == ring.size() ? 0 : me + 1);
            for (int v = in.receive(); v != STOP; v = in.receive()) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (IntChannel other : ring) {
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

    /** RingWorker at a stack depth: each receive {@code frames} calls deep in {@link Inbox#receiveAtDepth}. */
    record DeepRingWorker(int me, List<IntChannel> ring, long[] counts, int[] endedBy, StartWitness witness,
            int frames, StackDepthWitness depth) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            witness.started(me);
            IntChannel in = ring.get(me);
            IntChannel next = ring.get(me + 1 == ring.size() ? 0 : me + 1);
            for (int v = receiveAtDepth(in, frames, depth, me); v != STOP; v = receiveAtDepth(in, frames, depth, me)) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (IntChannel other : ring) {
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
