package ringside.pekko;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.javadsl.AbstractBehavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.actor.typed.javadsl.Receive;
import com.typesafe.config.Config;
import java.util.concurrent.TimeUnit;
import ringside.contract.RemoteServer;
import ringside.pekko.RemoteMessages.Ack;
import ringside.pekko.RemoteMessages.Echo;
import ringside.pekko.RemoteMessages.End;
import ringside.pekko.RemoteMessages.Hello;
import ringside.pekko.RemoteMessages.OneWay;
import ringside.pekko.RemoteMessages.Request;
import ringside.pekko.RemoteMessages.Tally;
import ringside.pekko.RemoteMessages.ToClient;
import ringside.pekko.RemoteMessages.ToServer;
import ringside.workload.RemoteOneWayTally;
import ringside.workload.RemoteServerCounts;

/**
 * The server side: an ActorSystem with Artery, whose guardian (at {@code /user}, where the client looks it up) is
 * the one server actor: it echoes each request to the client's receiver, counts one-way messages and acknowledges
 * them, and answers an end with the tally; requests and one-way messages are counted and checked by the common
 * {@link RemoteServerCounts}.
 */
final class ArteryServer implements RemoteServer {
    static final String SYSTEM = "ringside-server";

    private final ActorSystem<ToServer> system;

    ArteryServer(Config config, RemoteServerCounts counts) {
        system = ActorSystem.create(Behaviors.setup(c -> new ServerActor(c, counts)), SYSTEM, config);
    }

    @Override
    public int port() {
        return (Integer) system.address().getPort().get();
    }

    @Override
    public void close() throws Exception {
        system.terminate();
        system.getWhenTerminated().toCompletableFuture().get(30, TimeUnit.SECONDS);
    }

    private static final class ServerActor extends AbstractBehavior<ToServer> {
        private final RemoteServerCounts counts;
        private final RemoteOneWayTally tally;
        private ActorRef<ToClient> client;

        ServerActor(ActorContext<ToServer> context, RemoteServerCounts counts) {
            super(context);
            this.counts = counts;
            this.tally = counts.oneWayTally();
        }

        @Override
        public Receive<ToServer> createReceive() {
            return newReceiveBuilder()
                    .onMessage(Request.class, r -> {
                        counts.echoing(r.id(), r.bytes(), r.offset(), r.length());
                        client.tell(new Echo(r.id(), r.bytes(), r.offset(), r.length()));
                        return this;
                    })
                    .onMessage(OneWay.class, w -> {
                        if (tally.received(w.seq(), w.bytes(), w.offset(), w.length())) {
                            client.tell(new Ack(tally.received()));
                        }
                        return this;
                    })
                    .onMessage(End.class, e -> {
                        var t = tally.end();
                        client.tell(new Tally(t.received(), t.sequenceSum(), t.outOfOrder(), t.payloadBytes(),
                                t.badPayloads()));
                        return this;
                    })
                    .onMessage(Hello.class, h -> {
                        client = h.client();
                        client.tell(new Ack(0));
                        return this;
                    })
                    .build();
        }
    }
}
