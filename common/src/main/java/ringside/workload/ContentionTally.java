package ringside.workload;

/**
 * The receiver's part of a contention op, the same common code for every framework: per message, a count and a sum
 * for the sender it names, and the total. Used by the receiver only (its mailbox hands each message over), and read
 * once the op's workers have ended, so nothing here is shared while the op runs.
 */
public final class ContentionTally {
    private final int expected;
    private final long[] counts;
    private final long[] sums;
    private long received;
    private long sum;

    public ContentionTally(ContentionWorkload w) {
        this.expected = w.contentionMessages();
        this.counts = new long[w.contentionSenders()];
        this.sums = new long[w.contentionSenders()];
    }

    /** Tallies one message; true once every message of the op has come (the receiver then ends the op). */
    public boolean add(long message) {
        int sender = ContentionWorkload.senderOf(message);
        long value = ContentionWorkload.valueOf(message);
        counts[sender]++;
        sums[sender] += value;
        sum += value;
        return ++received == expected;
    }

    public ContentionResult result() {
        return new ContentionResult(received, sum, counts, sums);
    }
}
