package ringside.loom.workloads;

import static ringside.loom.workloads.Mailboxes.STOP;
import static ringside.loom.workloads.Mailboxes.mailboxes;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import ringside.loom.OpThreads;
import ringside.loom.ThreadRuntime;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.StartWitness;

/** Fan-out: a producer thread deals numbers to worker threads, each on its own queue, which put them to a collector. */
public final class FanOut {
    private FanOut() {
    }

    public static Future<FanOutResult> fanOut(ThreadRuntime runtime, FanOutWorkload w) {
        int n = w.fanOutWorkers();
        List<LinkedTransferQueue<Long>> inboxes = mailboxes(n);
        LinkedTransferQueue<Long> collectorInbox = new LinkedTransferQueue<>();
        long[] workerCounts = new long[n];
        long[] workerSums = new long[n];
        long[] collected = new long[2]; // [0] values received, [1] their sum
        StartWitness workers = w.workers();
        List<OpThreads.Body> bodies = new ArrayList<>(n + 2);
        bodies.add(() -> { // producer
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                inboxes.get(w.workerFor(x)).put(x);
            }
            inboxes.forEach(in -> in.put((long) STOP));
        });
        workers.create(me -> {
            LinkedTransferQueue<Long> in = inboxes.get(me);
            bodies.add(() -> {
                workers.started(me);
                for (long x = in.take(); x != STOP; x = in.take()) {
                    workerCounts[me]++;
                    workerSums[me] += x;
                    collectorInbox.put(FanOutWorkload.transform(x));
                }
            });
        });
        bodies.add(() -> { // collector
            for (int i = 0; i < w.fanOutMessages(); i++) {
                collected[1] += collectorInbox.take();
                collected[0]++;
            }
        });
        return runtime.run(bodies, () -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums,
                workers.report()));
    }
}
