package ringside.kilim.workloads;

import static ringside.kilim.KilimRuntime.STOP;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.StartWitness;

/** Fan-out: a producer deals numbers to workers, each on its own inbox, which send them on to one collector. */
public final class FanOut {
    private FanOut() {
    }

    public static Future<FanOutResult> fanOut(KilimRuntime runtime, FanOutWorkload w) {
        int n = w.fanOutWorkers();
        List<Inbox<Long>> inboxes = runtime.inboxes(n);
        Inbox<Long> collectorInbox = runtime.inbox();
        long[] workerCounts = new long[n];
        long[] workerSums = new long[n];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        StartWitness witness = w.workers();
        List<Worker> workers = new ArrayList<>(n + 2);
        workers.add(new Worker() { // producer
            @Override
            protected void run() throws Pausable {
                for (long x = 1; x <= w.fanOutMessages(); x++) {
                    inboxes.get(w.workerFor(x)).send(x);
                }
                for (Inbox<Long> in : inboxes) {
                    in.send((long) STOP);
                }
            }
        });
        witness.create(i -> workers.add(new FanOutWorker(inboxes.get(i), collectorInbox, workerCounts, workerSums, i,
                witness)));
        workers.add(new Worker() { // collector
            @Override
            protected void run() throws Pausable {
                for (int i = 0; i < w.fanOutMessages(); i++) {
                    collected[1] += collectorInbox.receive();
                    collected[0]++;
                }
            }
        });
        return runtime.run(workers, () -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums,
                witness.report()));
    }

    static final class FanOutWorker extends Worker {
        private final Inbox<Long> in;
        private final Inbox<Long> collector;
        private final long[] counts;
        private final long[] sums;
        private final int me;
        private final StartWitness witness;

        FanOutWorker(Inbox<Long> in, Inbox<Long> collector, long[] counts, long[] sums, int me,
                StartWitness witness) {
            this.in = in;
            this.collector = collector;
            this.counts = counts;
            this.sums = sums;
            this.me = me;
            this.witness = witness;
        }

        @Override
        protected void run() throws Pausable {
            witness.started(me);
            for (long x = in.receive(); x != STOP; x = in.receive()) {
                counts[me]++;
                sums[me] += x;
                collector.send(FanOutWorkload.transform(x));
            }
        }
    }
}
