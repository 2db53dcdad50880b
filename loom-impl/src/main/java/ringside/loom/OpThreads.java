package ringside.loom;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The threads of one op. The op's future completes only when every one of them has terminated (joined), so
 * tear-down is inside the op and an ended op leaves no thread of its own behind; the exit counter also publishes
 * every worker's counts to the thread that reads the result. A failure completes the future at once. A thread of
 * the op may start more threads of it ({@link #startAnother}: sieve's tail starts each new filter).
 */
public final class OpThreads<R> {

    /** A worker's loop; it may block and so be interrupted. */
    public interface Body {
        void run() throws InterruptedException;
    }

    private final CompletableFuture<R> done = new CompletableFuture<>();
    /** Dropped once joined, before the future completes (footprint measures the heap as soon as it completes). */
    private volatile List<Thread> threads = new ArrayList<>();
    private final AtomicInteger running;

    private final ThreadFactory factory;
    private final Supplier<R> result;

    public OpThreads(ThreadFactory factory, List<Body> bodies, Supplier<R> result) {
        this.factory = factory;
        this.result = result;
        running = new AtomicInteger(bodies.size());
        for (Body body : bodies) {
            threads.add(thread(body));
        }
    }

    private Thread thread(Body body) {
        return factory.newThread(() -> {
            try {
                body.run();
            } catch (Throwable t) {
                done.completeExceptionally(t);
            } finally {
                if (running.decrementAndGet() == 0) {
                    // a thread cannot join itself: the last body hands the joins to a thread of the same kind,
                    // started only now so that no extra thread waits through the op (footprint counts threads)
                    factory.newThread(this::joinAll).start();
                }
            }
        });
    }

    /**
     * Starts one more thread of this op; called from a running thread of the op, so the count of running threads
     * cannot reach zero in between and the new thread is joined with the rest.
     */
    public void startAnother(Body body) {
        running.incrementAndGet();
        Thread t = thread(body);
        synchronized (this) {
            threads.add(t);
        }
        t.start();
    }

    private void joinAll() {
        List<Thread> all;
        synchronized (this) {
            all = threads;
        }
        try {
            for (Thread t : all) {
                t.join();
            }
            threads = null;
            done.complete(result.get());
        } catch (InterruptedException e) {
            done.completeExceptionally(e);
        }
    }

    /** Held while starting: a started thread's {@link #startAnother} waits for the list until then. */
    synchronized CompletableFuture<R> start() {
        threads.forEach(Thread::start);
        return done;
    }

    /** Ends the threads of an op that did not finish (after a timeout). */
    void interrupt() {
        List<Thread> left;
        synchronized (this) {
            left = threads == null ? null : List.copyOf(threads);
        }
        if (left != null) {
            left.forEach(Thread::interrupt);
        }
    }
}
