package ringside.quasar.workloads.channels;

import static ringside.quasar.workloads.channels.Inbox.STOP;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.LongChannel;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import ringside.quasar.Op;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.StartWitness;

/** Fan-out as fibers: a producer feeds each worker's long channel, the workers feed the collector's. */
public final class FanOut {
    private FanOut() {
    }

    public static CompletableFuture<FanOutResult> fanOut(Op<FanOutResult> op, FanOutWorkload w) {
        List<LongChannel> inboxes = IntStream.range(0, w.fanOutWorkers())
                .mapToObj(i -> Channels.newLongChannel(-1)).toList();
        LongChannel collectorInbox = Channels.newLongChannel(-1);
        long[] workerCounts = new long[w.fanOutWorkers()];
        long[] workerSums = new long[w.fanOutWorkers()];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        op.start(new Collector(w.fanOutMessages(), collectorInbox, collected));
        StartWitness witness = w.workers();
        witness.create(i -> op.start(new FanOutWorker(i, inboxes.get(i), collectorInbox, workerCounts, workerSums,
                witness)));
        op.start(new Producer(w, inboxes));
        return op.built(() -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums,
                witness.report()));
    }

    record Producer(FanOutWorkload w, List<LongChannel> inboxes) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                inboxes.get(w.workerFor(x)).send(x);
            }
            for (LongChannel in : inboxes) {
                in.send(STOP);
            }
        }
    }

    record FanOutWorker(int me, LongChannel in, LongChannel collector, long[] counts, long[] sums,
            StartWitness witness) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            witness.started(me);
            for (long x = in.receive(); x != STOP; x = in.receive()) {
                counts[me]++;
                sums[me] += x;
                collector.send(FanOutWorkload.transform(x));
            }
        }
    }

    record Collector(int expected, LongChannel in, long[] collected) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (int i = 0; i < expected; i++) {
                collected[1] += in.receive();
                collected[0]++;
            }
        }
    }
}
