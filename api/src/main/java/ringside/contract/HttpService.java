package ringside.contract;

/** A started HTTP server of an {@link HttpStack}; closing it stops its runtime and its listening socket. */
public interface HttpService extends AutoCloseable {

    /** The loopback port it listens on. */
    int port();

    @Override
    void close() throws Exception;
}
