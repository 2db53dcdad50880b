package ringside.vertx.workloads;

import io.vertx.core.Future;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.StackDepthWitness;
import ringside.workload.StartWitness;

/** ring: one deployment of worker verticles, each sending the token on to the next's address; and at depth. */
public final class Ring {
    private Ring() {
    }

    /** At stackDepth > 0 each worker sends {@code stackDepth} frames deep ({@link SendAtDepth}); else directly. */
    public static CompletableFuture<RingResult> ring(Op op, RingWorkload w) {
        int n = w.workerCount();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        StartWitness witness = w.workers();
        StackDepthWitness depth = w.stackDepth() == 0 ? null : w.stackDepthWitness();
        List<Actor<Integer>> workers = new ArrayList<>(n);
        witness.create(me -> {
            String next = op.address("ring", me + 1 == n ? 0 : me + 1);
            if (depth != null) {
                SendAtDepth deep = new SendAtDepth(op, w.stackDepth(), depth, me);
                workers.add(new Actor<Integer>(op.delivery, op.address("ring", me), v -> {
                    counts[me]++;
                    if (v == 0) {
                        endedBy[0] = me;
                        op.done();
                    } else {
                        deep.send(next, v - 1);
                    }
                }, () -> witness.started(me)));
                return;
            }
            workers.add(new Actor<Integer>(op.delivery, op.address("ring", me), v -> {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    op.done();
                } else {
                    op.delivery.send(op.bus, next, v - 1);
                }
            }, () -> witness.started(me)));
        });
        Future<String> ring = op.deploy(n, me -> workers.set(me, null)); // handed over, not kept
        ring.onSuccess(all -> op.delivery.send(op.bus, op.address("ring", 0), w.ringSize()));
        if (depth != null) {
            return op.result(() -> new RingResult(endedBy[0], counts, witness.report(), depth.report()));
        }
        return op.result(() -> new RingResult(endedBy[0], counts, witness.report()));
    }
}
