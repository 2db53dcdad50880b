package ringside.vertx.workloads;

import io.vertx.core.Future;
import java.util.concurrent.CompletableFuture;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;

/** latency: a server verticle answers the pacer's requests to a receiver verticle, which records each reply. */
public final class Latency {
    /** Ends latency's server and receiver: request ids are never negative. */
    static final int STOP = -1;

    private Latency() {
    }

    /**
     * latency: a server verticle answers each request with its id to the receiver's address; the receiver verticle
     * records each reply. The pacer's thread sends the requests through the event bus from outside; the stop request
     * passes through both, and the receiver then ends the op.
     */
    public static CompletableFuture<LatencyClient> latency(Op op, LatencyRecorder recorder) {
        String serverAddress = op.address("server", 0);
        String receiverAddress = op.address("receiver", 0);
        Future<String> receiver = op.deploy(1, i -> new Actor<Integer>(op.delivery, receiverAddress, id -> {
            if (id == STOP) {
                op.done();
            } else {
                recorder.replied(id);
            }
        }));
        Future<String> server = op.deployAfter(receiver, 1, i -> new Actor<Integer>(op.delivery, serverAddress,
                id -> op.delivery.send(op.bus, receiverAddress, id)));
        CompletableFuture<LatencyRecorder> ended = op.result(() -> recorder);
        CompletableFuture<LatencyClient> client = server.map(ready -> LatencyClient.of(
                id -> op.delivery.send(op.bus, serverAddress, id),
                () -> op.delivery.send(op.bus, serverAddress, STOP), ended))
                .toCompletionStage().toCompletableFuture();
        ended.whenComplete((r, failure) -> {
            if (failure != null) {
                client.completeExceptionally(failure);
            }
        });
        return client;
    }
}
