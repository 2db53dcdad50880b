package ringside.workload;

/**
 * The receiver's count of one one-way op, the same for every framework: one receiving thread at a time (an actor,
 * a socket's reader), so plain fields. The sender's {@link OneWayWindow} moves on each acknowledgement.
 */
public final class RemoteOneWayTally {
    private long received;
    private long sum;
    private long outOfOrder;

    /** Counts message {@code seq}; true when the receiver should now acknowledge {@link #received()} to the sender. */
    public boolean received(long seq) {
        if (seq != received) { // ordered transports: message i is the i-th to come
            outOfOrder++;
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
        RemoteOneWayResult r = new RemoteOneWayResult(received, sum, outOfOrder);
        received = 0;
        sum = 0;
        outOfOrder = 0;
        return r;
    }
}
