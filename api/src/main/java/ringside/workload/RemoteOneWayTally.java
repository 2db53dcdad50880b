package ringside.workload;

/**
 * The receiver's count of one one-way op, the same for every framework: one receiving thread at a time (an actor,
 * a socket's reader), so plain fields. Each message's payload is checked against its sequence number here, where
 * it arrived. The sender's {@link OneWayWindow} moves on each acknowledgement. Made by
 * {@link RemoteServerCounts#oneWayTally}, which each op's figures are added to when it ends.
 */
public final class RemoteOneWayTally {
    private final RemoteServerCounts server;
    private long received;
    private long sum;
    private long outOfOrder;
    private long payloadBytes;
    private long badPayloads;
    private int firstLength = -1;

    RemoteOneWayTally(RemoteServerCounts server) {
        this.server = server;
    }

    /**
     * Counts message {@code seq}, whose payload is {@code length} bytes at {@code offset} of {@code payload}; true
     * when the receiver should now acknowledge {@link #received()} to the sender.
     */
    public boolean received(long seq, byte[] payload, int offset, int length) {
        if (seq != received) { // ordered transports: message i is the i-th to come
            outOfOrder++;
        }
        if (firstLength < 0) {
            firstLength = length;
        }
        if (length == firstLength && RemotePayload.matches(seq, payload, offset, length)) {
            payloadBytes += length;
        } else {
            badPayloads++;
        }
        received++;
        sum += seq;
        return received % OneWayWindow.ACK_EVERY == 0;
    }

    public long received() {
        return received;
    }

    /** The op's tally, asked for after its last message; the tally starts again for the next op. */
    public RemoteOneWayResult end() {
        RemoteOneWayResult r = new RemoteOneWayResult(received, sum, outOfOrder, payloadBytes, badPayloads);
        server.oneWayEnded(r);
        received = 0;
        sum = 0;
        outOfOrder = 0;
        payloadBytes = 0;
        badPayloads = 0;
        firstLength = -1;
        return r;
    }
}
