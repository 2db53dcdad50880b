package ringside.kilim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import kilim.Mailbox;
import kilim.Pausable;
import kilim.Scheduler;
import kilim.Task;
import ringside.contract.VariantRuntime;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.PingPongResult;
import ringside.workload.PingPongWorkload;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;

/**
 * The workloads as Kilim's docs write them: a Task per worker, blocking (pausing) in {@code Mailbox.get()} on
 * its own unbounded Mailbox. Each runtime owns a scheduler of exactly the run's parallelism. An op completes
 * when every one of its tasks has returned from execute(), so tear-down is inside the op.
 */
final class TaskRuntime implements VariantRuntime {
    /** Ends a worker: the workloads' own values are never negative. */
    private static final int STOP = -1;

    private final Scheduler scheduler;

    TaskRuntime(int parallelism) {
        scheduler = Scheduler.make(parallelism);
    }

    /** The tasks of one op and the future they complete: the last task to end supplies the result. */
    static final class Op<R> {
        final CompletableFuture<R> done = new CompletableFuture<>();
        private final List<Task<?>> tasks = new ArrayList<>();
        private final AtomicInteger running = new AtomicInteger();
        private final Supplier<R> result;

        Op(Supplier<R> result) {
            this.result = result;
        }

        CompletableFuture<R> start(Scheduler scheduler) {
            running.set(tasks.size());
            tasks.forEach(t -> t.setScheduler(scheduler).start());
            return done;
        }

        /** The decrement also publishes each task's counts to the one that reads the result. */
        void ended(Throwable failure) {
            if (failure != null) {
                done.completeExceptionally(failure);
            }
            if (running.decrementAndGet() == 0) {
                done.complete(result.get());
            }
        }
    }

    /** A task of an op; a failure fails the op at once (Kilim would only log it). */
    abstract static class OpTask extends Task<Void> {
        private final Op<?> op;

        OpTask(Op<?> op) {
            this.op = op;
            op.tasks.add(this);
        }

        abstract void body() throws Pausable;

        @Override
        public void execute() throws Pausable {
            Throwable failure = null;
            try {
                body();
            } catch (RuntimeException | Error e) {
                failure = e;
            }
            op.ended(failure);
        }
    }

    @Override
    public Future<RingResult> ring(RingWorkload w) {
        int n = w.workerCount();
        List<Mailbox<Integer>> boxes = mailboxes(n);
        long[] counts = new long[n];
        int[] endedBy = {-1};
        Op<RingResult> op = new Op<>(() -> new RingResult(endedBy[0], counts));
        for (int i = 0; i < n; i++) {
            new RingWorker(op, i, boxes, counts, endedBy);
        }
        boxes.get(0).putnb(w.ringSize());
        return op.start(scheduler);
    }

    static final class RingWorker extends OpTask {
        private final int me;
        private final List<Mailbox<Integer>> boxes;
        private final long[] counts;
        private final int[] endedBy;

        RingWorker(Op<?> op, int me, List<Mailbox<Integer>> boxes, long[] counts, int[] endedBy) {
            super(op);
            this.me = me;
            this.boxes = boxes;
            this.counts = counts;
            this.endedBy = endedBy;
        }

