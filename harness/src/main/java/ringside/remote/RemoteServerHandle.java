package ringside.remote;

import java.time.Duration;
import java.util.Optional;
import ringside.workload.RemoteServerTotals;

/** Remote's server as the client's fork holds it: a JVM it started itself, or one a remote-server started for it. */
public interface RemoteServerHandle extends AutoCloseable {

    /** The port the server listens on. */
    int port();

    /** The CPUs the server reported it runs on. */
    String cpus();

    /**
     * Everything the server's process has counted so far ({@link ringside.workload.RemoteServerCounts}), read over
     * the suite's own channel to it (never the implementation's connection): the witness that an op reached it.
     */
    RemoteServerTotals totals();

    /**
     * Asked after an op failed: what became of the server, which explains the failure better than the op's own
     * message can (it ended, with its exit status; it did not answer the suite's own channel within {@code probe}).
     * Empty while it answers.
     */
    Optional<String> trouble(Duration probe);

    /** Ends the server. */
    @Override
    void close() throws Exception;
}
