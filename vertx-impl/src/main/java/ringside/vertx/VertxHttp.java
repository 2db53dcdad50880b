package ringside.vertx;

import io.vertx.core.DeploymentOptions;
import io.vertx.core.Vertx;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpService;
import ringside.contract.HttpStack;

/**
 * Vert.x's own HTTP stack, as its core docs write a small service: an HttpServer with a request handler (one fixed
 * path needs no vertx-web Router, whose routing is its own entry in the well-known plaintext benchmark), scaled by
 * deploying its verticle once per event loop, and Vert.x's HttpClient. Each call starts its own Vert.x with the
 * runtime's options ({@link VertxRuntime#options}: p event loops, every other pool sized to p or idle).
 */
final class VertxHttp implements HttpStack {
    static final String LOOPBACK = "127.0.0.1";
    private static final long TIMEOUT_SECONDS = 30;

    @Override
    public String stack() {
        return "Vert.x core " + new VertxFramework().version() + " HttpServer and HttpClient";
    }

    @Override
    public String description() {
        return "Vert.x core HttpServer with a request handler (no vertx-web Router: one fixed path) and HttpClient"
                + " (keep-alive, Vert.x's default pool of up to 5 HTTP/1.1 connections per server); throughput: the"
                + " server verticle deployed once per event loop (setInstances(p)), every instance on one shared port,"
                + " Vert.x dealing connections round-robin to their loops; body and header values made once;"
                + " ping-pong: servers A and B one verticle each, with its own client on its own event loop; p event"
                + " loops (setEventLoopPoolSize(p)) and Vert.x's one acceptor thread";
    }

    @Override
    public HttpService servePlaintext(int parallelism) throws Exception {
        Vertx vertx = Vertx.vertx(VertxRuntime.options(parallelism));
        try {
            List<PlaintextServer> servers = new CopyOnWriteArrayList<>();
            await(vertx.deployVerticle(() -> {
                PlaintextServer server = new PlaintextServer();
                servers.add(server);
                return server;
            }, new DeploymentOptions().setInstances(parallelism)));
            return new Service(vertx, sharedPort(servers));
        } catch (Exception e) {
            await(vertx.close());
            throw e;
        }
    }

    /** The one port every instance listens on; anything else means Vert.x did not share the server. */
    static int sharedPort(List<PlaintextServer> servers) {
        Set<Integer> ports = servers.stream().map(PlaintextServer::port).collect(Collectors.toSet());
        if (ports.size() != 1 || ports.iterator().next() <= 0) {
            throw new IllegalStateException("the " + servers.size() + " plaintext server instances listen on ports "
                    + ports + "; expected one shared port");
        }
        return ports.iterator().next();
    }

    @Override
    public HttpPingPong pingPong(int parallelism) throws Exception {
        return VertxHttpPingPong.start(parallelism);
    }

    static <T> T await(io.vertx.core.Future<T> future) throws Exception {
        return future.toCompletionStage().toCompletableFuture().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    /** Closing the Vert.x closes its servers, their connections and every thread it started. */
    private record Service(Vertx vertx, int port) implements HttpService {
        @Override
        public void close() throws Exception {
            await(vertx.close());
        }
    }
}
