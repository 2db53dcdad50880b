package ringside.workload;

/**
 * What a ring op observed: the worker that received the token with value 0, how many messages each worker received
 * (index = worker number), and the structural witness: where each worker started ({@link StartWitness}).
 */
public record RingResult(int endedBy, long[] receiveCounts, Starts workers) {
}
