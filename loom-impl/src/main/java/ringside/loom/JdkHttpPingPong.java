package ringside.loom;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import ringside.contract.HttpPingPong;
import ringside.workload.HttpPingPongResult;
import ringside.workload.HttpPingPongTally;
import ringside.workload.HttpPlaintext;

/**
 * httpPingPong on the JDK's stack: servers A and B share one handlers' executor, and one HttpClient (HTTP/1.1, its
 * own executor of the same kind) sends every request with {@code sendAsync}. A handler answers first, then sends the
 * next number to the other server; the client's callback hands each response to the tally.
 */
final class JdkHttpPingPong implements HttpPingPong {
    /** The path both servers serve (its query carries n). */
    private static final String PATH = "/pingpong";

    private final ExecutorService handlers;
    private final ExecutorService clientThreads;
    private final HttpClient client;
    private final HttpServer a;
    private final HttpServer b;
    /** The op being played; ops run one after another. */
    private volatile HttpPingPongTally tally;

    JdkHttpPingPong(JdkHttpStack stack, int parallelism) throws IOException {
        handlers = stack.executor(parallelism, "ringside-http-server-");
        clientThreads = stack.executor(parallelism, "ringside-http-client-");
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).executor(clientThreads).build();
        HttpServer first = null;
        try {
            first = JdkHttpStack.start(handlers, PATH, exchange -> handle(HttpPingPongTally.A, exchange));
            a = first;
            b = JdkHttpStack.start(handlers, PATH, exchange -> handle(HttpPingPongTally.B, exchange));
        } catch (IOException | RuntimeException e) {
            if (first != null) {
                first.stop(0);
            }
            stopThreads();
            throw e;
        }
    }

    @Override
    public int portA() {
        return a.getAddress().getPort();
    }

    @Override
    public int portB() {
        return b.getAddress().getPort();
    }

    @Override
    public Future<HttpPingPongResult> play(HttpPingPongTally tally) {
        this.tally = tally;
        send(portA(), 1, tally);
        return tally.done();
    }

    /** A server's handler: records n, answers it, then sends the next number to the other server. */
    private void handle(char server, HttpExchange exchange) {
        HttpPingPongTally t = tally;
        try (exchange) {
            long n = HttpPingPongTally.parseQuery(exchange.getRequestURI().getRawQuery());
            long next = t.arrived(server, n);
            byte[] body = HttpPingPongTally.body(n).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", HttpPlaintext.CONTENT_TYPE);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
            if (next > 0) {
                send(server == HttpPingPongTally.A ? portB() : portA(), next, t);
            }
        } catch (IOException | RuntimeException e) {
            t.failed(e);
        }
    }

    /** Sends n to the server at {@code port}; its response, or the failure, goes to the tally. */
    private void send(int port, long n, HttpPingPongTally t) {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + HttpPingPongTally.path(n))).GET().build();
        client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).whenComplete((response, failure) -> {
            if (failure != null) {
                t.failed(failure);
            } else {
                t.answered(n, response.statusCode(), response.body());
            }
        });
    }

    @Override
    public void close() {
        try {
            a.stop(0);
            b.stop(0);
        } finally {
            stopThreads();
        }
    }

    private void stopThreads() {
        client.shutdownNow();
        handlers.shutdownNow();
        clientThreads.shutdownNow();
    }
}
