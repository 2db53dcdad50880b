package ringside.akka;

import static akka.http.javadsl.server.Directives.complete;
import static akka.http.javadsl.server.Directives.get;
import static akka.http.javadsl.server.Directives.path;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import akka.http.javadsl.model.ContentTypes;
import akka.http.javadsl.model.HttpEntities;
import akka.http.javadsl.model.HttpResponse;
import akka.http.javadsl.server.Route;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpService;
import ringside.contract.HttpStack;
import ringside.workload.HttpPlaintext;

/**
 * The http workloads on Akka HTTP, written as a small Akka HTTP service is: routes of the routing DSL (path, get,
 * complete) bound with {@code newServerAt}, and the request-level client ({@code Http.singleRequest}, on its host
 * connection pool, keep-alive). The routes DSL rather than a bare request handler: it is what Akka HTTP's
 * documentation and quickstart teach for a service. The ActorSystem is configured as the variant's own (its
 * dispatchers sized to the run), plus {@link #HTTP}.
 */
record RoutesHttpStack(ActorVariant variant) implements HttpStack {

    /** Built once and completed as it is, as the framework benchmark's plaintext entry does: no marshalling per request. */
    static final HttpResponse PLAINTEXT = HttpResponse.create()
            .withEntity(HttpEntities.create(ContentTypes.TEXT_PLAIN_UTF8, HttpPlaintext.BODY));

    @Override
    public String stack() {
        return "Akka HTTP " + ConfigFactory.defaultReference().getString("akka.http.version");
    }

    @Override
    public String description() {
        return "Akka HTTP " + ConfigFactory.defaultReference().getString("akka.http.version") + " server: routes"
                + " (path, get, complete) bound with newServerAt, accept backlog 1024, connections capped only at"
                + " httpThroughput's most; client: Http.singleRequest on its host connection pool (keep-alive, up to"
                + " 4 connections per server); routes, streams and pool on " + variant.name() + "'s default"
                + " dispatcher of the run's CPUs, sockets on akka-io's one selector thread";
    }

    @Override
    public HttpService servePlaintext(int parallelism) throws Exception {
        HttpSystem server = new HttpSystem(config(parallelism));
        int port = server.bind(plaintext());
        return new HttpService() {
            @Override
            public int port() {
                return port;
            }

            @Override
            public void close() throws Exception {
                server.close();
            }
        };
    }

    @Override
    public HttpPingPong pingPong(int parallelism) throws Exception {
        return RoutesPingPong.start(new HttpSystem(config(parallelism)));
    }

    /** GET /plaintext answers the one prebuilt response; anything else is rejected (404, 405) by the DSL. */
    static Route plaintext() {
        return path(HttpSystem.segment(HttpPlaintext.PATH), () -> get(() -> complete(PLAINTEXT)));
    }

    Config config(int parallelism) {
        return ConfigFactory.parseString(HTTP).withFallback(variant.config(parallelism));
    }

    /**
     * Every key here is in akka-http-core's reference.conf (RoutesHttpStackTest checks). The accept backlog is
     * raised from 100 to 1024, as the framework benchmark's Akka HTTP entry sets it: a thousand generator
     * connections opening at once overflow a queue of 100. The server's cap on open connections (default 1024) is
     * raised to the most httpThroughput opens, so that none waits unaccepted. Everything else is Akka HTTP's default:
     * HTTP/1.1 keep-alive, no request logging.
     */
    static final String HTTP = """
            akka.http.server.backlog = 1024
            akka.http.server.max-connections = %d
            """.formatted(HttpPlaintext.MAX_CONNECTIONS);
}
