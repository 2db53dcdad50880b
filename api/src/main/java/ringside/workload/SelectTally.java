package ringside.workload;

import java.util.concurrent.CompletableFuture;
import java.util.function.IntConsumer;

/**
 * The collector's part of a select op, the same common code for every framework: per message, its source's count,
 * sum and order. Used by the collector only, and read once the op has ended. Also the op's structural witness: the op
 * creates its sources through {@link #createSources}, and each reports {@link #sourceStarted} from its own context
 * ({@link StartWitness}). Under the TCK's hold ({@link TckHold}), with two sources or more, source 0 may not send
 * until the collector has taken a message from another source: a collector that takes from whichever source is ready
 * finishes, one that waits on source 0 first never does. Made by the op's caller, on the thread that calls the op.
 */
public final class SelectTally {
    private final SelectWorkload workload;
    private final StartWitness sources;
    private final long expected;
    private final long[] counts;
    private final long[] sums;
    private final long[] last;
    private long received;
    private long outOfOrder;
    private String firstOutOfOrder;
    /** Source 0's stage: completed by the collector's first message from another source under the hold. */
    private final CompletableFuture<Void> sourceZero;
    private final boolean held;
    /** The collector's: whether it has taken another source's message, and source 0's messages before that. */
    private boolean released;
    private long early;

    public SelectTally(SelectWorkload w) {
        this.workload = w;
        this.expected = w.messagesPerOp();
        this.counts = new long[w.selectSources()];
        this.sums = new long[w.selectSources()];
        this.last = new long[w.selectSources()];
        this.sources = new StartWitness(w.selectSources());
        this.held = TckHold.on() && w.selectSources() >= 2;
        this.sourceZero = held ? new CompletableFuture<>() : TckHold.OPEN;
    }

    /** The op's workload. */
    public SelectWorkload workload() {
        return workload;
    }

    /** The op's loop that creates the sources: {@code create} creates (and may start) source s, for each s. */
    public void createSources(IntConsumer create) {
        sources.create(create);
    }

    /**
     * Source {@code source} has started, in its own context: its first act, once. It sends when the returned stage
     * completes, which it is at once outside the TCK's hold; under it, source 0's once the collector has taken a
     * message from another source.
     */
    public CompletableFuture<Void> sourceStarted(int source) {
        sources.started(source);
        return source == 0 ? sourceZero : TckHold.OPEN;
    }

    /** Tallies one message; true once every message of the op has come (the collector then ends the op). */
    public boolean add(long message) {
        int source = SelectWorkload.sourceOf(message);
        long number = SelectWorkload.numberOf(message);
        if (held && !released) {
            if (source != 0) {
                released = true;
                sourceZero.complete(null);
            } else {
                early++;
            }
        }
        if (number != last[source] + 1) {
            if (outOfOrder++ == 0) {
                firstOutOfOrder = "source " + source + "'s " + number + " came after its " + last[source];
            }
        }
        last[source] = number;
        counts[source]++;
        sums[source] += number;
        return ++received == expected;
    }

    public SelectResult result() {
        return new SelectResult(received, counts.clone(), sums.clone(), outOfOrder, firstOutOfOrder,
                sources.report(), early);
    }
}
