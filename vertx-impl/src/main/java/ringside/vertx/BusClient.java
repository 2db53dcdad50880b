package ringside.vertx;

import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.Message;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import ringside.contract.RemoteClient;
import ringside.vertx.RemoteMessage.Numbered;
import ringside.vertx.RemoteMessage.Tally;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteOneWay;
import ringside.workload.RemoteOneWayResult;
import ringside.workload.RemotePayload;

/**
 * The client side: a second clustered node (a lite member) in the server's cluster, with the consumer the server
 * acknowledges to. Requests are event-bus requests to the echo address (the reply comes back to this node over
 * the event bus's connection); one-way messages are sends to the receiver's address; the op's thread sends both.
 */
final class BusClient implements RemoteClient {
    /** How long connecting may take: joining the cluster and seeing the server's consumers. */
    private static final long CONNECT_SECONDS = 60;
    /** A probe of the echo unanswered this long is sent again (the server's registration may not be seen yet). */
    private static final long PROBE_MILLIS = 1_000;
    private static final byte[] EMPTY = new byte[0];

    private final ClusterNode node;
    private final byte[] payload;
    private volatile OneWayWindow window;

    BusClient(ClusterNode node, int payload) throws Exception {
        this.node = node;
        this.payload = RemotePayload.of(payload);
        try {
            node.bus().<RemoteMessage>consumer(ClusterNode.ACKS, ack -> window.acknowledged(
                    ((Numbered) ack.body()).number())).completion().toCompletionStage().toCompletableFuture()
                    .get(CONNECT_SECONDS, TimeUnit.SECONDS);
            awaitEcho();
        } catch (Exception e) {
            node.close();
            throw e;
        }
    }

    /**
     * Waits until the server's echo answers: the node has joined, but a registration made on the server reaches
     * this node's view through Hazelcast, so the first requests may find no handler. Each probe is bounded.
     */
    private void awaitEcho() throws Exception {
        DeliveryOptions probe = new DeliveryOptions(ClusterNode.CODEC).setSendTimeout(PROBE_MILLIS);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(CONNECT_SECONDS);
        while (true) {
            try {
                node.bus().request(ClusterNode.ECHO, new Numbered(0, EMPTY), probe).toCompletionStage()
                        .toCompletableFuture().get(2 * PROBE_MILLIS, TimeUnit.MILLISECONDS);
                return;
            } catch (ExecutionException | TimeoutException notYet) {
                if (System.nanoTime() - deadline > 0) {
                    throw new IllegalStateException("the server's echo did not answer within " + CONNECT_SECONDS
                            + " s", notYet);
                }
                Thread.sleep(50); // a failed probe may fail at once (no handler yet): not a busy loop
            }
        }
    }

    /** A request that fails (no reply within Vert.x's default 30 s) is not recorded: validation reports it missing. */
    @Override
    public Future<LatencyClient> requestReply(LatencyRecorder recorder) {
        return CompletableFuture.completedFuture(LatencyClient.of(
                id -> node.bus().<RemoteMessage>request(ClusterNode.ECHO, new Numbered(id, payload), ClusterNode.CODEC)
                        .onSuccess(echo -> recorder.replied((int) ((Numbered) echo.body()).number())),
                () -> { }, CompletableFuture.completedFuture(this)));
    }

    @Override
    public RemoteOneWay oneWay(OneWayWindow w) {
        window = w;
        return new RemoteOneWay() {
            @Override
            public void send(long seq) {
                node.bus().send(ClusterNode.ONE_WAY, new Numbered(seq, payload), ClusterNode.CODEC);
            }

            @Override
            public Future<RemoteOneWayResult> end() {
                return node.bus().<RemoteMessage>request(ClusterNode.ONE_WAY, new Numbered(BusServer.END, EMPTY),
                        ClusterNode.CODEC).map(Message::body).map(body -> {
                            Tally t = (Tally) body;
                            return new RemoteOneWayResult(t.received(), t.sequenceSum(), t.outOfOrder());
                        }).toCompletionStage().toCompletableFuture();
            }
        };
    }

    @Override
    public void close() throws Exception {
        node.close();
    }
}
