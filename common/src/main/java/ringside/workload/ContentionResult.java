package ringside.workload;

/**
 * What a contention op's receiver observed: how many messages it got, the sum of their values, and per sender (index
 * = the sender named in the message) how many it got and the sum of their values.
 */
public record ContentionResult(long received, long sum, long[] senderCounts, long[] senderSums) {
}
