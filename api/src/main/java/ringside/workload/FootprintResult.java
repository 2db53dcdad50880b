package ringside.workload;

/**
 * What the actors of a footprint op reported: how many waited, how many received a message (and then ended), how
 * many of those received another actor's index, the sum of the indices received, and how many receptions were
 * reported on the op's thread (inside the wake-up) instead of in the actor's own context.
 */
public record FootprintResult(long waited, long received, long misdelivered, long sum, long receivedInline) {
}
