package ringside.vertx;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.eventbus.MessageCodec;

/**
 * A local-only codec: a delivery hands the receiver the sender's object itself (transform is the identity), as
 * Vert.x's docs suggest for objects that never leave the JVM. It has no wire form: a clustered send would fail here.
 */
final class ByReferenceCodec<T> implements MessageCodec<T, T> {
    private final String name;

    ByReferenceCodec(Class<T> type) {
        this.name = "ringside-by-reference-" + type.getName();
    }

    @Override
    public void encodeToWire(Buffer buffer, T body) {
        throw new UnsupportedOperationException(name + " is local only");
    }

    @Override
    public T decodeFromWire(int pos, Buffer buffer) {
        throw new UnsupportedOperationException(name + " is local only");
    }

    @Override
    public T transform(T body) {
        return body;
    }

    @Override
    public String name() {
        return name;
    }

    /** -1: a user codec, not one of Vert.x's system codecs. */
    @Override
    public byte systemCodecID() {
        return -1;
    }
}
