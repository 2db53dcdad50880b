package ringside.vertx;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import ringside.contract.RemoteClient;
import ringside.vertx.RemoteMessage.Numbered;
import ringside.vertx.RemoteMessage.Tally;
import ringside.workload.LatencyClient;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteEchoes;
import ringside.workload.RemoteOneWay;
import ringside.workload.RemoteOneWayResult;
import ringside.workload.RemotePayload;

/**
 * The client side: a second clustered node (a lite member) in the server's cluster, with two fixed consumers the
 * server answers to, as Artery's server answers to the client's receiver: the echoes, and the acknowledgements and
 * tallies. Requests and one-way messages are sends (no reply handler, no timer per message) to the server's
 * addresses from the op's thread.
 */
final class BusClient implements RemoteClient {
    /** How long connecting may take: joining the cluster and seeing the server's consumers. */
    private static final long CONNECT_SECONDS = 60;
    /** A probe of the echo unanswered this long is sent again (a registration may not be seen yet). */
    private static final long PROBE_MILLIS = 1_000;

    private final ClusterNode node;
    private final CompletableFuture<Void> probed = new CompletableFuture<>();
    private volatile RemoteEchoes echoes;
    private volatile OneWayWindow window;
    private volatile CompletableFuture<RemoteOneWayResult> tally;

    BusClient(ClusterNode node) throws Exception {
        this.node = node;
        try {
            var echoed = node.bus().<RemoteMessage>consumer(ClusterNode.ECHOES, m -> echoed((Numbered) m.body()))
                    .completion();
            var acked = node.bus().<RemoteMessage>consumer(ClusterNode.ACKS, m -> acknowledged(m.body()))
                    .completion();
            io.vertx.core.Future.all(echoed, acked).toCompletionStage().toCompletableFuture()
                    .get(CONNECT_SECONDS, TimeUnit.SECONDS);
            awaitEcho();
        } catch (Exception e) {
            node.close();
            throw e;
        }
    }

    private void echoed(Numbered m) {
        if (m.number() == BusServer.PROBE) {
            probed.complete(null);
        } else {
            echoes.echoed(m.number(), m.bytes(), m.offset(), m.length());
        }
    }

    private void acknowledged(RemoteMessage m) {
        switch (m) {
            case Numbered ack -> window.acknowledged(ack.number());
            case Tally t -> tally.complete(new RemoteOneWayResult(t.received(), t.sequenceSum(), t.outOfOrder(),
                    t.payloadBytes(), t.badPayloads()));
        }
    }

    /**
     * Waits until a probe sent to the server's echo comes back to this node's echo consumer: the node has joined,
     * but a registration made on either node reaches the other's view through Hazelcast, so the first sends may find
     * no handler (and are dropped). Each probe is bounded.
     */
    private void awaitEcho() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(CONNECT_SECONDS);
        while (true) {
            node.bus().send(ClusterNode.ECHO, Numbered.of(BusServer.PROBE), ClusterNode.CODEC);
            try {
                probed.get(PROBE_MILLIS, TimeUnit.MILLISECONDS);
                return;
            } catch (TimeoutException notYet) {
                if (System.nanoTime() - deadline > 0) {
                    throw new IllegalStateException("the server's echo did not answer within " + CONNECT_SECONDS
                            + " s", notYet);
                }
            }
        }
    }

    @Override
    public Future<LatencyClient> requestReply(RemoteEchoes e) {
        echoes = e;
        RemotePayload p = e.payload();
        return CompletableFuture.completedFuture(LatencyClient.of(
                id -> node.bus().send(ClusterNode.ECHO, new Numbered(id, p.bytes(), p.offset(id), p.size()),
                        ClusterNode.CODEC), () -> { }, CompletableFuture.completedFuture(this)));
    }

    @Override
    public RemoteOneWay oneWay(OneWayWindow w, RemotePayload p) {
        window = w;
        return new RemoteOneWay() {
            @Override
            public void send(long seq) {
                node.bus().send(ClusterNode.ONE_WAY, new Numbered(seq, p.bytes(), p.offset(seq), p.size()),
                        ClusterNode.CODEC);
            }

            @Override
            public Future<RemoteOneWayResult> end() {
                tally = new CompletableFuture<>();
                node.bus().send(ClusterNode.ONE_WAY, Numbered.of(BusServer.END), ClusterNode.CODEC);
                return tally;
            }
        };
    }

    @Override
    public void close() throws Exception {
        node.close();
    }
}
