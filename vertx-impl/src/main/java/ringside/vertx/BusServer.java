package ringside.vertx;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import java.util.concurrent.TimeUnit;
import ringside.contract.RemoteServer;
import ringside.vertx.RemoteMessage.Numbered;
import ringside.vertx.RemoteMessage.Tally;
import ringside.workload.RemoteOneWayTally;

/**
 * The server side: a clustered node whose one verticle (one event loop) holds the echo consumer, which replies to
 * each request with its id and payload, and the one-way receiver, which counts into a tally, acknowledges to the
 * client's address every {@link ringside.workload.OneWayWindow#ACK_EVERY} and replies to an end with the tally.
 * Ready once both consumers are registered in the cluster.
 */
final class BusServer implements RemoteServer {
    /** The one-way receiver's end of an op: sequence numbers are never negative. */
    static final long END = -1;

    private final ClusterNode node;

    BusServer(ClusterNode node) throws Exception {
        this.node = node;
        node.vertx.deployVerticle(new Receiver()).toCompletionStage().toCompletableFuture()
                .get(60, TimeUnit.SECONDS);
    }

    @Override
    public int port() {
        return node.hazelcastPort();
    }

    @Override
    public void close() throws Exception {
        node.close();
    }

    private static final class Receiver extends VerticleBase {
        private final RemoteOneWayTally tally = new RemoteOneWayTally();

        @Override
        public Future<?> start() {
            var bus = vertx.eventBus();
            Future<Void> echo = bus.<RemoteMessage>consumer(ClusterNode.ECHO,
                    request -> request.reply(request.body(), ClusterNode.CODEC)).completion();
            Future<Void> oneWay = bus.<RemoteMessage>consumer(ClusterNode.ONE_WAY, message -> {
                Numbered m = (Numbered) message.body();
                if (m.number() == END) {
                    var t = tally.end();
                    message.reply(new Tally(t.received(), t.sequenceSum(), t.outOfOrder()), ClusterNode.CODEC);
                } else if (tally.received(m.number())) {
                    bus.send(ClusterNode.ACKS, new Numbered(tally.received(), new byte[0]), ClusterNode.CODEC);
                }
            }).completion();
            return Future.all(echo, oneWay);
        }
    }
}
