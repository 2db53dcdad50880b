package ringside.workload;

/**
 * Two HTTP servers of one framework on loopback bounce a counter: server A's handler, given n, answers and calls B
 * with n + 1 through the framework's HTTP client; B's handler does the same towards A; the op ends when the response
 * to n = {@code httpPingPongCount} has come back. One round trip is one request and its response.
 */
public record HttpPingPongWorkload(int httpPingPongCount) {

    public HttpPingPongWorkload {
        Workload.require(httpPingPongCount >= 1, "httpPingPongCount", httpPingPongCount, "an integer >= 1");
    }

    /** What the report divides the op's time by: its round trips, so ns/msg is ns per round trip. */
    public long messagesPerOp() {
        return httpPingPongCount;
    }

    public HttpPingPongResult validate(HttpPingPongResult r) {
        if (r.arrivals() != httpPingPongCount || r.answers() != httpPingPongCount) {
            throw new InvalidResultException(this + ": the servers had " + r.arrivals() + " requests and the client "
                    + r.answers() + " responses, expected " + httpPingPongCount + " each");
        }
        if (r.violations() != 0) {
            throw new InvalidResultException(this + ": " + r.violations() + " requests or responses out of order, on"
                    + " the wrong server or with a wrong body; the first: " + r.firstViolation());
        }
        return r;
    }
}
