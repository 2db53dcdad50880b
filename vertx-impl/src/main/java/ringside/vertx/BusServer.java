package ringside.vertx;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import java.util.concurrent.TimeUnit;
import ringside.contract.RemoteServer;
import ringside.vertx.RemoteMessage.Numbered;
import ringside.vertx.RemoteMessage.Tally;
import ringside.workload.RemoteOneWayTally;
import ringside.workload.RemoteServerCounts;

/**
 * The server side: a clustered node whose one verticle (one event loop) holds the echo consumer, which sends each
 * request back, id and payload, to the client's echo consumer, and the one-way receiver, which counts into a tally,
 * acknowledges to the client's acknowledgement consumer every {@link ringside.workload.OneWayWindow#ACK_EVERY}
 * and sends it the tally at the end (after the acknowledgements, on the same path). Requests and one-way messages
 * are counted and checked by the common {@link RemoteServerCounts}. Ready once both consumers are registered in the
 * cluster.
 */
final class BusServer implements RemoteServer {
    /** The one-way receiver's end of an op: sequence numbers are never negative. */
    static final long END = -1;
    /** The client's probe of the echo while it connects: echoed, not counted (no op sent it). */
    static final long PROBE = -1;

    private final ClusterNode node;

    BusServer(ClusterNode node, RemoteServerCounts counts) throws Exception {
        this.node = node;
        node.vertx.deployVerticle(new Receiver(counts)).toCompletionStage().toCompletableFuture()
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
        private final RemoteServerCounts counts;
        private final RemoteOneWayTally tally;

        Receiver(RemoteServerCounts counts) {
            this.counts = counts;
            this.tally = counts.oneWayTally();
        }

        @Override
        public Future<?> start() {
            var bus = vertx.eventBus();
            Future<Void> echo = bus.<RemoteMessage>consumer(ClusterNode.ECHO, request -> {
                Numbered m = (Numbered) request.body();
                if (m.number() != PROBE) {
                    counts.echoing(m.number(), m.bytes(), m.offset(), m.length());
                }
                bus.send(ClusterNode.ECHOES, m, ClusterNode.CODEC);
            }).completion();
            Future<Void> oneWay = bus.<RemoteMessage>consumer(ClusterNode.ONE_WAY, message -> {
                Numbered m = (Numbered) message.body();
                if (m.number() == END) {
                    var t = tally.end();
                    bus.send(ClusterNode.ACKS, new Tally(t.received(), t.sequenceSum(), t.outOfOrder(),
                            t.payloadBytes(), t.badPayloads()), ClusterNode.CODEC);
                } else if (tally.received(m.number(), m.bytes(), m.offset(), m.length())) {
                    bus.send(ClusterNode.ACKS, Numbered.of(tally.received()), ClusterNode.CODEC);
                }
            }).completion();
            return Future.all(echo, oneWay);
        }
    }
}
