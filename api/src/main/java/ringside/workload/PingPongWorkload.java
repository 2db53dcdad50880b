package ringside.workload;

/**
 * Two parties exchange {@code pingPongCount} round trips: the pinger sends a ping, waits for the pong, and
 * sends the next ping only then. Both parties number their messages through one {@link PingPongCheck} per op. At
 * {@code stackDepth} d > 0 both make each receive d frames deep in a recursive method of their own (for actors: each
 * send), calling the check's {@link PingPongCheck#depth() witness} there.
 */
public record PingPongWorkload(int pingPongCount, int stackDepth) {

    public PingPongWorkload {
        Workload.require(pingPongCount >= 1, "pingPongCount", pingPongCount, "an integer >= 1");
        Workload.requireStackDepth(stackDepth);
    }

    /** Ping-pong at depth 0: each receive where the party's own code makes it. */
    public PingPongWorkload(int pingPongCount) {
        this(pingPongCount, 0);
    }

    /** As the record's own, naming the depth only when there is one (so depth 0 reads as before it existed). */
    @Override
    public String toString() {
        return "PingPongWorkload[pingPongCount=" + pingPongCount + (stackDepth == 0 ? "" : ", stackDepth=" + stackDepth)
                + "]";
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
        r.depth().check(this, stackDepth, i -> i == PingPongCheck.PINGER ? "the pinger" : "the ponger");
        return r;
    }
}
