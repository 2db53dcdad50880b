package ringside.workload;

/**
 * What a ring op observed: the worker that received the token with value 0, how many messages each worker received
 * (index = worker number), and the structural witnesses: where each worker started ({@link StartWitness}) and how
 * deep the checked receive was ({@link StackDepthWitness}).
 */
public record RingResult(int endedBy, long[] receiveCounts, Starts workers, StackDepthSeen depth) {
    /** An op at depth 0, which has no depth to show. */
    public RingResult(int endedBy, long[] receiveCounts, Starts workers) {
        this(endedBy, receiveCounts, workers, StackDepthSeen.none());
    }
}
