package ringside.workload;

/** What the receiver of a one-way op counted: messages, the sum of their sequence numbers, and those out of order. */
public record RemoteOneWayResult(long received, long sequenceSum, long outOfOrder) {
}
