package ringside.quasar;

import co.paralleluniverse.fibers.Fiber;
import co.paralleluniverse.fibers.FiberFactory;
import co.paralleluniverse.fibers.FiberScheduler;
import co.paralleluniverse.strands.SuspendableCallable;
import co.paralleluniverse.strands.SuspendableRunnable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The fibers of one op (an actor is a fiber too: it is spawned with this factory). The future completes when the
 * last fiber has ended, so tear-down is inside the op; the exit counter also publishes every fiber's counts to
 * the thread that reads the result.
 */
public final class Op<R> implements FiberFactory {
    private final FiberScheduler scheduler;
    private final CompletableFuture<R> done = new CompletableFuture<>();
    private final AtomicInteger running = new AtomicInteger(1); // 1: the op is still being built
    /**
     * The fibers created while the op is built, for close() after a timeout (synchronized: a copy-on-write list is
     * O(n^2)). Fibers that the op's own fibers start later (spawn's tree) are not listed: a list would keep every
     * ended fiber of a million-actor tree alive until the op ends, a cost no Quasar program has.
     */
    private final List<Fiber<?>> fibers = Collections.synchronizedList(new ArrayList<>());
    private volatile Supplier<R> result;

    Op(FiberScheduler scheduler) {
        this.scheduler = scheduler;
    }

    @Override
    public <T> Fiber<T> newFiber(SuspendableCallable<T> target) {
        return track(new OpFiber<>(scheduler, target, this));
    }

    /** Starts a fiber of this op. */
    public void start(SuspendableRunnable body) {
        track(new OpFiber<Void>(scheduler, body, this)).start();
    }

    /** Every fiber of the op has been created: the op completes with this result once they have all ended. */
    public CompletableFuture<R> built(Supplier<R> whenAllEnded) {
        result = whenAllEnded;
        ended();
        return done;
    }

    /** As {@link #built(Supplier)}, for an op whose result is in the caller's tally: it completes with null. */
    public CompletableFuture<R> built() {
        return built(() -> null);
    }

    /** Runs {@code action} once every fiber of the op has ended, or the op failed. */
    void whenEnded(Runnable action) {
        done.whenComplete((r, failure) -> action.run());
    }

    void ended() {
        if (running.decrementAndGet() == 0) {
            fibers.clear(); // nothing left to interrupt; cleared first, as whoever awaits done may measure the heap
            done.complete(result.get());
        }
    }

    void failed(Throwable t) {
        done.completeExceptionally(t);
    }

    /**
     * Ends the listed fibers of an op that did not finish (after a timeout). Of spawn's tree that is the root; the
     * fibers below it that still wait are referenced only by each other, garbage once the op is dropped.
     */
    void interrupt() {
        synchronized (fibers) {
            fibers.forEach(Fiber::interrupt);
        }
    }

    private <T> Fiber<T> track(Fiber<T> fiber) {
        running.incrementAndGet();
        if (result == null) { // still being built (a fiber or two more listed in a race with built() is harmless)
            fibers.add(fiber);
        }
        return fiber;
    }

    /** Reports its end to the op from Quasar's completion hooks, outside the suspendable code. */
    private static final class OpFiber<V> extends Fiber<V> {
        private final Op<?> op;

        OpFiber(FiberScheduler scheduler, SuspendableCallable<V> target, Op<?> op) {
            super((String) null, scheduler, -1, target);
            this.op = op;
        }

        OpFiber(FiberScheduler scheduler, SuspendableRunnable target, Op<?> op) {
            super(scheduler, target);
            this.op = op;
        }

        @Override
        protected void onException(Throwable t) {
            op.failed(t); // the op's future carries it; Quasar's default would only log it
        }

        @Override
        protected void onCompletion() {
            op.ended();
        }
    }
}
