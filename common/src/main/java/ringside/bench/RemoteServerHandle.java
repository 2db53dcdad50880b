package ringside.bench;

/** Remote's server as the client's fork holds it: a JVM it started itself, or one a remote-server started for it. */
public interface RemoteServerHandle extends AutoCloseable {

    /** The port the server listens on. */
    int port();

    /** The CPUs the server reported it runs on. */
    String cpus();

    /** Ends the server. */
    @Override
    void close() throws Exception;
}
