package ringside.workload;

/**
 * What the actors of a footprint op reported: how many waited, how many received a message (and then ended), how
 * many of those received another actor's index, and the sum of the indices received.
 */
public record FootprintResult(long waited, long received, long misdelivered, long sum) {
}
