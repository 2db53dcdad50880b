package ringside.contract;

import java.util.concurrent.Future;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteOneWay;

/**
 * A client connected to a {@link RemoteServer}, kept for a whole trial; its ops run one after another. Closing it
 * stops its runtime and its connections.
 */
public interface RemoteClient extends AutoCloseable {

    /**
     * A request-reply op's framework side, as for latency: {@code request(id)} sends the id and the payload to the
     * server's echo, and each echo that comes back is handed to {@link LatencyRecorder#replied}; {@code stop} ends
     * nothing remote (the server serves the next op). Pacing, timing and validation are common code.
     */
    Future<LatencyClient> requestReply(LatencyRecorder recorder);

    /** A one-way op's framework side: acknowledgements from the receiver go to {@code window}. */
    RemoteOneWay oneWay(OneWayWindow window);

    @Override
    void close() throws Exception;
}
