package ringside.workload;

import java.util.concurrent.Future;

/**
 * The framework's side of a latency op, started and waiting: one server actor that answers each request with its
 * id, and the receiver that hands each reply to the op's {@link LatencyRecorder}. The pacer sends through it.
 */
public interface LatencyClient {

    /** Sends request {@code id} to the server from the calling thread (the pacer's), without waiting for the reply. */
    void request(int id);

    /** Stops the server and the receiver; the future completes, with any non-null value, once they have ended. */
    Future<?> stop();
}
