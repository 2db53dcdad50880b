package ringside.workload;

/**
 * What a contention op's receiver observed: how many messages it got, the sum of their values, and per sender (index
 * = the sender named in the message) how many it got and the sum of their values; and the structural witness, counted
 * by {@link ContentionTally}: whether the senders were created through it, and per sender where it started
 * ({@link #NOT_STARTED}, {@link #OWN_CONTEXT} or {@link #INLINE}); and, under the TCK's hold ({@link TckHold}),
 * how many messages came before every sender had started and the most receivers seen taking a message at once (0 when
 * not counted, outside the hold).
 */
public record ContentionResult(long received, long sum, long[] senderCounts, long[] senderSums,
        boolean sendersCreated, int[] senderStarts, long early, int receiversAtOnce) {
    /** Outside the TCK's hold. */
    public ContentionResult(long received, long sum, long[] senderCounts, long[] senderSums, boolean sendersCreated,
            int[] senderStarts) {
        this(received, sum, senderCounts, senderSums, sendersCreated, senderStarts, 0, 0);
    }

    /** The sender never reported its start. */
    public static final int NOT_STARTED = Starts.NOT_STARTED;
    /** The sender reported its start in its own context: not on the op's thread, not inside the creating loop. */
    public static final int OWN_CONTEXT = Starts.OWN_CONTEXT;
    /** The sender reported its start on the op's thread or inside the loop that creates the senders. */
    public static final int INLINE = Starts.INLINE;
}
