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

    record Request(long id, byte[] payload) implements ToServer {
    }

    record Echo(long id, byte[] payload) implements ToClient {
    }

    record OneWay(long seq, byte[] payload) implements ToServer {
    }

    /** The server has counted this many one-way messages of the op. */
    record Ack(long count) implements ToClient {
    }

    /** After a one-way op's last message: answer with the tally. */
    record End() implements ToServer {
    }

    record Tally(long received, long sequenceSum, long outOfOrder) implements ToClient {
    }
}
