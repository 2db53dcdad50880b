package ringside.workload;

/** httpThroughput's fixed exchange, the plaintext test's shape: one path, one short body. */
public final class HttpPlaintext {
    public static final String PATH = "/plaintext";
    public static final String BODY = "Hello, World!";
    public static final String CONTENT_TYPE = "text/plain";

    private HttpPlaintext() {
    }
}
