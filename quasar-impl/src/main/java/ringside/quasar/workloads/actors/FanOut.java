package ringside.quasar.workloads.actors;

import static ringside.quasar.workloads.actors.Mailbox.STOP;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.StartWitness;

/** Fan-out as actors: a producer actor feeds the workers' mailboxes, the workers feed the collector's. */
public final class FanOut {
    private FanOut() {
    }

    public static CompletableFuture<FanOutResult> fanOut(Op<FanOutResult> op, FanOutWorkload w) {
        long[] workerCounts = new long[w.fanOutWorkers()];
        long[] workerSums = new long[w.fanOutWorkers()];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        ActorRef<Long> collector = new Collector(w.fanOutMessages(), collected).spawn(op);
        List<ActorRef<Long>> workers = new ArrayList<>(w.fanOutWorkers());
        StartWitness witness = w.workers();
        witness.create(i -> workers.add(new FanOutWorker(i, collector, workerCounts, workerSums, witness).spawn(op)));
        new Producer(w, workers).spawn(op);
        return op.built(() -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums,
                witness.report()));
    }

    /** Sends everything when it starts, then ends (an actor too, as in the other actor modules). */
    static final class Producer extends BasicActor<Void, Void> {
        private final FanOutWorkload w;
        private final List<ActorRef<Long>> workers;

        Producer(FanOutWorkload w, List<ActorRef<Long>> workers) {
            this.w = w;
            this.workers = workers;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                workers.get(w.workerFor(x)).send(x);
            }
            for (ActorRef<Long> worker : workers) {
                worker.send((long) STOP);
            }
            return null;
        }
    }

    static final class FanOutWorker extends BasicActor<Long, Void> {
        private final int me;
        private final ActorRef<Long> collector;
        private final long[] counts;
        private final long[] sums;
        private final StartWitness witness;

        FanOutWorker(int me, ActorRef<Long> collector, long[] counts, long[] sums, StartWitness witness) {
            this.me = me;
            this.collector = collector;
            this.counts = counts;
            this.sums = sums;
            this.witness = witness;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            witness.started(me);
            for (long x = receive(); x != STOP; x = receive()) {
                counts[me]++;
                sums[me] += x;
                collector.send(FanOutWorkload.transform(x));
            }
            return null;
        }
    }

    static final class Collector extends BasicActor<Long, Void> {
        private final int expected;
        private final long[] collected;

        Collector(int expected, long[] collected) {
            this.expected = expected;
            this.collected = collected;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            for (int i = 0; i < expected; i++) {
                collected[1] += receive();
                collected[0]++;
            }
            return null;
        }
    }
}
