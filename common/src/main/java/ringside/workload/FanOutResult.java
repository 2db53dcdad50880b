package ringside.workload;

/**
 * What a fan-out op observed: how many transformed values the collector received, their wrapping sum, and how
 * many numbers each worker transformed (index = worker number).
 */
public record FanOutResult(long collected, long sum, long[] workerCounts) {
}
