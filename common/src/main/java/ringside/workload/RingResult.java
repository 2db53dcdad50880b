package ringside.workload;

/**
 * What a ring op observed: the worker that received the token with value 0, and how many messages each
 * worker received (index = worker number).
 */
public record RingResult(int endedBy, long[] receiveCounts) {
}
