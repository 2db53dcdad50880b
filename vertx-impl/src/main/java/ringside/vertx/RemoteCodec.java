package ringside.vertx;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.eventbus.MessageCodec;
import ringside.vertx.RemoteMessage.Numbered;
import ringside.vertx.RemoteMessage.Tally;

/**
 * Ringside's binary wire form of {@link RemoteMessage}, registered on both nodes under one name: a type byte, then
 * the numbers (64-bit, big-endian as Buffer writes them) and, for a numbered message, the payload's length and bytes.
 * Vert.x adds its own framing around it. A delivery inside one node passes the (immutable) message itself.
 */
final class RemoteCodec implements MessageCodec<RemoteMessage, RemoteMessage> {
    static final String NAME = "ringside-remote";
    private static final byte NUMBERED = 1;
    private static final byte TALLY = 2;

    @Override
    public void encodeToWire(Buffer buffer, RemoteMessage message) {
        switch (message) {
            case Numbered n -> buffer.appendByte(NUMBERED).appendLong(n.number()).appendInt(n.length())
                    .appendBytes(n.bytes(), n.offset(), n.length());
            case Tally t -> buffer.appendByte(TALLY).appendLong(t.received()).appendLong(t.sequenceSum())
                    .appendLong(t.outOfOrder()).appendLong(t.payloadBytes()).appendLong(t.badPayloads());
        }
    }

    @Override
    public RemoteMessage decodeFromWire(int pos, Buffer buffer) {
        byte type = buffer.getByte(pos);
        return switch (type) {
            case NUMBERED -> {
                int length = buffer.getInt(pos + 9);
                yield new Numbered(buffer.getLong(pos + 1),
                        length == 0 ? Numbered.EMPTY : buffer.getBytes(pos + 13, pos + 13 + length), 0, length);
            }
            case TALLY -> new Tally(buffer.getLong(pos + 1), buffer.getLong(pos + 9), buffer.getLong(pos + 17),
                    buffer.getLong(pos + 25), buffer.getLong(pos + 33));
            default -> throw new IllegalArgumentException("not a Ringside remote message: type " + type);
        };
    }

    @Override
    public RemoteMessage transform(RemoteMessage message) {
        return message;
    }

    @Override
    public String name() {
        return NAME;
    }

    /** -1: a user codec, not one of Vert.x's system codecs. */
    @Override
    public byte systemCodecID() {
        return -1;
    }
}
