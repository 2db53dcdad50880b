package ringside.vertx;

/**
 * The remote workload's message bodies, carried between the nodes by {@link RemoteCodec}; which role a message
 * plays (request, echo, one-way message, acknowledgement, end) is the address it is sent to.
 */
sealed interface RemoteMessage {

    /**
     * A request or its echo (the id), a one-way message (its sequence number) or an acknowledgement (the count); the
     * payload is {@code length} bytes at {@code offset} of {@code bytes} (a slice: nothing copied to send).
     */
    record Numbered(long number, byte[] bytes, int offset, int length) implements RemoteMessage {
        static final byte[] EMPTY = new byte[0];

        /** A number without payload: an acknowledgement, an end, a probe. */
        static Numbered of(long number) {
            return new Numbered(number, EMPTY, 0, 0);
        }
    }

    /** The receiver's count of a one-way op, sent after the op's last acknowledgement. */
    record Tally(long received, long sequenceSum, long outOfOrder, long payloadBytes, long badPayloads)
            implements RemoteMessage {
    }
}
