package ringside.workload;

import java.time.Duration;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One whole remote request-reply op, the same for the benchmark and the TCK: latency's op ({@link LatencyOp}) with
 * every echo's payload checked ({@link RemoteEchoes}), and what the server's process counted over the op checked.
 */
public final class RemoteRequestReplyOp {
    private RemoteRequestReplyOp() {
    }

    /**
     * {@code pacer} sends the requests on their schedule; {@code start} is the client's {@code requestReply} method;
     * every request carries {@code payload} bytes;
     * {@code server} reads the server's {@link RemoteServerTotals} (before and after the op, outside its timed
     * span); each wait is bounded by {@code timeout}.
     */
    public static LatencyResult run(LatencyWorkload w, Pacer pacer, int payload,
            Function<RemoteEchoes, Future<LatencyClient>> start, Supplier<RemoteServerTotals> server,
            Duration timeout, Supplier<String> what) {
        RemoteServerTotals before = server.get();
        RemotePayload bytes = new RemotePayload(payload);
        RemoteEchoes[] echoes = new RemoteEchoes[1];
        LatencyResult result = LatencyOp.run(w, pacer,
                recorder -> start.apply(echoes[0] = new RemoteEchoes(recorder, bytes)), timeout, what);
        echoes[0].validate(w.latencyRequests(), what.get());
        server.get().minus(before).requireRequests(w.latencyRequests(), payload, what);
        return result;
    }
}
