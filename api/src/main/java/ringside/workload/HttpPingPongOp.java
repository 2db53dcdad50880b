package ringside.workload;

import java.time.Duration;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * One whole httpPingPong op, as the benchmark and the TCK run it: a fresh tally, the framework's play, the wait
 * bounded by the timeout, the validation, and the witness that the round trips crossed TCP: the host's segment
 * counters ({@link TcpSegments}) grew by at least one per round trip over the op. A stack that calls the tally
 * without HTTP passes the validation and fails the witness.
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
     * @param segments the counters, read before the play and after its end
     */
    public static HttpPingPongResult run(HttpPingPongWorkload w, Play play, Supplier<TcpSegments> segments,
            Duration timeout, Supplier<String> what) {
        HttpPingPongTally tally = new HttpPingPongTally(w);
        TcpSegments before = segments.get();
        Future<HttpPingPongResult> done;
        try {
            done = play.play(tally);
        } catch (Exception e) {
            throw new IllegalStateException(what.get() + ": the play did not start: " + e, e);
        }
        HttpPingPongResult result = w.validate(Await.result(done, timeout, what::get));
        long crossed = segments.get().since(before);
        long expected = SEGMENTS_PER_ROUND_TRIP * (long) w.httpPingPongCount();
        if (crossed < expected) {
            throw new InvalidResultException(what.get() + ": " + w.httpPingPongCount() + " round trips moved "
                    + crossed + " TCP segments each way on this host, expected at least " + expected + " (a request"
                    + " per round trip): the exchange did not cross HTTP over TCP");
        }
        return result;
    }

    /** The framework's side of one op ({@code ringside.contract.HttpPingPong#play}). */
    @FunctionalInterface
    public interface Play {
        Future<HttpPingPongResult> play(HttpPingPongTally tally) throws Exception;
    }
}
