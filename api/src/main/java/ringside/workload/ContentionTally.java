package ringside.workload;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * The receiver's part of a contention op, the same common code for every framework: per message, a count and a sum
 * for the sender it names, and the total. Used by the receiver only (its mailbox hands each message over), and read
 * once the op's workers have ended. Also the op's structural witness: the op creates its senders through
 * {@link #createSenders} and each sender reports {@link #senderStarted} from its own context ({@link StartWitness}),
 * so a sender played in the op's thread or in the creating loop, or never started, shows. Under the TCK's hold
 * ({@link TckHold}) no sender may send until every sender has started: senders that run one after another, each
 * started when the one before has ended, never finish. Made by the op's caller, on the thread that calls the op.
 */
public final class ContentionTally {
    private final ContentionWorkload workload;
    private final StartWitness senders;
    private final int expected;
    private final long[] counts;
    private final long[] sums;
    private long received;
    private long sum;
    /** Completes once every sender has started; {@link TckHold#OPEN} outside the TCK's hold. */
    private final CompletableFuture<Void> allStarted;
    private final AtomicInteger sendersStarted = new AtomicInteger();
    private final boolean held;
    /** Messages the receiver got before every sender had started: a sender that did not wait. */
    private long early;

    public ContentionTally(ContentionWorkload w) {
        this.workload = w;
        this.expected = w.contentionMessages();
        this.counts = new long[w.contentionSenders()];
        this.sums = new long[w.contentionSenders()];
        this.senders = new StartWitness(w.contentionSenders());
        this.held = TckHold.on();
        this.allStarted = held ? new CompletableFuture<>() : TckHold.OPEN;
    }

    /** The op's workload. */
    public ContentionWorkload workload() {
        return workload;
    }

    /**
     * The op's loop that creates the senders: {@code create} creates (and may start) sender s, for each s. A sender
     * must not run inside it: it runs in its own context, started by its framework.
     */
    public void createSenders(IntConsumer create) {
        senders.create(create);
    }

    /**
     * Sender {@code sender} has started, in its own context: its first act, once. It sends when the returned stage
     * completes, which it is at once outside the TCK's hold; under it, once every sender has started.
     */
    public CompletableFuture<Void> senderStarted(int sender) {
        senders.started(sender);
        if (held && sendersStarted.incrementAndGet() == counts.length) {
            allStarted.complete(null);
        }
        return allStarted;
    }

    /** Tallies one message; true once every message of the op has come (the receiver then ends the op). */
    public boolean add(long message) {
        if (held && !allStarted.isDone()) {
            early++;
        }
        int sender = ContentionWorkload.senderOf(message);
        long value = ContentionWorkload.valueOf(message);
        counts[sender]++;
        sums[sender] += value;
        sum += value;
        return ++received == expected;
    }

    public ContentionResult result() {
        Starts started = senders.report();
        return new ContentionResult(received, sum, counts, sums, started.created(), started.starts(), early);
    }
}
