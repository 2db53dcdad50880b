package ringside.vertx;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import ringside.workload.HttpPlaintext;

/**
 * httpThroughput's server as Vert.x scales one: a verticle whose {@code start()} makes an HttpServer with a core
 * request handler, deployed once per event loop. The instances listen on one shared port, and Vert.x deals the
 * accepted connections round-robin to their event loops.
 */
final class PlaintextServer extends VerticleBase {
    /**
     * A negative port is Vert.x's shared random port: the first server binds a port the system picks, and every later
     * server of this Vert.x listening on the same negative number shares it (port 0 would give each its own).
     */
    static final int SHARED_RANDOM_PORT = -1;

    /** Made once, as the Vert.x entry of the well-known plaintext benchmark does: no encoding per response. */
    private static final Buffer BODY = Buffer.buffer(HttpPlaintext.BODY);
    private static final CharSequence CONTENT_TYPE = HttpHeaders.createOptimized(HttpPlaintext.CONTENT_TYPE);
    private static final CharSequence CONTENT_LENGTH = HttpHeaders.createOptimized(Integer.toString(BODY.length()));

    private HttpServer server;

    @Override
    public Future<?> start() {
        server = vertx.createHttpServer(new HttpServerOptions().setHost(VertxHttp.LOOPBACK).setPort(SHARED_RANDOM_PORT))
                .requestHandler(this::handle);
        return server.listen();
    }

    /** The port the shared server listens on, once started. */
    int port() {
        return server.actualPort();
    }

    private void handle(HttpServerRequest request) {
        if (request.method() == HttpMethod.GET && HttpPlaintext.PATH.equals(request.path())) {
            request.response()
                    .putHeader(HttpHeaders.CONTENT_TYPE, CONTENT_TYPE)
                    .putHeader(HttpHeaders.CONTENT_LENGTH, CONTENT_LENGTH)
                    .end(BODY);
        } else {
            request.response().setStatusCode(404).end();
        }
    }
}
