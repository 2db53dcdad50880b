package ringside.loom;

import io.helidon.common.Version;
import io.helidon.http.HeaderValues;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRouting;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpService;
import ringside.contract.HttpStack;
import ringside.contract.VirtualThreadScheduler;
import ringside.workload.HttpPlaintext;

/**
 * The http workloads on Helidon SE 4, written as its SE examples write a service: a WebServer with HTTP routing and
 * lambda handlers, and the blocking WebClient. The server reads each connection on a virtual thread of its own,
 * which also runs the handlers of its requests; the client runs on its caller's thread.
 */
final class HelidonHttpStack implements HttpStack {
    static final String LOOPBACK = "127.0.0.1";
    private static final byte[] PLAINTEXT = HttpPlaintext.BODY.getBytes(StandardCharsets.UTF_8);
    /** Helidon logs each server's start and stop at INFO; a run keeps its output to warnings. */
    private static final Logger HELIDON_LOG = Logger.getLogger("io.helidon");

    static {
        HELIDON_LOG.setLevel(Level.WARNING);
    }

    @Override
    public String stack() {
        return "Helidon SE " + Version.VERSION;
    }

    @Override
    public String description() {
        return "Helidon SE " + Version.VERSION + " WebServer (HTTP routing, lambda handlers; a virtual thread per"
                + " connection runs its requests' handlers; one platform thread per server blocks in accept, one"
                + " timer thread checks idle connections every 2 minutes) and WebClient (blocking, on the caller's"
                + " thread, keep-alive connection cache); virtual threads on the JDK's scheduler of the run's CPUs";
    }

    @Override
    public HttpService servePlaintext(int parallelism) {
        WebServer server = start(parallelism, routing -> routing.get(HttpPlaintext.PATH, (request, response) -> {
            response.header(HeaderValues.CONTENT_TYPE_TEXT_PLAIN);
            response.send(PLAINTEXT);
        }));
        return new HttpService() {
            @Override
            public int port() {
                return server.port();
            }

            @Override
            public void close() {
                server.stop();
            }
        };
    }

    @Override
    public HttpPingPong pingPong(int parallelism) {
        return new HelidonPingPong(parallelism);
    }

    /**
     * A started WebServer on loopback at a port the system picks. {@code start()} returns once its socket listens;
     * Helidon's shutdown hook is left out, since the benchmark stops every server it starts.
     */
    static WebServer start(int parallelism, Consumer<HttpRouting.Builder> routing) {
        VirtualThreadScheduler.configure(parallelism);
        WebServer server = WebServer.builder()
                .host(LOOPBACK)
                .port(0)
                .shutdownHook(false)
                .routing(routing)
                .build()
                .start();
        if (!server.isRunning()) {
            throw new IllegalStateException("Helidon's WebServer did not start on " + LOOPBACK);
        }
        return server;
    }
}
