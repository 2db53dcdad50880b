package ringside.workload;

import java.util.BitSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;

/**
 * One httpPingPong op's bookkeeping, made by the benchmark and handed to the framework's servers and client. Odd n
 * belong to server A, even n to server B; n = 1 is the op's first request. Requests follow each other strictly, in
 * order; a response may still be on its way to the client when the next one comes back (a handler may send its next
 * request before it answers, and a client may hand responses to its callbacks on several threads), so responses are
 * checked each once, in any order. The counters are plain fields guarded by the object's lock, taken once per
 * request and once per response.
 */
public final class HttpPingPongTally {
    /** The server names {@link #arrived} takes. */
    public static final char A = 'A';
    public static final char B = 'B';

    private final HttpPingPongWorkload workload;
    private final CompletableFuture<HttpPingPongResult> done = new CompletableFuture<>();
    private long arrivals;
    private long answers;
    /** The n answered so far. */
    private final BitSet answered = new BitSet();
    private long violations;
    private String firstViolation = "";

    public HttpPingPongTally(HttpPingPongWorkload workload) {
        this.workload = workload;
    }

    /** The request path that carries n: {@code /pingpong?n=<n>}. */
    public static String path(long n) {
        return "/pingpong?n=" + n;
    }

    /** n from a request's query string ({@code n=<n>}, as a server's API hands it over); -1 when there is none. */
    public static long parseQuery(String query) {
        if (query == null || !query.startsWith("n=")) {
            return -1;
        }
        try {
            return Long.parseLong(query, 2, query.length(), 10);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The body a server answers n with; the client's {@link #answered} checks it. */
    public static String body(long n) {
        return "pong " + n;
    }

    /**
     * A server's handler got n: records it, checks it is the next one and arrived at the right server, and returns
     * the n to send to the other server once this request is answered, or 0 when this was the last.
     */
    public synchronized long arrived(char server, long n) {
        arrivals++;
        char expectedServer = n % 2 == 1 ? A : B;
        if (n != arrivals || server != expectedServer) {
            violation("request " + arrivals + " carried n=" + n + " to server " + server + "; expected n=" + arrivals
                    + " at server " + (arrivals % 2 == 1 ? A : B));
        }
        return n < workload.httpPingPongCount() ? n + 1 : 0;
    }

    /**
     * The client got the response to n: checks it is one of the op's, not answered before, with status 200 and n's
     * body; the op ends with its httpPingPongCount-th response.
     */
    public synchronized void answered(long n, int status, String body) {
        answers++;
        boolean ours = n >= 1 && n <= workload.httpPingPongCount();
        if (!ours || answered.get((int) n) || status != 200 || !body(n).equals(body)) {
            violation("response " + answers + " was to n=" + n + " with status " + status + " and body '" + body
                    + "'; expected each n from 1 to " + workload.httpPingPongCount() + " answered once, with 200 and '"
                    + body(ours ? n : answers) + "'");
        }
        if (ours) {
            answered.set((int) n);
        }
        if (answers == workload.httpPingPongCount()) {
            done.complete(new HttpPingPongResult(arrivals, answers, violations, firstViolation));
        }
    }

    /** A request or response that failed in the framework (a refused connection, an exception): the op fails. */
    public void failed(Throwable cause) {
        done.completeExceptionally(cause);
    }

    /** Completes when httpPingPongCount responses have come back, whichever came last. */
    public Future<HttpPingPongResult> done() {
        return done;
    }

    private void violation(String what) {
        if (violations++ == 0) {
            firstViolation = what;
        }
    }
}
