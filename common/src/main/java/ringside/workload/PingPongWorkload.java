package ringside.workload;

/**
 * Two parties exchange {@code pingPongCount} round trips: the pinger sends a ping, waits for the pong, and
 * sends the next ping only then. Both parties number their messages through one {@link PingPongCheck} per op.
 */
public record PingPongWorkload(int pingPongCount) {

    public PingPongWorkload {
        Workload.require(pingPongCount >= 1, "pingPongCount", pingPongCount, "an integer >= 1");
    }

    /** A ping and a pong per round trip. */
    public long messagesPerOp() {
        return 2L * pingPongCount;
    }

    public PingPongResult validate(PingPongResult r) {
        if (r.pingsReceived() != pingPongCount || r.pongsReceived() != pingPongCount) {
            throw new InvalidResultException(this + ": ponger received " + r.pingsReceived() + " pings and pinger "
                    + r.pongsReceived() + " pongs, expected " + pingPongCount + " each");
        }
        if (r.violations() != 0) {
            throw new InvalidResultException(this + ": " + r.violations() + " messages out of sequence, the first: "
                    + r.firstViolation());
        }
        r.parties().check(this, "parties", i -> i == PingPongCheck.PINGER ? "the pinger" : "the ponger",
                "PingPongCheck.createParties", "PingPongCheck.pingerStarted and pongerStarted");
        return r;
    }
}
