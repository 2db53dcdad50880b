package ringside.vertx.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;

/** footprint: one deployment of n idle verticles, each waiting at its own address for one message. */
public final class Footprint {
    private Footprint() {
    }

    /**
     * footprint: one deployment of n instances, each a verticle with its own consumer, waiting. The benchmark's
     * thread sends each its index through the event bus; once all have theirs, the op undeploys them.
     */
    public static CompletableFuture<IdleActors> idleActors(Op op, FootprintTally tally) {
        FootprintWorkload w = tally.workload();
        int n = w.footprintActors();
        AtomicInteger left = new AtomicInteger(n);
        List<Actor<Integer>> actors = new ArrayList<>(n);
        tally.createActors(me -> actors.add(new Actor<Integer>(op.delivery, op.address("idle", me), message -> {
            tally.received(me, message);
            if (left.decrementAndGet() == 0) {
                op.done();
            }
        }, tally::waiting)));
        op.deploy(n, me -> actors.set(me, null)); // handed over, not kept: footprint measures the actors alone
        CompletableFuture<Void> ended = op.result(() -> null);
        CompletableFuture<IdleActors> idle = tally.whenAllWaiting(() -> {
            for (int i = 0; i < n; i++) {
                op.delivery.send(op.bus, op.address("idle", i), i);
            }
        }, ended);
        ended.whenComplete((gone, failure) -> {
            if (failure != null) {
                idle.completeExceptionally(failure); // a failed deployment: say so now, not at the timeout
            }
        });
        return idle;
    }
}
