package ringside.workload;

import java.util.concurrent.atomic.LongAdder;

/**
 * What a remote server received, counted in common code on the server's side: every request's payload checked as
 * it is echoed, every one-way op's tally added when it ends. The client's op reads the {@link #totals} before and
 * after it, in the benchmark through the server JVM's standard input and output (which no implementation controls),
 * as the witness that its messages really reached the server's process.
 */
public final class RemoteServerCounts {
    private final LongAdder requests = new LongAdder();
    private final LongAdder requestBytes = new LongAdder();
    private final LongAdder badRequests = new LongAdder();
    private final LongAdder oneWays = new LongAdder();
    private final LongAdder oneWayBytes = new LongAdder();
    private final LongAdder badOneWays = new LongAdder();

    /**
     * The server is about to echo request {@code id}, whose payload is {@code length} bytes at {@code offset}:
     * checked against the id and counted (the echo carries it back as it came; the client checks that too).
     */
    public void echoing(long id, byte[] payload, int offset, int length) {
        requests.increment();
        if (RemotePayload.matches(id, payload, offset, length)) {
            requestBytes.add(length);
        } else {
            badRequests.increment();
        }
    }

    /** The receiver's tally for one connection's one-way ops, one after another. */
    public RemoteOneWayTally oneWayTally() {
        return new RemoteOneWayTally(this);
    }

    void oneWayEnded(RemoteOneWayResult r) {
        oneWays.add(r.received());
        oneWayBytes.add(r.payloadBytes());
        badOneWays.add(r.badPayloads());
    }

    /** Everything counted since the server started. */
    public RemoteServerTotals totals() {
        return new RemoteServerTotals(requests.sum(), requestBytes.sum(), badRequests.sum(), oneWays.sum(),
                oneWayBytes.sum(), badOneWays.sum());
    }
}
