package ringside.workload;

/**
 * What a ping-pong op observed ({@link PingPongCheck#result()}): pings received by the ponger, pongs received by
 * the pinger, how many messages were out of sequence, and the first of them in words (null when none was); and the
 * structural witnesses: where the pinger (0) and the ponger (1) started ({@link StartWitness}), and how deep the
 * checked receive was ({@link StackDepthWitness}).
 */
public record PingPongResult(long pingsReceived, long pongsReceived, long violations, String firstViolation,
        Starts parties, StackDepthSeen depth) {
    /** An op at depth 0, which has no depth to show. */
    public PingPongResult(long pingsReceived, long pongsReceived, long violations, String firstViolation,
            Starts parties) {
        this(pingsReceived, pongsReceived, violations, firstViolation, parties, StackDepthSeen.none());
    }
}
