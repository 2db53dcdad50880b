package ringside.workload;

/**
 * What a ping-pong op observed ({@link PingPongCheck#result()}): pings received by the ponger, pongs received by
 * the pinger, how many messages were out of sequence, and the first of them in words (null when none was).
 */
public record PingPongResult(long pingsReceived, long pongsReceived, long violations, String firstViolation) {
}
