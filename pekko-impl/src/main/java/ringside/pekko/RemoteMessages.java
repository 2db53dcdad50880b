package ringside.pekko;

import org.apache.pekko.actor.typed.ActorRef;

/**
 * The remote workload's messages, each carried by {@link RemoteSerializer} (Ringside's binary form, no Java
 * serialization): the client says hello once with its receiver, then sends requests, one-way messages and ends;
 * the server answers with echoes, acknowledgements and tallies.
 */
final class RemoteMessages {
    private RemoteMessages() {
    }

    /** Every message of the workload: the serializer is bound to this type in the config. */
    sealed interface Message {
    }

    /** To the server. */
    sealed interface ToServer extends Message {
    }

    /** To the client's receiver. */
    sealed interface ToClient extends Message {
    }

    /** The client's receiver, once per connection; the server answers with {@code Ack(0)}. */
    record Hello(ActorRef<ToClient> client) implements ToServer {
    }

    /** The payload is {@code length} bytes at {@code offset} of {@code bytes} (a slice: nothing copied to send). */
    record Request(long id, byte[] bytes, int offset, int length) implements ToServer {
    }

    record Echo(long id, byte[] bytes, int offset, int length) implements ToClient {
    }

    record OneWay(long seq, byte[] bytes, int offset, int length) implements ToServer {
    }

    /** The server has counted this many one-way messages of the op. */
    record Ack(long count) implements ToClient {
    }

    /** After a one-way op's last message: answer with the tally. */
    record End() implements ToServer {
    }

    record Tally(long received, long sequenceSum, long outOfOrder, long payloadBytes, long badPayloads)
            implements ToClient {
    }
}
