package ringside.workload;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;

/**
 * One httpPingPong op's bookkeeping, made by the benchmark and handed to the framework's servers and client. Odd n
 * belong to server A, even n to server B; n = 1 is the op's first request. Requests and responses of one op follow
 * each other strictly (a handler answers before the response to its next request can come), so the counters are
 * plain fields guarded by the object's lock, taken once per request and once per response.
 */
public final class HttpPingPongTally {
    /** The server names {@link #arrived} takes. */
    public static final char A = 'A';
    public static final char B = 'B';

    private final HttpPingPongWorkload workload;
    private final CompletableFuture<HttpPingPongResult> done = new CompletableFuture<>();
    private long arrivals;
    private long answers;
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

    /** The client got the response to n: checks status and body; the response to the last n ends the op. */
    public synchronized void answered(long n, int status, String body) {
        answers++;
        if (n != answers || status != 200 || !body(n).equals(body)) {
            violation("response " + answers + " was to n=" + n + " with status " + status + " and body '" + body
                    + "'; expected n=" + answers + ", 200, '" + body(answers) + "'");
        }
        if (n >= workload.httpPingPongCount()) {
            done.complete(new HttpPingPongResult(arrivals, answers, violations, firstViolation));
        }
    }

    /** A request or response that failed in the framework (a refused connection, an exception): the op fails. */
    public void failed(Throwable cause) {
        done.completeExceptionally(cause);
    }

    /** Completes when the response to the last n has come back. */
    public Future<HttpPingPongResult> done() {
        return done;
    }

    private void violation(String what) {
        if (violations++ == 0) {
            firstViolation = what;
        }
    }
}
