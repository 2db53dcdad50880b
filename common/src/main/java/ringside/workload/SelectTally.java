package ringside.workload;

import java.util.function.IntConsumer;

/**
 * The collector's part of a select op, the same common code for every framework: per message, its source's count,
 * sum and order. Used by the collector only, and read once the op has ended. Also the op's structural witness: the op
 * creates its sources through {@link #createSources}, and each reports {@link #sourceStarted} from its own context
 * ({@link StartWitness}). Made on the op's calling thread.
 */
public final class SelectTally {
    private final StartWitness sources;
    private final long expected;
    private final long[] counts;
    private final long[] sums;
    private final long[] last;
    private long received;
    private long outOfOrder;
    private String firstOutOfOrder;

    public SelectTally(SelectWorkload w) {
        this.expected = w.messagesPerOp();
        this.counts = new long[w.selectSources()];
        this.sums = new long[w.selectSources()];
        this.last = new long[w.selectSources()];
        this.sources = new StartWitness(w.selectSources());
    }

    /** The op's loop that creates the sources: {@code create} creates (and may start) source s, for each s. */
    public void createSources(IntConsumer create) {
        sources.create(create);
    }

    /** Source {@code source} has started, in its own context: its first act, before it sends. Once per source. */
    public void sourceStarted(int source) {
        sources.started(source);
    }

    /** Tallies one message; true once every message of the op has come (the collector then ends the op). */
    public boolean add(long message) {
        int source = SelectWorkload.sourceOf(message);
        long number = SelectWorkload.numberOf(message);
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
                sources.report());
    }
}
