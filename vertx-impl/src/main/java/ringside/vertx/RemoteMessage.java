package ringside.vertx;

/**
 * The remote workload's message bodies, carried between the nodes by {@link RemoteCodec}; which role a message
 * plays (request, echo, one-way message, acknowledgement, end) is the address it is sent to.
 */
sealed interface RemoteMessage {

    /** A request or its echo (the id), a one-way message (its sequence number) or an acknowledgement (the count). */
    record Numbered(long number, byte[] payload) implements RemoteMessage {
    }

    /** The receiver's count of a one-way op, the reply to the end of the op. */
    record Tally(long received, long sequenceSum, long outOfOrder) implements RemoteMessage {
    }
}
