package ringside.contract;

/** A started server side of a {@link Remoting}; closing it stops its runtime and its listening socket. */
public interface RemoteServer extends AutoCloseable {

    /** The port it listens on (the one chosen by the system when asked for port 0). */
    int port();

    @Override
    void close() throws Exception;
}
