package ringside.workload;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntConsumer;

/**
 * The actors of one footprint op report here: each once just before it first waits for its message, and once when
 * the message has come (it then ends). Shared by all the actors of the op, so every count is thread-safe; the last
 * report of each kind completes the matching future. Also the op's structural witness: the op creates its actors
 * through {@link #createActors}, and a report made on the op's thread or inside that loop (an actor reported at its
 * creation, or "woken" by the caller's own call, not in its own context) is counted. Made by the op's caller, on the
 * thread that calls the op; the caller checks the actors ({@link FootprintWorkload#checkIdle}) and the op's
 * {@link #result} through it.
 */
public final class FootprintTally {
    private final CreationSite site = new CreationSite();
    private final LongAdder waitingInline = new LongAdder();
    private final LongAdder receivedInline = new LongAdder();
    private final FootprintWorkload workload;
    private final AtomicLong waiting = new AtomicLong();
    private final AtomicLong received = new AtomicLong();
    private final LongAdder misdelivered = new LongAdder();
    private final LongAdder sum = new LongAdder();
    private final CompletableFuture<Void> allWaiting = new CompletableFuture<>();
    private final CompletableFuture<Void> allReceived = new CompletableFuture<>();

    public FootprintTally(FootprintWorkload workload) {
        this.workload = workload;
    }

    /** The op's workload. */
    public FootprintWorkload workload() {
        return workload;
    }

    /**
     * The op's loop that creates the actors: {@code create} creates (and may start) actor i, for each i. No actor
     * reports waiting inside it: each does so from its own context, once its framework runs it.
     */
    public void createActors(IntConsumer create) {
        site.create(workload.footprintActors(), create);
    }

    /** One actor of the op is about to wait for its message; called from the actor's own context. */
    public void waiting() {
        if (site.inline()) {
            waitingInline.increment();
        }
        if (waiting.incrementAndGet() == workload.footprintActors()) {
            allWaiting.complete(null);
        }
    }

    /** Actor {@code actor} received {@code message}, in its own context; it ends after this. */
    public void received(int actor, int message) {
        if (site.inline()) {
            receivedInline.increment();
        }
        sum.add(message);
        if (message != actor) {
            misdelivered.increment();
        }
        if (received.incrementAndGet() == workload.footprintActors()) {
            allReceived.complete(null);
        }
    }

    /**
     * The op's first half: completes once every actor is waiting, with the handle that wakes them once the benchmark
     * has measured them. {@code wakeEach} sends every actor its own index.
     */
    public CompletableFuture<IdleActors> whenAllWaiting(Runnable wakeEach) {
        return whenAllWaiting(wakeEach, CompletableFuture.completedFuture(null));
    }

    /**
     * As {@link #whenAllWaiting(Runnable)}, and the woken op completes only once {@code ended} has too: the
     * runtime's own end of the op (its actors gone, as with the other workloads' tear-down), so memory measured
     * after it does not catch actors still stopping. A failure of the op fails the woken op.
     */
    public CompletableFuture<IdleActors> whenAllWaiting(Runnable wakeEach, CompletionStage<?> ended) {
        CompletableFuture<Void> woken = allReceived.thenCombine(ended, (all, ignored) -> null);
        return allWaiting.thenApply(ignored -> new IdleActors(wakeEach, woken));
    }

    /** What the actors reported; read once the woken op has ended ({@link IdleActors#wakeEach}). */
    public FootprintResult result() {
        return new FootprintResult(waiting.get(), received.get(), misdelivered.sum(), sum.sum(),
                receivedInline.sum());
    }

    long waitingCount() {
        return waiting.get();
    }

    long receivedCount() {
        return received.get();
    }

    long waitingInlineCount() {
        return waitingInline.sum();
    }

    boolean actorsCreated() {
        return site.created();
    }
}
