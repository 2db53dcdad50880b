package ringside.kilim;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.HashSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import kilim.Continuation;
import kilim.Fiber;
import kilim.Pausable;
import ringside.contract.VariantRuntime;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.PingPongResult;
import ringside.workload.PingPongWorkload;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;

/**
 * Kilim's lowest level: a kilim.Continuation per worker, run() until it yields, and no scheduler. One loop on
 * one thread resumes the workers that have a message, so this variant is single-threaded whatever the run's
 * parallelism. An op ends when the loop has run every worker to its end; if workers are left waiting with no
 * message anywhere, the op fails at once (a lost message cannot become a hang here).
 */
final class LoopRuntime implements VariantRuntime {
    private static final int STOP = -1;

    /** The one driving thread (daemon: a failed op never keeps the JVM alive). */
    private final ExecutorService loopThread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "kilim-continuation-loop");
        t.setDaemon(true);
        return t;
    });

    /** The run queue of one op: workers that can make progress. */
    static final class Loop {
        private final ArrayDeque<Coroutine<?>> ready = new ArrayDeque<>();
        private int unfinished;

        void run() throws Exception {
            for (Coroutine<?> c = ready.poll(); c != null; c = ready.poll()) {
                if (c.run()) { // returned or threw: it is finished
                    if (c.ex() != null) {
                        throw c.ex();
                    }
                    unfinished--;
                }
            }
            if (unfinished > 0) {
                throw new IllegalStateException(unfinished + " workers wait for a message that no one will send");
            }
        }
    }

    /** A worker: a continuation with an unbounded inbox; receive() yields to the loop until a message comes. */
    abstract static class Coroutine<T> extends Continuation {
        private final ArrayDeque<T> inbox = new ArrayDeque<>();
        private final Loop loop;
        private boolean waiting;

        Coroutine(Loop loop) {
            this.loop = loop;
            loop.unfinished++;
            loop.ready.add(this);
        }

        T receive() throws Pausable {
            while (inbox.isEmpty()) {
                waiting = true;
                Fiber.yield();
            }
            return inbox.poll();
        }

        void tell(T message) {
            inbox.add(message);
            if (waiting) {
                waiting = false;
                loop.ready.add(this);
            }
        }
    }

    @Override
    public Future<RingResult> ring(RingWorkload w) {
        return run(loop -> {
            int n = w.workerCount();
            long[] counts = new long[n];
            int[] endedBy = {-1};
            List<RingWorker> ring = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                ring.add(new RingWorker(loop, i, ring, counts, endedBy));
            }
            ring.get(0).tell(w.ringSize());
            return () -> new RingResult(endedBy[0], counts);
        });
    }

    static final class RingWorker extends Coroutine<Integer> {
        private final int me;
        private final List<RingWorker> ring;
        private final long[] counts;
        private final int[] endedBy;

        RingWorker(Loop loop, int me, List<RingWorker> ring, long[] counts, int[] endedBy) {
            super(loop);
            this.me = me;
            this.ring = ring;
            this.counts = counts;
            this.endedBy = endedBy;
        }

        @Override
        public void execute() throws Pausable {
            RingWorker next = ring.get((me + 1) % ring.size());
            for (int v = receive(); v != STOP; v = receive()) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (RingWorker other : ring) {
                        if (other != this) {
                            other.tell(STOP);
                        }
                    }
                    return;
                }
                next.tell(v - 1);
            }
        }
    }

    @Override
    public Future<PingPongResult> pingPong(PingPongWorkload w) {
        return run(loop -> {
            long[] received = new long[2]; // [0] pings at the ponger, [1] pongs at the pinger
            Ponger ponger = new Ponger(loop, received);
            ponger.pinger = new Pinger(loop, w.pingPongCount(), ponger, received);
            return () -> new PingPongResult(received[0], received[1]);
        });
    }

    static final class Pinger extends Coroutine<Integer> {
        private final int count;
        private final Ponger ponger;
        private final long[] received;

        Pinger(Loop loop, int count, Ponger ponger, long[] received) {
            super(loop);
            this.count = count;
            this.ponger = ponger;
            this.received = received;
        }

        @Override
        public void execute() throws Pausable {
            for (int i = 1; i <= count; i++) {
                ponger.tell(i);
                receive();
                received[1]++;
            }
            ponger.tell(STOP);
        }
    }

    static final class Ponger extends Coroutine<Integer> {
        private final long[] received;
        private Pinger pinger; // set before the loop runs

        Ponger(Loop loop, long[] received) {
            super(loop);
            this.received = received;
        }

        @Override
        public void execute() throws Pausable {
            for (int v = receive(); v != STOP; v = receive()) {
                received[0]++;
                pinger.tell(v);
            }
        }
    }

    @Override
    public Future<FanOutResult> fanOut(FanOutWorkload w) {
        return run(loop -> {
            long[] workerCounts = new long[w.fanOutWorkers()];
            long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
            Collector collector = new Collector(loop, w.fanOutMessages(), collected);
            List<FanOutWorker> workers = new ArrayList<>(w.fanOutWorkers());
            for (int i = 0; i < w.fanOutWorkers(); i++) {
                workers.add(new FanOutWorker(loop, i, collector, workerCounts));
            }
            new Producer(loop, w, workers);
            return () -> new FanOutResult(collected[0], collected[1], workerCounts);
        });
    }

    /** Sends everything when it first runs (no receive: it never yields), then ends. */
    static final class Producer extends Coroutine<Void> {
        private final FanOutWorkload w;
        private final List<FanOutWorker> workers;

        Producer(Loop loop, FanOutWorkload w, List<FanOutWorker> workers) {
            super(loop);
            this.w = w;
            this.workers = workers;
        }

        @Override
        public void execute() throws Pausable {
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                workers.get(w.workerFor(x)).tell(x);
            }
            for (FanOutWorker worker : workers) {
                worker.tell((long) STOP);
            }
        }
    }

    static final class FanOutWorker extends Coroutine<Long> {
        private final int me;
        private final Collector collector;
        private final long[] workerCounts;

        FanOutWorker(Loop loop, int me, Collector collector, long[] workerCounts) {
            super(loop);
            this.me = me;
            this.collector = collector;
            this.workerCounts = workerCounts;
        }

        @Override
        public void execute() throws Pausable {
            for (long x = receive(); x != STOP; x = receive()) {
                workerCounts[me]++;
                collector.tell(FanOutWorkload.transform(x));
            }
        }
    }

    static final class Collector extends Coroutine<Long> {
        private final int messages;
        private final long[] collected;

        Collector(Loop loop, int messages, long[] collected) {
            super(loop);
            this.messages = messages;
            this.collected = collected;
        }

        @Override
        public void execute() throws Pausable {
            for (int i = 0; i < messages; i++) {
                collected[1] += receive();
                collected[0]++;
            }
        }
    }

    /** Busy continuations on the loop: they all run on its one thread, which is what the TCK should see. */
    @Override
    public Optional<Set<String>> carrierThreads(int tasks) throws Exception {
        return Optional.of(run(loop -> {
            Set<String> threads = new HashSet<>();
            for (int i = 0; i < tasks; i++) {
                new Spinner(loop, threads);
            }
            return () -> Set.copyOf(threads);
        }).get(30, TimeUnit.SECONDS));
    }

    static final class Spinner extends Coroutine<Void> {
        private final Set<String> threads;

        Spinner(Loop loop, Set<String> threads) {
            super(loop);
            this.threads = threads;
        }

        @Override
        public void execute() throws Pausable {
            threads.add(Spin.twoMillis());
        }
    }

    /** One op on the loop thread: build the workers, run the loop to its end, read the result. */
    private <R> CompletableFuture<R> run(Function<Loop, Supplier<R>> topology) {
        CompletableFuture<R> done = new CompletableFuture<>();
        loopThread.execute(() -> {
            try {
                Loop loop = new Loop();
                Supplier<R> result = topology.apply(loop);
                loop.run();
                done.complete(result.get());
            } catch (Throwable t) {
                done.completeExceptionally(t);
            }
        });
        return done;
    }

    @Override
    public void close() {
        loopThread.shutdownNow();
    }
}
