package ringside.workload;

/** httpThroughput's fixed exchange, the plaintext test's shape: one path, one short body. */
public final class HttpPlaintext {
    public static final String PATH = "/plaintext";
    public static final String BODY = "Hello, World!";
    public static final String CONTENT_TYPE = "text/plain";
    /**
     * The most keep-alive connections httpThroughput accepts (httpConnections): a server's cap on open or idle
     * connections, where it has one, is set no lower, so that it never closes one the load generator keeps.
     */
    public static final int MAX_CONNECTIONS = 999_999;

    private HttpPlaintext() {
    }
}
