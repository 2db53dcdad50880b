package ringside.contract;

import java.util.concurrent.Future;
import ringside.workload.HttpPingPongResult;
import ringside.workload.HttpPingPongTally;

/**
 * httpPingPong's framework side: servers A and B on loopback and one client of the framework's own, kept for a
 * trial. Both servers answer {@code GET /pingpong?n=<n>} ({@link ringside.workload.HttpPingPongTally#path}).
 * <p>
 * A handler given n calls {@link HttpPingPongTally#arrived}, answers 200 with the body the tally gives, and, when
 * the tally returns a next number, sends it to the other server with the framework's client; the client hands
 * each response to {@link HttpPingPongTally#answered}. A handler never waits for its own next request's response
 * before answering (the chain would nest a request per round trip). Ops run one after another.
 */
public interface HttpPingPong extends AutoCloseable {

    /** Server A's port (odd n arrive there). */
    int portA();

    /** Server B's port (even n arrive there). */
    int portB();

    /**
     * One op: sends n = 1 to A with the framework's client, and returns the tally's future, which completes when the
     * {@code httpPingPongCount} responses have come back (in any order: see the tally).
     */
    Future<HttpPingPongResult> play(HttpPingPongTally tally) throws Exception;

    @Override
    void close() throws Exception;
}
