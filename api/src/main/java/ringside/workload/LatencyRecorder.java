package ringside.workload;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;

/**
 * Where the replies of one latency op are counted and timed: the receiver calls {@link #replied} for each, on
 * whatever thread receives it. Only the arrival time is stored (one array slot per id, no histogram on the receiving
 * path); the histogram is built from it once the op is over ({@link #result}), on the caller's thread. Likewise the
 * pacer stores only each request's actual send time, for its lateness.
 */
public final class LatencyRecorder {
    private final LatencyWorkload workload;
    private final long[] repliedAt;
    /** When each request was actually sent (the pacer's last nanoTime before it): its lateness is read from it. */
    private final long[] sentAt;
    private final AtomicIntegerArray replies;
    private final AtomicInteger total = new AtomicInteger();
    private final LongAdder strays = new LongAdder();
    private final CompletableFuture<LatencyRecorder> allReplied = new CompletableFuture<>();
    /** The pacer's thread, where no reply may be recorded; {@link #onPacer} is written by that thread alone. */
    private volatile Thread pacer;
    private int onPacer;
    /** Requests sent so far, written by the pacer before each send: a reply to an id not below it is a stray. */
    private volatile int sent;
    private volatile long start;

    public LatencyRecorder(LatencyWorkload workload) {
        this.workload = workload;
        this.repliedAt = new long[workload.latencyRequests()];
        this.sentAt = new long[workload.latencyRequests()];
        this.replies = new AtomicIntegerArray(workload.latencyRequests());
    }

    public LatencyWorkload workload() {
        return workload;
    }

    /** The reply to request {@code id} has come. The op is over when as many replies as requests have come. */
    public void replied(int id) {
        long now = System.nanoTime();
        if (Thread.currentThread() == pacer) {
            onPacer++;
        }
        if (id < 0 || id >= sent) {
            strays.increment();
        } else if (replies.getAndIncrement(id) == 0) {
            repliedAt[id] = now; // published to the reader by the total's increment below
        }
        if (total.incrementAndGet() == workload.latencyRequests()) {
            allReplied.complete(this);
        }
    }

    /** Completes once as many replies as requests have come (a lost reply leaves it pending: a timeout). */
    public CompletableFuture<LatencyRecorder> allReplied() {
        return allReplied;
    }

    /** The pacer's start: request i is due at {@code startNanos + workload.intendedOffsetNanos(i)}. */
    void start(long startNanos) {
        pacer = Thread.currentThread();
        start = startNanos;
    }

    /**
     * The structural witness, checked by the op on the pacer's thread once every reply has come: no reply was
     * recorded on the pacer's own thread (inside its send call), so each came back through the framework.
     */
    void checkRepliesOffThePacer() {
        if (onPacer != 0) {
            throw new InvalidResultException(workload + ": " + onPacer + " replies were recorded on the pacer's own"
                    + " thread, inside its send call: a reply must come back through the framework, to a receiver"
                    + " of its own");
        }
    }

    /** For tests: when the pacer started. */
    long startNanos() {
        return start;
    }

    /** The pacer is about to send request {@code id}, having read {@code nowNanos} when its wait ended. */
    void sending(int id, long nowNanos) {
        sentAt[id] = nowNanos;
        sent = id + 1;
    }

    /** The op's figures, once {@link #allReplied} has completed. */
    public LatencyResult result() {
        Histogram latencies = new Histogram(3); // auto-resizing, 3 significant digits
        Histogram lateness = new Histogram(3);
        int answered = 0;
        long duplicated = 0;
        int firstUnanswered = -1;
        long lastReply = start;
        for (int id = 0, n = sent; id < n; id++) { // each written before the volatile sent that covers it
            lateness.recordValue(sentAt[id] - start - workload.intendedOffsetNanos(id));
        }
        for (int id = 0; id < repliedAt.length; id++) {
            int count = replies.get(id);
            if (count == 0) {
                firstUnanswered = firstUnanswered < 0 ? id : firstUnanswered;
                continue;
            }
            answered++;
            duplicated += count - 1;
            // a reply may beat the nanoTime the pacer would have read at its intended time: not below zero
            latencies.recordValue(Math.max(0, repliedAt[id] - start - workload.intendedOffsetNanos(id)));
            lastReply = Math.max(lastReply, repliedAt[id]);
        }
        // n requests fill n slots of 1/rate: a client that keeps up achieves the offered rate, not n/(n-1) of it
        double seconds = (lastReply - start) / 1e9 + 1.0 / workload.latencyRate();
        return new LatencyResult(answered, duplicated, strays.sum(), firstUnanswered, latencies, answered / seconds,
                lateness);
    }
}
