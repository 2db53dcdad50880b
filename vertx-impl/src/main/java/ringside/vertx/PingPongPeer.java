package ringside.vertx;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import java.util.function.Supplier;
import ringside.workload.HttpPingPongTally;
import ringside.workload.HttpPlaintext;

/**
 * One of httpPingPong's two servers, with the Vert.x HttpClient it calls the other server with, both made in
 * {@code start()} and so both on this verticle's event loop. Its handler answers n, then sends n + 1 to the other
 * server without waiting for that answer; the client hands each response to the op's tally.
 */
final class PingPongPeer extends VerticleBase {
    private static final CharSequence CONTENT_TYPE = HttpHeaders.createOptimized(HttpPlaintext.CONTENT_TYPE);

    private final char name;
    private final Supplier<HttpPingPongTally> tally;
    private HttpServer server;
    private HttpClient client;
    /** The other server's port, set once both listen and before the first op. */
    private volatile int otherPort;

    /** {@code tally} gives the op in flight's tally (ops run one after another). */
    PingPongPeer(char name, Supplier<HttpPingPongTally> tally) {
        this.name = name;
        this.tally = tally;
    }

    /** The client keeps Vert.x's defaults: keep-alive, a pool of up to 5 HTTP/1.1 connections per server. */
    @Override
    public Future<?> start() {
        client = vertx.createHttpClient();
        server = vertx.createHttpServer(new HttpServerOptions().setHost(VertxHttp.LOOPBACK).setPort(0))
                .requestHandler(this::handle);
        return server.listen();
    }

    int port() {
        return server.actualPort();
    }

    void callsPort(int port) {
        otherPort = port;
    }

    /** Sends n from this verticle's own context (its event loop), as its handler does; for the op's first request. */
    void sendFromItsContext(long n) {
        context.runOnContext(v -> send(n));
    }

    private void handle(HttpServerRequest request) {
        long n = HttpPingPongTally.parseQuery(request.query());
        long next = tally.get().arrived(name, n);
        request.response().putHeader(HttpHeaders.CONTENT_TYPE, CONTENT_TYPE).end(HttpPingPongTally.body(n));
        if (next > 0) {
            send(next);
        }
    }

    private void send(long n) {
        HttpPingPongTally op = tally.get();
        client.request(HttpMethod.GET, otherPort, VertxHttp.LOOPBACK, HttpPingPongTally.path(n))
                .compose(HttpClientRequest::send)
                .compose(response -> response.body()
                        .onSuccess(body -> op.answered(n, response.statusCode(), body.toString())))
                .onFailure(op::failed);
    }
}
