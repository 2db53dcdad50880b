package ringside.vertx.workloads;

import io.vertx.core.Future;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.StartWitness;

/** fan-out: a producer verticle sends to worker verticles, which send to one collector's address. */
public final class FanOut {
    private FanOut() {
    }

    public static CompletableFuture<FanOutResult> fanOut(Op op, FanOutWorkload w) {
        int n = w.fanOutWorkers();
        long[] workerCounts = new long[n];
        long[] workerSums = new long[n];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        String[] workerAddresses = new String[n];
        Arrays.setAll(workerAddresses, me -> op.address("worker", me));
        String collectorAddress = op.address("collector", 0);
        Future<String> collector = op.deploy(1, i -> new Actor<Long>(op.delivery, collectorAddress, y -> {
            collected[1] += y;
            if (++collected[0] == w.fanOutMessages()) {
                op.done();
            }
        }));
        StartWitness witness = w.workers();
        List<Actor<Long>> instances = new ArrayList<>(n);
        witness.create(me -> instances.add(new Actor<Long>(op.delivery, workerAddresses[me], x -> {
            workerCounts[me]++;
            workerSums[me] += x;
            op.delivery.send(op.bus, collectorAddress, FanOutWorkload.transform(x));
        }, () -> witness.started(me))));
        Future<String> workers = op.deployAfter(collector, n, me -> instances.set(me, null)); // handed over
        // the producer is a verticle too: it sends everything when it starts
        op.deployAfter(workers, 1, i -> new Starter(() -> {
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                op.delivery.send(op.bus, workerAddresses[w.workerFor(x)], x);
            }
        }));
        return op.result(() -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums,
                witness.report()));
    }
}
