package ringside.akka;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Adapter;
import akka.actor.typed.javadsl.Behaviors;
import com.typesafe.config.Config;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import ringside.contract.RemoteClient;
import ringside.akka.RemoteMessages.Ack;
import ringside.akka.RemoteMessages.Echo;
import ringside.akka.RemoteMessages.End;
import ringside.akka.RemoteMessages.Hello;
import ringside.akka.RemoteMessages.OneWay;
import ringside.akka.RemoteMessages.Request;
import ringside.akka.RemoteMessages.Tally;
import ringside.akka.RemoteMessages.ToClient;
import ringside.akka.RemoteMessages.ToServer;
import ringside.workload.LatencyClient;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteEchoes;
import ringside.workload.RemoteOneWay;
import ringside.workload.RemoteOneWayResult;
import ringside.workload.RemotePayload;

/**
 * The client side: an ActorSystem with Artery whose guardian is the receiver (echoes to the op's echoes,
 * acknowledgements to its window, the tally to its end). The server's actor is found by its path with an
 * ActorSelection (no cluster, no receptionist) and used as a typed reference; the op's thread tells it each message.
 */
final class ArteryClient implements RemoteClient {
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(30);

    private final ActorSystem<ToClient> system;
    private final ActorRef<ToServer> server;
    private final CompletableFuture<Void> welcomed = new CompletableFuture<>();
    private volatile RemoteEchoes echoes;
    private volatile OneWayWindow window;
    private volatile CompletableFuture<RemoteOneWayResult> tally;

    ArteryClient(Config config, String host, int port) throws Exception {
        system = ActorSystem.create(Behaviors.receiveMessage(this::receive), "ringside-client", config);
        String path = system.address().protocol() + "://" + ArteryServer.SYSTEM + "@" + host + ":" + port + "/user";
        server = Adapter.toTyped(Adapter.toClassic(system).actorSelection(path).resolveOne(CONNECT_TIMEOUT)
                .toCompletableFuture().get(CONNECT_TIMEOUT.toSeconds(), TimeUnit.SECONDS));
        server.tell(new Hello(system));
        welcomed.get(CONNECT_TIMEOUT.toSeconds(), TimeUnit.SECONDS); // the server has our receiver
    }

    private Behavior<ToClient> receive(ToClient m) {
        switch (m) {
            case Echo e -> echoes.echoed(e.id(), e.bytes(), e.offset(), e.length());
            case Ack a -> {
                if (a.count() == 0 && !welcomed.isDone()) {
                    welcomed.complete(null);
                } else {
                    window.acknowledged(a.count());
                }
            }
            case Tally t -> tally.complete(new RemoteOneWayResult(t.received(), t.sequenceSum(), t.outOfOrder(),
                    t.payloadBytes(), t.badPayloads()));
        }
        return Behaviors.same();
    }

    @Override
    public Future<LatencyClient> requestReply(RemoteEchoes e) {
        echoes = e;
        RemotePayload p = e.payload();
        return CompletableFuture.completedFuture(LatencyClient.of(
                id -> server.tell(new Request(id, p.bytes(), p.offset(id), p.size())), () -> { },
                CompletableFuture.completedFuture(this)));
    }

    @Override
    public RemoteOneWay oneWay(OneWayWindow w, RemotePayload p) {
        window = w;
        return new RemoteOneWay() {
            @Override
            public void send(long seq) {
                server.tell(new OneWay(seq, p.bytes(), p.offset(seq), p.size()));
            }

            @Override
            public Future<RemoteOneWayResult> end() {
                tally = new CompletableFuture<>();
                server.tell(new End());
                return tally;
            }
        };
    }

    @Override
    public void close() throws Exception {
        system.terminate();
        system.getWhenTerminated().toCompletableFuture().get(30, TimeUnit.SECONDS);
    }
}
