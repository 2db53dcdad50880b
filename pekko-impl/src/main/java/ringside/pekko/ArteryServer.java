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

/**
 * The server side: an ActorSystem with Artery, whose guardian (at {@code /user}, where the client looks it up) is
 * the one server actor: it echoes each request to the client's receiver, counts one-way messages and acknowledges
 * them, and answers an end with the tally.
 */
final class ArteryServer implements RemoteServer {
    static final String SYSTEM = "ringside-server";

    private final ActorSystem<ToServer> system;

    ArteryServer(Config config) {
        system = ActorSystem.create(Behaviors.setup(ServerActor::new), SYSTEM, config);
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
        private final RemoteOneWayTally tally = new RemoteOneWayTally();
        private ActorRef<ToClient> client;

        ServerActor(ActorContext<ToServer> context) {
            super(context);
        }

        @Override
        public Receive<ToServer> createReceive() {
            return newReceiveBuilder()
                    .onMessage(Request.class, r -> {
                        client.tell(new Echo(r.id(), r.payload()));
                        return this;
                    })
                    .onMessage(OneWay.class, w -> {
                        if (tally.received(w.seq())) {
                            client.tell(new Ack(tally.received()));
                        }
                        return this;
                    })
                    .onMessage(End.class, e -> {
                        var t = tally.end();
                        client.tell(new Tally(t.received(), t.sequenceSum(), t.outOfOrder()));
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
