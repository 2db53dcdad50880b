package ringside.workload;

/**
 * Maximum one-way throughput between two JVMs: the client sends messages 0, 1, ..., n-1, each a sequence number and
 * {@code payload} bytes, to the server's receiver as fast as flow control lets it ({@link OneWayWindow}: at most
 * {@link OneWayWindow#WINDOW} unacknowledged); the receiver counts them and, after the last, reports its tally.
 */
public record RemoteOneWayWorkload(int messages, int payload) {
    /** The sequence number every message carries beside its payload. */
    public static final int HEADER_BYTES = Long.BYTES;

    public RemoteOneWayWorkload {
        Workload.require(messages >= 1, "remoteMessages", messages, "an integer >= 1");
        Workload.require(payload >= 0, "remotePayload", payload, "an integer >= 0 (bytes)");
    }

    /**
     * Every message counted once by the receiver, in the order sent, each with this workload's payload bytes as its
     * sequence number gives them (a lost, repeated, reordered, short or wrong message fails).
     */
    public RemoteOneWayResult validate(RemoteOneWayResult r) {
        long expectedSum = (long) messages * (messages - 1) / 2;
        long expectedBytes = (long) messages * payload;
        if (r.received() != messages || r.outOfOrder() != 0 || r.sequenceSum() != expectedSum
                || r.payloadBytes() != expectedBytes || r.badPayloads() != 0) {
            throw new InvalidResultException(this + ": the receiver counted " + r.received() + " of " + messages
                    + " messages, " + r.outOfOrder() + " out of order (not the next sequence number), sequence sum "
                    + r.sequenceSum() + " (expected " + expectedSum + "), " + r.payloadBytes() + " payload bytes"
                    + " right (expected " + expectedBytes + "), " + r.badPayloads() + " with a wrong payload;"
                    + " expected every message counted once, in order, with its payload");
        }
        return r;
    }
}
