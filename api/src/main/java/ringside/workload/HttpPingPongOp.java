package ringside.workload;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * One whole httpPingPong op, as the benchmark and the TCK run it: a fresh tally, the framework's play, the wait
 * bounded by the timeout, the validation, and the witness that the round trips crossed TCP. The host's segment
 * counters ({@link TcpSegments}) grew by at least one per round trip over the op, and each server that got a request
 * (A gets n = 1, B n = 2) has a connection listed on its port at the op's end ({@link TcpConnections}). A stack that
 * calls the tally without HTTP passes the validation and fails the witness. The counters are the whole host's, so
 * other programs' traffic can hide a stack that sends nothing; the ports are the op's own, so no other traffic can.
 */
public final class HttpPingPongOp {
    /**
     * Segments a round trip adds at least, each way: its request. A request leaves only after the previous one was
     * handled, so none share a segment. Responses may: on a kept-alive connection a server that flushes late can send
     * two in one (a run on Ktor's CIO counted 1,999 segments each way for 1,000 round trips).
     */
    public static final int SEGMENTS_PER_ROUND_TRIP = 1;

    private HttpPingPongOp() {
    }

    /**
     * @param play the framework's {@code play}: given the tally, it sends n = 1 and returns the tally's future
     * @param serverPorts the two servers' ports, A's then B's
     * @param sockets the host's tables: the counters, read before the play and after its end, and the ports'
     *     connections, read at its end
     */
    public static HttpPingPongResult run(HttpPingPongWorkload w, Play play, List<Integer> serverPorts,
            HostSockets sockets, Duration timeout, Supplier<String> what) {
        HttpPingPongTally tally = new HttpPingPongTally(w);
        TcpSegments before = sockets.segments();
        Future<HttpPingPongResult> done;
        try {
            done = play.play(tally);
        } catch (Exception e) {
            throw new IllegalStateException(what.get() + ": the play did not start: " + e, e);
        }
        HttpPingPongResult result = w.validate(Await.result(done, timeout, what::get));
        long crossed = sockets.segments().since(before);
        long expected = SEGMENTS_PER_ROUND_TRIP * (long) w.httpPingPongCount();
        if (crossed < expected) {
            throw new InvalidResultException(what.get() + ": " + w.httpPingPongCount() + " round trips moved "
                    + crossed + " TCP segments each way on this host, expected at least " + expected + " (a request"
                    + " per round trip): the exchange did not cross HTTP over TCP");
        }
        TcpConnections listed = sockets.connections(Set.copyOf(serverPorts));
        // n = 1 goes to A, n = 2 to B: a single round trip reaches A only
        for (int port : serverPorts.subList(0, Math.min(serverPorts.size(), w.httpPingPongCount()))) {
            if (listed.connections().stream().noneMatch(c -> c.serverPort() == port)) {
                throw new InvalidResultException(what.get() + ": no TCP connection to the server on port " + port
                        + " is listed after " + w.httpPingPongCount() + " round trips (" + TcpConnections.TABLES
                        + "): the exchange did not cross HTTP over TCP");
            }
        }
        return result;
    }

    /** The framework's side of one op ({@code ringside.contract.HttpPingPong#play}). */
    @FunctionalInterface
    public interface Play {
        Future<HttpPingPongResult> play(HttpPingPongTally tally) throws Exception;
    }
}
