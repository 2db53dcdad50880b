package ringside.vertx.plain;

import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.VerticleBase;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A plaintext server in the shape of Vert.x's entry in the TechEmpower Framework Benchmarks (frameworks/Java/vertx),
 * with no Ringside code: the side-by-side row vertx-plaintext runs it beside Ringside's vertx/eventbus server.
 *
 * <p>Taken from the entry: one verticle class, deployed once per event loop, each instance with its own HttpServer
 * (HTTP/2 cleartext off, strict thread mode) and a core request handler switching on the path; the response headers
 * (Content-Type, Server, Date) made once per instance as one MultiMap and made again every second, when the Date
 * changes; the body a Buffer made once; TFB's system properties for Vert.x are the row's JVM arguments. What differs:
 * the event loops and instances are the run's parallelism, not the machine's cores; the transport is Java NIO, as
 * Ringside's (the entry prefers Netty's native io_uring); the body is "Hello, World!" (the entry answers
 * "Hello, world!"); the port is loopback and chosen by the system; the Date is in GMT whatever the machine's zone.
 *
 * <p>Argument: parallelism. Prints {@code listening on 127.0.0.1:<port>} once every instance listens, then serves
 * until the process is killed. Not a test.
 */
public final class TfbPlaintextServer extends VerticleBase {
    /** Vert.x's shared random port: every instance listening on the same negative number shares the one port bound. */
    private static final int SHARED_RANDOM_PORT = -1;
    private static final String PATH = "/plaintext";
    private static final Buffer BODY = Buffer.buffer("Hello, World!");
    private static final CharSequence TEXT_PLAIN = HttpHeaders.createOptimized("text/plain");
    private static final CharSequence SERVER = HttpHeaders.createOptimized("vert.x");

    private HttpServer server;
    private MultiMap headers;

    @Override
    public Future<?> start() {
        headers = headers();
        vertx.setPeriodic(1000, id -> headers = headers()); // on this instance's event loop, as its requests
        server = vertx.createHttpServer(new HttpServerOptions().setHttp2ClearTextEnabled(false)
                .setStrictThreadMode(true).setHost("127.0.0.1").setPort(SHARED_RANDOM_PORT))
                .requestHandler(this::handle);
        return server.listen();
    }

    /** The response's headers, read-only (copy(false)) so that Vert.x can write them as they are. */
    private static MultiMap headers() {
        CharSequence date = HttpHeaders.createOptimized(DateTimeFormatter.RFC_1123_DATE_TIME
                .format(ZonedDateTime.now(ZoneOffset.UTC)));
        return HttpHeaders.headers().add(HttpHeaders.CONTENT_TYPE, TEXT_PLAIN).add(HttpHeaders.SERVER, SERVER)
                .add(HttpHeaders.DATE, date).copy(false);
    }

    private void handle(HttpServerRequest request) {
        if (PATH.equals(request.path())) {
            request.response().headers().setAll(headers);
            request.response().end(BODY);
        } else {
            request.response().setStatusCode(404).end();
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: TfbPlaintextServer <parallelism>");
            System.exit(2);
        }
        int parallelism = Integer.parseInt(args[0]);
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(parallelism).setDisableTCCL(true));
        vertx.exceptionHandler(Throwable::printStackTrace);
        List<TfbPlaintextServer> instances = new CopyOnWriteArrayList<>();
        try {
            vertx.deployVerticle(() -> {
                TfbPlaintextServer instance = new TfbPlaintextServer();
                instances.add(instance);
                return instance;
            }, new DeploymentOptions().setInstances(parallelism)).toCompletionStage().toCompletableFuture()
                    .get(60, TimeUnit.SECONDS);
            Set<Integer> ports = instances.stream().map(i -> i.server.actualPort()).collect(Collectors.toSet());
            if (ports.size() != 1) {
                throw new IllegalStateException("the instances listen on ports " + ports + ", not one shared port");
            }
            System.out.println("listening on 127.0.0.1:" + ports.iterator().next());
            System.out.flush();
        } catch (Exception e) {
            e.printStackTrace();
            System.exit(1); // Vert.x's threads must not keep a server that failed to start alive
        }
    }
}
