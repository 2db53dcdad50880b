package ringside.workload;

import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * The framework's side of a latency op, started and waiting: one server actor that answers each request with its
 * id, and the receiver that hands each reply to the op's {@link LatencyRecorder}. The pacer sends through it.
 */
public interface LatencyClient {

    /** Sends request {@code id} to the server from the calling thread (the pacer's), without waiting for the reply. */
    void request(int id);

    /** Stops the server and the receiver; the future completes, with any non-null value, once they have ended. */
    Future<?> stop();

    /**
     * The usual client: {@code request} sends one id the framework's way, {@code stop} sends the server its stop
     * message (which it passes on to the receiver), and {@code ended} completes once both have ended.
     */
    static LatencyClient of(IntConsumer request, Runnable stop, Future<?> ended) {
        return new LatencyClient() {
            @Override
            public void request(int id) {
                request.accept(id);
            }

            @Override
            public Future<?> stop() {
                stop.run();
                return ended;
            }
        };
    }
}
