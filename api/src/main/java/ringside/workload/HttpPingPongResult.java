package ringside.workload;

/** What an httpPingPong op's servers and client observed, tallied by {@link HttpPingPongTally}. */
public record HttpPingPongResult(long arrivals, long answers, long violations, String firstViolation) {
}
