package ringside.workload;

/**
 * What the receiver of a one-way op counted: messages, the sum of their sequence numbers, those out of order, the
 * payload bytes it checked against their sequence numbers, and the messages whose payload was wrong (a byte not
 * the one its sequence number gives, or a length other than the op's first message's).
 */
public record RemoteOneWayResult(long received, long sequenceSum, long outOfOrder, long payloadBytes,
        long badPayloads) {
}
