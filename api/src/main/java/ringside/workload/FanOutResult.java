package ringside.workload;

/**
 * What a fan-out op observed: how many transformed values the collector received, their wrapping sum, and per
 * worker (index = worker number) how many numbers it transformed and the sum of those numbers before transforming;
 * and the structural witness: where each worker started ({@link StartWitness}).
 */
public record FanOutResult(long collected, long sum, long[] workerCounts, long[] workerSums, Starts workers) {
}
