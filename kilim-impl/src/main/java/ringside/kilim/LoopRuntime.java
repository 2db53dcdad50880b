package ringside.kilim;

import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import kilim.Continuation;
import kilim.Fiber;
import kilim.Pausable;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;

/**
 * Kilim's lowest level: each worker is a kilim.Continuation, run() until it yields, with no Kilim scheduler. One
 * loop on one thread resumes the workers that have a message, so this variant is single-threaded whatever the
 * run's parallelism. If workers are left waiting with no message anywhere, and none promised from outside, the op
 * fails at once.
 */
final class LoopRuntime extends KilimRuntime {
    /** The one driving thread (daemon: a failed op never keeps the JVM alive). */
    private final ExecutorService loopThread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "kilim-continuation-loop");
        t.setDaemon(true);
        return t;
    });
    /**
     * The op's run queue, the worker it is running and how many have not returned: touched by the loop thread
     * only, once the op runs.
     */
    private final ArrayDeque<WorkerContinuation> ready = new ArrayDeque<>();
    private WorkerContinuation current;
    private int unfinished;
    /**
     * Posts from other threads (footprint's wake): the inboxes are the loop's own, so the loop runs them. Each is
     * promised before its op runs, so the loop, out of ready workers, waits for it instead of failing.
     */
    private final LinkedBlockingQueue<Runnable> outside = new LinkedBlockingQueue<>();
    private final AtomicInteger promised = new AtomicInteger();

    static final class WorkerContinuation extends Continuation {
        private final Worker worker;

        WorkerContinuation(Worker worker) {
            this.worker = worker;
        }

        @Override
        public void execute() throws Pausable {
            worker.run();
        }
    }

    /** An unbounded queue; an empty one yields the receiver to the loop until a send makes it ready again. */
    final class LoopInbox<T> implements Inbox<T> {
        private final ArrayDeque<T> queue = new ArrayDeque<>();
        private WorkerContinuation waiting;
        /** The select this inbox belongs to, if any: its receiver waits there, not in {@link #waiting}. */
        private LoopSelect<T> select;

        @Override
        public T receive() throws Pausable {
            while (queue.isEmpty()) {
                waiting = current;
                Fiber.yield();
            }
            return queue.poll();
        }

        @Override
        public void send(T message) throws Pausable {
            post(message);
        }

        @Override
        public void post(T message) {
            queue.add(message);
            if (waiting != null) {
                ready.add(waiting);
                waiting = null;
            } else if (select != null) {
                select.wake();
            }
        }
    }

    /**
     * A select written here, as the level has no Mailbox: takes from the first of its inboxes with a message (in
     * their order, as Kilim's Mailbox.select does), else yields until a send to any of them wakes it, once.
     */
    final class LoopSelect<T> implements Select<T> {
        private final List<LoopInbox<T>> inboxes;
        private WorkerContinuation waiting;

        LoopSelect(List<LoopInbox<T>> inboxes) {
            this.inboxes = inboxes;
            inboxes.forEach(in -> in.select = this);
        }

        @Override
        public T receive() throws Pausable {
            while (true) {
                for (LoopInbox<T> in : inboxes) {
                    if (!in.queue.isEmpty()) {
                        return in.queue.poll();
                    }
                }
                waiting = current;
                Fiber.yield();
            }
        }

        void wake() {
            if (waiting != null) {
                ready.add(waiting);
                waiting = null;
            }
        }
    }

    @Override
    public <T> Inbox<T> inbox() {
        return new LoopInbox<>();
    }

    @Override
    public <T> Select<T> select(List<Inbox<T>> inboxes) {
        return new LoopSelect<>(inboxes.stream().map(in -> (LoopInbox<T>) in).toList());
    }

    @Override
    public <R> CompletableFuture<R> run(List<Worker> workers, Supplier<R> result) {
        CompletableFuture<R> done = new CompletableFuture<>();
        // a copy the loop drains: this task is still on the loop's stack when done completes, and must not then
        // hold the op's workers (footprint measures the heap as soon as done completes)
        ArrayDeque<Worker> toStart = new ArrayDeque<>(workers);
        loopThread.execute(() -> {
            try {
                loop(toStart);
                done.complete(result.get());
            } catch (Throwable t) {
                done.completeExceptionally(t);
            }
        });
        return done;
    }

    @Override
    public void start(Worker worker) {
        ready.add(new WorkerContinuation(worker));
        unfinished++;
    }

    @Override
    public Runnable fromOutside(Runnable posts) {
        promised.incrementAndGet();
        return () -> outside.add(posts);
    }

    private void loop(ArrayDeque<Worker> toStart) throws Exception {
        ready.clear();
        unfinished = 0;
        for (Worker w = toStart.poll(); w != null; w = toStart.poll()) {
            start(w);
        }
        while (true) {
            for (current = ready.poll(); current != null; current = ready.poll()) {
                if (current.run()) { // returned or threw: finished
                    if (current.ex() != null) {
                        throw current.ex();
                    }
                    unfinished--;
                }
            }
            if (unfinished == 0 || promised.get() == 0) {
                break;
            }
            outside.take().run(); // interrupted by close() if the posts never come
            promised.decrementAndGet();
        }
        if (unfinished > 0) {
            throw new IllegalStateException(unfinished + " workers wait for a message that no one will send");
        }
    }

    /** Never asked: the variant refuses latency ({@link KilimVariant#cannotRun} says why). */
    @Override
    public Future<LatencyClient> latency(LatencyRecorder recorder) {
        return CompletableFuture.failedFuture(new UnsupportedOperationException(KilimVariant.NO_SCHEDULE));
    }

    @Override
    public void close() {
        loopThread.shutdownNow();
    }
}
