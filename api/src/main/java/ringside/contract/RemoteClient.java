package ringside.contract;

import java.util.concurrent.Future;
import ringside.workload.LatencyClient;
import ringside.workload.OneWayWindow;
import ringside.workload.RemoteEchoes;
import ringside.workload.RemoteOneWay;
import ringside.workload.RemotePayload;

/**
 * A client connected to a {@link RemoteServer}, kept for a whole trial; its ops run one after another. Closing it
 * stops its runtime and its connections.
 */
public interface RemoteClient extends AutoCloseable {

    /**
     * A request-reply op's framework side, as for latency: {@code request(id)} sends the id and its payload
     * ({@link RemoteEchoes#payload}) to the server's echo, and each echo that comes back, received by one fixed
     * receiver of the client's, is handed with its payload to {@link RemoteEchoes#echoed}; {@code stop} ends
     * nothing remote (the server serves the next op). Pacing, timing and validation are common code.
     */
    Future<LatencyClient> requestReply(RemoteEchoes echoes);

    /**
     * A one-way op's framework side: message {@code seq} carries {@code payload}'s bytes at its offset for
     * {@code seq}; acknowledgements from the receiver go to {@code window}.
     */
    RemoteOneWay oneWay(OneWayWindow window, RemotePayload payload);

    @Override
    void close() throws Exception;
}
