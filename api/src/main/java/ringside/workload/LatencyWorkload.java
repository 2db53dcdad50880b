package ringside.workload;

/**
 * Request-reply at a fixed offered rate, open loop: a client sends {@code latencyRequests} requests, numbered 0, 1,
 * 2, ..., to one server actor, request i at its intended time (i / latencyRate seconds after the start) whether or
 * not earlier replies have come; the server answers each with its id. Latency is measured from the intended send
 * time, so a client that falls behind its schedule shows as latency instead of hiding it (no coordinated omission).
 */
public record LatencyWorkload(int latencyRate, int latencyRequests) {
    /** Requests per op are held in arrays; this keeps one op's bookkeeping under a few hundred MB. */
    public static final int MAX_REQUESTS = 20_000_000;

    public LatencyWorkload {
        Workload.require(latencyRate >= 1, "latencyRate", latencyRate, "a positive integer (requests per second)");
        Workload.require(latencyRequests >= 1 && latencyRequests <= MAX_REQUESTS, "latencyRequests", latencyRequests,
                "1 to " + MAX_REQUESTS + " requests per op (latencyRate x latencyDuration)");
    }

    /** The benchmark's op: {@code latencyDuration} seconds at {@code latencyRate} requests per second. */
    public static LatencyWorkload ofSeconds(int latencyRate, int latencyDuration) {
        Workload.require(latencyDuration >= 1, "latencyDuration", latencyDuration, "an integer >= 1 (seconds)");
        long requests = (long) latencyRate * latencyDuration;
        Workload.require(requests <= MAX_REQUESTS, "latencyRate x latencyDuration", requests,
                "at most " + MAX_REQUESTS + " requests per op");
        return new LatencyWorkload(latencyRate, (int) requests);
    }

    /** Each request and its reply. */
    public long messagesPerOp() {
        return 2L * latencyRequests;
    }

    /** When request {@code id} is due, in nanoseconds after the op's start; exact, so the schedule never drifts. */
    public long intendedOffsetNanos(int id) {
        return id * 1_000_000_000L / latencyRate;
    }

    /** Every request answered exactly once, with its own id, and no reply to a request not yet sent. */
    public LatencyResult validate(LatencyResult r) {
        if (r.answered() != latencyRequests || r.duplicated() != 0 || r.strays() != 0) {
            throw new InvalidResultException(this + ": " + r.answered() + " of " + latencyRequests
                    + " requests were answered (first unanswered id " + r.firstUnanswered() + "), " + r.duplicated()
                    + " replies repeated an answered id and " + r.strays() + " carried an id that was never sent"
                    + " (or not yet); expected every request answered exactly once with its own id");
        }
        return r;
    }
}
