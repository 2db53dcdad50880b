package ringside.workload;

import java.util.concurrent.Future;

/** The framework's side of one one-way op, connected: the op sends through it from its own thread. */
public interface RemoteOneWay {

    /** Sends message {@code seq} (and the payload) to the remote receiver, without waiting. */
    void send(long seq);

    /** Asks the receiver, after the last message, for its tally of the op; completes when it has come back. */
    Future<RemoteOneWayResult> end();
}
