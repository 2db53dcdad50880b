package ringside.loom;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The threads of one op. The op's future completes when the last of them has exited, so tear-down is inside
 * the op; the exit counter also publishes every worker's counts to the thread that reads the result.
 */
final class OpThreads<R> {

    /** A worker's loop; it may block and so be interrupted. */
    interface Body {
        void run() throws InterruptedException;
    }

    private final CompletableFuture<R> done = new CompletableFuture<>();
    /**
     * Dropped when the last body has ended, before the future completes: each thread's body references this op, and
     * the last one is still on its thread's stack then (footprint measures the heap as soon as the future completes).
     */
    private volatile List<Thread> threads = new ArrayList<>();
    private final AtomicInteger running;

    OpThreads(ThreadFactory factory, List<Body> bodies, Supplier<R> result) {
        running = new AtomicInteger(bodies.size());
        for (Body body : bodies) {
            threads.add(factory.newThread(() -> {
                try {
                    body.run();
                } catch (Throwable t) {
                    done.completeExceptionally(t);
                } finally {
                    if (running.decrementAndGet() == 0) {
                        threads = null;
                        done.complete(result.get());
                    }
                }
            }));
        }
    }

    CompletableFuture<R> start() {
        threads.forEach(Thread::start);
        return done;
    }

    /** Ends the threads of an op that did not finish (after a timeout). */
    void interrupt() {
        List<Thread> left = threads;
        if (left != null) {
            left.forEach(Thread::interrupt);
        }
    }
}
