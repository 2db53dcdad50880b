package ringside.akka.plain;

import com.typesafe.config.ConfigFactory;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import akka.actor.ActorSystem;
import akka.http.javadsl.Http;
import akka.http.javadsl.ServerBinding;
import akka.http.javadsl.model.HttpEntities;
import akka.http.javadsl.model.HttpMethods;
import akka.http.javadsl.model.HttpRequest;
import akka.http.javadsl.model.HttpResponse;
import akka.http.javadsl.model.StatusCodes;

/**
 * httpThroughput's plaintext server in the shape of the akka-http entry of the TechEmpower Framework Benchmarks, with
 * no Ringside code. Taken from the entry: a classic ActorSystem; the core request handler (a function from request to
 * completed future, matched before any route) bound with {@code newServerAt}; one prebuilt response, an entity of a
 * String (so text/plain; charset=UTF-8); its application.conf: the default dispatcher a fork-join pool of one thread
 * per core, the internal dispatcher the same one, TCP writes of 128 KiB coalescing after one, backlog 1024, no
 * request timeout. Different: the pool is sized to parallelism, not the cores; the handler has no routes behind it
 * (the entry's other tests), so anything else is 404; loopback, port 0; the entry's JVM flags (2 GB heap, ParallelGC)
 * are not taken, so both sides run with the fork's. The side-by-side runner ({@code ./benchmark.sh side-by-side}, row
 * akka-plaintext) drives it with the load generator until it kills it.
 *
 * <p>Arguments: parallelism. Prints one line {@code listening on 127.0.0.1:<port>} once it accepts connections.
 */
public final class PlaintextServer {
    private static final String HOST = "127.0.0.1";

    /** Built once and answered as it is, as the entry does: no work per request but the match. */
    private static final CompletionStage<HttpResponse> PLAINTEXT = CompletableFuture.completedFuture(
            HttpResponse.create().withEntity(HttpEntities.create("Hello, World!")));
    private static final CompletionStage<HttpResponse> NOT_FOUND = CompletableFuture.completedFuture(
            HttpResponse.create().withStatus(StatusCodes.NOT_FOUND));

    /** The entry's application.conf, its pool sized to parallelism instead of one thread per core. */
    private static final String CONFIG = """
            akka.actor.default-dispatcher.fork-join-executor {
              parallelism-min = %1$d
              parallelism-max = %1$d
              parallelism-factor = 1.0
            }
            akka.actor.internal-dispatcher = "akka.actor.default-dispatcher"
            akka.stream.materializer.io.tcp.write-buffer-size = 128k
            akka.stream.materializer.io.tcp.coalesce-writes = 1
            akka.http.server.backlog = 1024
            akka.http.server.request-timeout = off
            """;

    public static void main(String[] args) throws Exception {
        int parallelism = parallelism(args);
        ActorSystem system = ActorSystem.create("plaintext",
                ConfigFactory.parseString(CONFIG.formatted(parallelism)).withFallback(ConfigFactory.load()));
        ServerBinding binding = Http.get(system).newServerAt(HOST, 0).bind(PlaintextServer::handle)
                .toCompletableFuture().get(60, TimeUnit.SECONDS);
        System.out.println("listening on " + HOST + ":" + binding.localAddress().getPort());
        System.out.flush();
    }

    /** GET /plaintext answers the prebuilt response; the entry passes anything else to its routes. */
    static CompletionStage<HttpResponse> handle(HttpRequest request) {
        if (request.method().equals(HttpMethods.GET) && request.getUri().path().equals("/plaintext")) {
            return PLAINTEXT;
        }
        return NOT_FOUND;
    }

    /** The one argument; refused with exit status 2, naming it, unless a whole number of at least 1. */
    static int parallelism(String[] args) {
        try {
            if (args.length == 1 && Integer.parseInt(args[0]) >= 1) {
                return Integer.parseInt(args[0]);
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        System.err.println("parallelism (the one argument): a whole number >= 1, not " + String.join(" ", args));
        System.exit(2);
        throw new IllegalStateException("not reached");
    }
}
