package ringside.pekko;

import java.io.NotSerializableException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.apache.pekko.actor.ExtendedActorSystem;
import org.apache.pekko.actor.typed.ActorRefResolver;
import org.apache.pekko.actor.typed.javadsl.Adapter;
import org.apache.pekko.serialization.SerializerWithStringManifest;
import ringside.pekko.RemoteMessages.Ack;
import ringside.pekko.RemoteMessages.Echo;
import ringside.pekko.RemoteMessages.End;
import ringside.pekko.RemoteMessages.Hello;
import ringside.pekko.RemoteMessages.OneWay;
import ringside.pekko.RemoteMessages.Request;
import ringside.pekko.RemoteMessages.Tally;

/**
 * Ringside's binary serializer for the remote workload's messages, a Pekko SerializerWithStringManifest bound in the
 * config: a one-letter manifest names the type; the body is the 64-bit numbers, big-endian, then the payload's bytes
 * (its length is what remains; read in place, not copied), or the receiver's actor reference in Pekko's string form.
 */
public final class RemoteSerializer extends SerializerWithStringManifest {
    private final ExtendedActorSystem system;
    private volatile ActorRefResolver resolver;

    public RemoteSerializer(ExtendedActorSystem system) {
        this.system = system;
    }

    /** Any id outside Pekko's reserved 0-40, unique in the system. */
    @Override
    public int identifier() {
        return 941_207;
    }

    @Override
    public String manifest(Object o) {
        return switch (o) {
            case Hello h -> "H";
            case Request r -> "R";
            case Echo e -> "E";
            case OneWay w -> "O";
            case Ack a -> "A";
            case End e -> "N";
            case Tally t -> "T";
            default -> throw new IllegalArgumentException("not a remote workload message: " + o.getClass());
        };
    }

    @Override
    public byte[] toBinary(Object o) {
        return switch (o) {
            case Hello h -> resolver().toSerializationFormat(h.client()).getBytes(StandardCharsets.UTF_8);
            case Request r -> numbered(r.id(), r.bytes(), r.offset(), r.length());
            case Echo e -> numbered(e.id(), e.bytes(), e.offset(), e.length());
            case OneWay w -> numbered(w.seq(), w.bytes(), w.offset(), w.length());
            case Ack a -> ByteBuffer.allocate(Long.BYTES).putLong(a.count()).array();
            case End e -> new byte[0];
            case Tally t -> ByteBuffer.allocate(5 * Long.BYTES).putLong(t.received()).putLong(t.sequenceSum())
                    .putLong(t.outOfOrder()).putLong(t.payloadBytes()).putLong(t.badPayloads()).array();
            default -> throw new IllegalArgumentException("not a remote workload message: " + o.getClass());
        };
    }

    @Override
    public Object fromBinary(byte[] bytes, String manifest) throws NotSerializableException {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        return switch (manifest) {
            case "H" -> new Hello(resolver().resolveActorRef(new String(bytes, StandardCharsets.UTF_8)));
            case "R" -> new Request(in.getLong(), bytes, Long.BYTES, bytes.length - Long.BYTES);
            case "E" -> new Echo(in.getLong(), bytes, Long.BYTES, bytes.length - Long.BYTES);
            case "O" -> new OneWay(in.getLong(), bytes, Long.BYTES, bytes.length - Long.BYTES);
            case "A" -> new Ack(in.getLong());
            case "N" -> new End();
            case "T" -> new Tally(in.getLong(), in.getLong(), in.getLong(), in.getLong(), in.getLong());
            default -> throw new NotSerializableException("unknown manifest " + manifest);
        };
    }

    private static byte[] numbered(long number, byte[] bytes, int offset, int length) {
        return ByteBuffer.allocate(Long.BYTES + length).putLong(number).put(bytes, offset, length).array();
    }

    /** Created on first use: the typed view of the system is not ready while serializers are being made. */
    private ActorRefResolver resolver() {
        ActorRefResolver r = resolver;
        if (r == null) {
            r = ActorRefResolver.get(Adapter.toTyped(system));
            resolver = r;
        }
        return r;
    }
}
