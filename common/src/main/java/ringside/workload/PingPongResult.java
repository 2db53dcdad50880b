package ringside.workload;

/**
 * What a ping-pong op observed ({@link PingPongCheck#result()}): pings received by the ponger, pongs received by
 * the pinger, how many messages were out of sequence, and the first of them in words (null when none was); and the
 * structural witness: where the pinger (0) and the ponger (1) started ({@link StartWitness}).
 */
public record PingPongResult(long pingsReceived, long pongsReceived, long violations, String firstViolation,
        Starts parties) {
}
