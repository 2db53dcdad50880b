package ringside.loom.workloads;

import static ringside.loom.workloads.Mailboxes.STOP;
import static ringside.loom.workloads.Mailboxes.mailboxes;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import ringside.loom.OpThreads;
import ringside.loom.ThreadRuntime;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.StackDepthWitness;
import ringside.workload.StartWitness;

/** Ring: a thread per member taking from its own queue, passing the count one hop on; at a stack depth, taking deep. */
public final class Ring {
    private Ring() {
    }

    /** At stackDepth > 0 each worker takes {@code stackDepth} frames deep ({@link TakeAtDepth}); else directly. */
    public static Future<RingResult> ring(ThreadRuntime runtime, RingWorkload w) {
        int n = w.workerCount();
        List<LinkedTransferQueue<Integer>> mailboxes = mailboxes(n);
        long[] counts = new long[n];
        int[] endedBy = {-1};
        StartWitness witness = w.workers();
        StackDepthWitness depth = w.stackDepth() == 0 ? null : w.stackDepthWitness();
        List<OpThreads.Body> workers = new ArrayList<>(n);
        witness.create(me -> {
            LinkedTransferQueue<Integer> in = mailboxes.get(me);
            LinkedTransferQueue<Integer> next = mailboxes.get((me + 1) % n);
            if (depth != null) { // the same worker, each take made that many frames deep
                TakeAtDepth<Integer> deep = new TakeAtDepth<>(in, w.stackDepth(), depth, me);
                workers.add(() -> {
                    witness.started(me);
                    for (int v = deep.take(); v != STOP; v = deep.take()) {
                        counts[me]++;
                        if (v == 0) {
                            endedBy[0] = me;
                            mailboxes.stream().filter(m -> m != in).forEach(m -> m.put(STOP));
                            return;
                        }
                        next.put(v - 1);
                    }
                });
                return;
            }
            workers.add(() -> {
                witness.started(me);
                for (int v = in.take(); v != STOP; v = in.take()) {
                    counts[me]++;
                    if (v == 0) {
                        endedBy[0] = me;
                        mailboxes.stream().filter(m -> m != in).forEach(m -> m.put(STOP));
                        return;
                    }
                    next.put(v - 1);
                }
            });
        });
        mailboxes.get(0).put(w.ringSize());
        if (depth != null) {
            return runtime.run(workers, () -> new RingResult(endedBy[0], counts, witness.report(), depth.report()));
        }
        return runtime.run(workers, () -> new RingResult(endedBy[0], counts, witness.report()));
    }
}
