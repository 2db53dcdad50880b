package ringside.loom.plain;

import io.helidon.http.Header;
import io.helidon.http.HeaderNames;
import io.helidon.http.HeaderValues;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.Handler;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import io.helidon.webserver.http1.Http1Config;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * The plaintext test as TechEmpower's {@code helidon-nima} entry (frameworks/Java/helidon/nima) writes it on Helidon
 * SE 4, with no Ringside code: a WebServer with HTTP routing and a {@link Handler} class that sets cached
 * Content-Length, Content-Type and Server headers and sends a byte array made once. The entry's server settings
 * (its application.yaml) are set on the builder: backlog and write queue 8,192, smart async writes, no read or
 * connect timeout, TCP_NODELAY, and HTTP/1.1 path validation and send/receive logs off.
 *
 * <p>Where it differs: it runs on Helidon 4.5.0 (the entry's pom has 4.1.5), listens on loopback at a free port and
 * serves only /plaintext; its Content-Type is
 * {@code text/plain} (the entry's adds {@code ; charset=UTF-8}); the entry's request and response header
 * validation keys have no setting in Helidon 4.5.0's Http1Config, so they stay at Helidon's defaults. Helidon runs
 * a virtual thread per connection; the JDK's scheduler gets parallelism carriers (the entry's, the cores). The
 * entry's JVM flags (ParallelGC, NUMA) are left to the run's fork flags, as on Ringside's side.
 *
 * <p>Arguments: parallelism. Prints {@code listening on 127.0.0.1:<port>} once it accepts connections, then serves
 * until killed.
 */
public final class HelidonPlaintext {
    /** The entry's settings that take a size. */
    private static final int BACKLOG = 8192;
    private static final int WRITE_QUEUE_LENGTH = 8192;

    // the entry turns the HTTP/1.1 send and receive logs off; Helidon 4.5.0 deprecates those settings (for removal)
    // but still honours them, and their default is on
    @SuppressWarnings("removal")
    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: HelidonPlaintext <parallelism>");
            System.exit(2);
        }
        int parallelism = Parallelism.parse(args[0]);
        // the JDK reads the scheduler's size once, at the first virtual thread; a fork's flags set it first
        if (System.getProperty("jdk.virtualThreadScheduler.parallelism") == null) {
            System.setProperty("jdk.virtualThreadScheduler.parallelism", Integer.toString(parallelism));
            System.setProperty("jdk.virtualThreadScheduler.maxPoolSize", Integer.toString(parallelism));
        }
        WebServer server = WebServer.builder()
                .host("127.0.0.1")
                .port(0)
                .backlog(BACKLOG)
                .writeQueueLength(WRITE_QUEUE_LENGTH)
                .smartAsyncWrites(true)
                .connectionOptions(socket -> socket.readTimeout(Duration.ZERO)
                        .connectTimeout(Duration.ZERO)
                        .tcpNoDelay(true))
                .addProtocol(Http1Config.builder()
                        .validatePath(false)
                        .receiveLog(false)
                        .sendLog(false)
                        .build())
                .routing(routing -> routing.get("/plaintext", new PlaintextHandler()))
                .build()
                .start();
        // start() returns once the socket listens; Helidon's threads keep the JVM serving after main returns
        System.out.println("listening on 127.0.0.1:" + server.port());
        System.out.flush();
    }

    /** The response's headers are made once, as the entry makes them. */
    static final class PlaintextHandler implements Handler {
        private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.UTF_8);
        private static final Header CONTENT_TYPE = HeaderValues.createCached(HeaderNames.CONTENT_TYPE, "text/plain");
        private static final Header CONTENT_LENGTH =
                HeaderValues.createCached(HeaderNames.CONTENT_LENGTH, String.valueOf(HELLO.length));
        private static final Header SERVER = HeaderValues.createCached(HeaderNames.SERVER, "Nima");

        @Override
        public void handle(ServerRequest request, ServerResponse response) {
            response.header(CONTENT_LENGTH);
            response.header(CONTENT_TYPE);
            response.header(SERVER);
            response.send(HELLO);
        }
    }
}
