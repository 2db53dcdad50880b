package ringside.workload;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * The receiver's part of a contention op, the same common code for every framework: per message, a count and a sum
 * for the sender it names, and the total. Used by the receiver only (its mailbox hands each message over), and read
 * once the op's workers have ended. Also the op's structural witness: the op creates its senders through
 * {@link #createSenders} and each sender reports {@link #senderStarted} from its own context ({@link StartWitness}),
 * so a sender played in the op's thread or in the creating loop, or never started, shows. Under the TCK's hold
 * ({@link TckHold}) no sender may send until every sender has started: senders that run one after another, each
 * started when the one before has ended, never finish. Under the hold it also counts the receivers inside
 * {@link #add} at once: one receiver takes its messages one at a time, so two at once are receivers side by side
 * (one per sender, say), not one mailbox. Made by the op's caller, on the thread that calls the op.
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
    /**
     * Under the hold, how long the first message's {@link #add} waits for a second receiver to show: long enough for
     * receivers that run side by side to meet inside it, short enough to spend once per op in the TCK.
     */
    static final Duration SECOND_RECEIVER_WAIT = Duration.ofMillis(100);
    /** Under the hold: the calls inside {@link #add} now, the most at once so far, and whether one has waited. */
    private final AtomicInteger adding = new AtomicInteger();
    private final AtomicInteger mostAtOnce = new AtomicInteger();
    private final AtomicBoolean waited = new AtomicBoolean();

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
        if (!held) {
            return tally(message);
        }
        mostAtOnce.accumulateAndGet(adding.incrementAndGet(), Math::max);
        try {
            if (counts.length > 1 && waited.compareAndSet(false, true)) {
                waitForASecondReceiver();
            }
            if (!allStarted.isDone()) {
                early++;
            }
            return tally(message);
        } finally {
            adding.decrementAndGet();
        }
    }

    /** One receiver never gets here twice at once; receivers side by side meet here while the first one waits. */
    private void waitForASecondReceiver() {
        long end = System.nanoTime() + SECOND_RECEIVER_WAIT.toNanos();
        while (mostAtOnce.get() < 2 && System.nanoTime() < end) {
            LockSupport.parkNanos(100_000);
        }
    }

    private boolean tally(long message) {
        int sender = ContentionWorkload.senderOf(message);
        long value = ContentionWorkload.valueOf(message);
        counts[sender]++;
        sums[sender] += value;
        sum += value;
        return ++received == expected;
    }

    public ContentionResult result() {
        Starts started = senders.report();
        return new ContentionResult(received, sum, counts, sums, started.created(), started.starts(), early,
                mostAtOnce.get());
    }
}