        @Override
        void body() throws Pausable {
            Mailbox<Integer> in = boxes.get(me);
            Mailbox<Integer> next = boxes.get((me + 1) % boxes.size());
            for (int v = in.get(); v != STOP; v = in.get()) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (Mailbox<Integer> other : boxes) {
                        if (other != in) {
                            other.put(STOP);
                        }
                    }
                    return;
                }
                next.put(v - 1);
            }
        }
    }

    @Override
    public Future<PingPongResult> pingPong(PingPongWorkload w) {
        Mailbox<Integer> pings = new Mailbox<>();
        Mailbox<Integer> pongs = new Mailbox<>();
        long[] received = new long[2]; // [0] pings at the ponger, [1] pongs at the pinger
        Op<PingPongResult> op = new Op<>(() -> new PingPongResult(received[0], received[1]));
        new Pinger(op, w.pingPongCount(), pings, pongs, received);
        new Ponger(op, pings, pongs, received);
        return op.start(scheduler);
    }

    static final class Pinger extends OpTask {
        private final int count;
        private final Mailbox<Integer> pings;
        private final Mailbox<Integer> pongs;
        private final long[] received;

        Pinger(Op<?> op, int count, Mailbox<Integer> pings, Mailbox<Integer> pongs, long[] received) {
            super(op);
            this.count = count;
            this.pings = pings;
            this.pongs = pongs;
            this.received = received;
        }

        @Override
        void body() throws Pausable {
            for (int i = 1; i <= count; i++) {
                pings.put(i);
                pongs.get();
                received[1]++;
            }
            pings.put(STOP);
        }
    }

    static final class Ponger extends OpTask {
        private final Mailbox<Integer> pings;
        private final Mailbox<Integer> pongs;
        private final long[] received;

        Ponger(Op<?> op, Mailbox<Integer> pings, Mailbox<Integer> pongs, long[] received) {
            super(op);
            this.pings = pings;
            this.pongs = pongs;
            this.received = received;
        }

        @Override
        void body() throws Pausable {
            for (int v = pings.get(); v != STOP; v = pings.get()) {
                received[0]++;
                pongs.put(v);
            }
        }
    }

    @Override
    public Future<FanOutResult> fanOut(FanOutWorkload w) {
        int n = w.fanOutWorkers();
        List<Mailbox<Long>> inboxes = mailboxes(n);
        Mailbox<Long> collectorInbox = new Mailbox<>();
        long[] workerCounts = new long[n];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        Op<FanOutResult> op = new Op<>(() -> new FanOutResult(collected[0], collected[1], workerCounts));
        new Producer(op, w, inboxes);
        for (int i = 0; i < n; i++) {
            new FanOutWorker(op, i, inboxes.get(i), collectorInbox, workerCounts);
        }
        new Collector(op, w.fanOutMessages(), collectorInbox, collected);
        return op.start(scheduler);
    }

    static final class Producer extends OpTask {
        private final FanOutWorkload w;
        private final List<Mailbox<Long>> inboxes;

        Producer(Op<?> op, FanOutWorkload w, List<Mailbox<Long>> inboxes) {
            super(op);
            this.w = w;
            this.inboxes = inboxes;
        }

        @Override
        void body() throws Pausable {
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                inboxes.get(w.workerFor(x)).put(x);
            }
            for (Mailbox<Long> in : inboxes) {
                in.put((long) STOP);
            }
        }
    }

    static final class FanOutWorker extends OpTask {
        private final int me;
        private final Mailbox<Long> in;
        private final Mailbox<Long> collector;
        private final long[] workerCounts;

        FanOutWorker(Op<?> op, int me, Mailbox<Long> in, Mailbox<Long> collector, long[] workerCounts) {
            super(op);
            this.me = me;
            this.in = in;
            this.collector = collector;
            this.workerCounts = workerCounts;
        }

        @Override
        void body() throws Pausable {
            for (long x = in.get(); x != STOP; x = in.get()) {
                workerCounts[me]++;
                collector.put(FanOutWorkload.transform(x));
            }
        }
    }

    static final class Collector extends OpTask {
        private final int messages;
        private final Mailbox<Long> in;
        private final long[] collected;

        Collector(Op<?> op, int messages, Mailbox<Long> in, long[] collected) {
            super(op);
            this.messages = messages;
            this.in = in;
            this.collected = collected;
        }

        @Override
        void body() throws Pausable {
            for (int i = 0; i < messages; i++) {
                collected[1] += in.get();
                collected[0]++;
            }
        }
    }

    /** Busy tasks on this runtime's scheduler, noting the threads that ran them. */
    @Override
    public Optional<Set<String>> carrierThreads(int tasks) throws Exception {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        Op<Set<String>> op = new Op<>(() -> Set.copyOf(threads));
        for (int i = 0; i < tasks; i++) {
            new Spinner(op, threads);
        }
        return Optional.of(op.start(scheduler).get(30, TimeUnit.SECONDS));
    }

    static final class Spinner extends OpTask {
        private final Set<String> threads;

        Spinner(Op<?> op, Set<String> threads) {
            super(op);
            this.threads = threads;
        }

        @Override
        void body() throws Pausable { // pausable as the method it overrides, or the weaver refuses it
            threads.add(Spin.twoMillis());
        }
    }

    private static <T> List<Mailbox<T>> mailboxes(int n) {
        List<Mailbox<T>> boxes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            boxes.add(new Mailbox<>());
        }
        return boxes;
    }

    /** Its threads are daemons; tasks an op left paused are garbage once their mailboxes are. */
    @Override
    public void close() {
        scheduler.shutdown();
    }
}
