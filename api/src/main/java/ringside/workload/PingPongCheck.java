package ringside.workload;

/**
 * One ping-pong op's sequence check, called by both parties for every message: the pinger numbers its pings and
 * checks that each pong answers the ping it sent last (a pinger that runs ahead of the pongs fails), the ponger
 * checks that pings arrive as 1, 2, 3, ... and replies with the same number.
 * <p>
 * A mismatch is recorded, never thrown: an exception inside an actor or fiber would stop it silently or hang the
 * op. Each field is written by one party only, so there is no data race; {@link #result()} is read after the op
 * has ended, which publishes the fields as it publishes the counts. On the correct path a message costs a compare
 * and an increment or two and allocates nothing; only a mismatch builds a text (and fails the op anyway).
 * <p>
 * Also the op's structural witness ({@link StartWitness}): the op creates both parties in
 * {@link #createParties}, and each reports its start from its own context, once, before its first message. Made by
 * the op's caller, on the thread that calls the op.
 */
public final class PingPongCheck {
    public static final int PINGER = 0;
    public static final int PONGER = 1;

    private final PingPongWorkload workload;
    private final int pingPongCount;
    private final StartWitness parties = new StartWitness(2);
    private final StackDepthWitness depth;

    // the pinger's
    private int lastPingSent;
    private long pongsReceived;
    private long pingerViolations;
    private String pingerFirstViolation;

    // the ponger's
    private long pingsReceived;
    private long pongerViolations;
    private String pongerFirstViolation;

    public PingPongCheck(PingPongWorkload w) {
        this.workload = w;
        this.pingPongCount = w.pingPongCount();
        this.depth = new StackDepthWitness(w.stackDepth(), 2, party -> w.pingPongCount());
    }

    /** The op's workload. */
    public PingPongWorkload workload() {
        return workload;
    }

    /**
     * The op's stack-depth witness: at stackDepth d > 0, each party calls {@code atDepth(PINGER or PONGER)} at each
     * receive (for actors, each send), from the bottom of its d-deep recursion. Parties are numbered
     * {@link #PINGER} and {@link #PONGER}.
     */
    public StackDepthWitness depth() {
        return depth;
    }

    /** The op's code that creates (and may start) the pinger and the ponger; neither may run inside it. */
    public void createParties(Runnable create) {
        parties.createAll(create);
    }

    /** The pinger has started, in its own context: its first act, before its first ping. */
    public void pingerStarted() {
        parties.started(PINGER);
    }

    /** The ponger has started, in its own context: its first act, before it takes its first ping. */
    public void pongerStarted() {
        parties.started(PONGER);
    }

    /** Pinger: the number of the ping it is about to send (1..pingPongCount), noted as the last ping sent. */
    public int nextPing() {
        int seq = ++lastPingSent;
        if (seq > pingPongCount) {
            pingerViolation("ping " + seq + " sent, the op has " + pingPongCount);
        }
        return seq;
    }

    /** Ponger: a ping arrived; it must be the next in sequence. The pong carries the same number. */
    public void pingReceived(int seq) {
        if (seq != pingsReceived + 1) {
            pongerViolations++;
            if (pongerFirstViolation == null) {
                pongerFirstViolation = "ping " + seq + " arrived when ping " + (pingsReceived + 1) + " was due";
            }
        }
        pingsReceived++;
    }

    /** Pinger: a pong arrived; it must answer the last ping sent, or the pinger did not wait for it. */
    public void pongReceived(int seq) {
        if (seq != lastPingSent) {
            pingerViolation("pong " + seq + " arrived after ping " + lastPingSent + " was sent");
        }
        pongsReceived++;
    }

    private void pingerViolation(String text) {
        pingerViolations++;
        if (pingerFirstViolation == null) {
            pingerFirstViolation = text;
        }
    }

    /** What the op observed; call it once the op has ended. The parties' first mismatches are both named. */
    public PingPongResult result() {
        String first = pongerFirstViolation == null ? pingerFirstViolation
                : pingerFirstViolation == null ? pongerFirstViolation
                : "ponger: " + pongerFirstViolation + "; pinger: " + pingerFirstViolation;
        return new PingPongResult(pingsReceived, pongsReceived, pingerViolations + pongerViolations, first,
                parties.report(), depth.report());
    }
}
