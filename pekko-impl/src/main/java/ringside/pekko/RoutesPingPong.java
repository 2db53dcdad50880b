package ringside.pekko;

import static org.apache.pekko.http.javadsl.server.Directives.complete;
import static org.apache.pekko.http.javadsl.server.Directives.extractUri;
import static org.apache.pekko.http.javadsl.server.Directives.get;
import static org.apache.pekko.http.javadsl.server.Directives.path;

import java.net.URI;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import org.apache.pekko.http.javadsl.model.HttpRequest;
import org.apache.pekko.http.javadsl.server.Route;
import ringside.contract.HttpPingPong;
import ringside.workload.HttpPingPongResult;
import ringside.workload.HttpPingPongTally;

/**
 * httpPingPong on Pekko HTTP: servers A and B are the same route bound twice in one ActorSystem, and the client is
 * that system's {@code Http.singleRequest}. The route given n hands n + 1 to the client, which sends it without
 * waiting, and completes with its answer; the client reads each response whole and hands it to the tally.
 */
final class RoutesPingPong implements HttpPingPong {
    /** The segment of the tally's path ({@code /pingpong?n=<n>}). */
    static final String SEGMENT = HttpSystem.segment(URI.create(HttpPingPongTally.path(1)).getPath());
    /** How long the client may take to read a response's body, which has arrived whole in practice (a few bytes). */
    private static final long READ_MILLIS = Duration.ofSeconds(30).toMillis();

    private final HttpSystem server;
    /** Set once both servers listen, before the first play; read by the routes on the dispatcher's threads. */
    private volatile String baseA;
    private volatile String baseB;
    private volatile HttpPingPongTally tally;

    private RoutesPingPong(HttpSystem server) {
        this.server = server;
    }

    static RoutesPingPong start(HttpSystem server) throws Exception {
        RoutesPingPong pingPong = new RoutesPingPong(server);
        pingPong.baseA = "http://" + HttpSystem.LOOPBACK + ":" + server.bind(pingPong.route(HttpPingPongTally.A));
        pingPong.baseB = "http://" + HttpSystem.LOOPBACK + ":" + server.bind(pingPong.route(HttpPingPongTally.B));
        return pingPong;
    }

    @Override
    public int portA() {
        return URI.create(baseA).getPort();
    }

    @Override
    public int portB() {
        return URI.create(baseB).getPort();
    }

    /** GET /pingpong?n=... on server {@code me}: the tally gets n, the next n goes to the other server. */
    private Route route(char me) {
        return path(SEGMENT, () -> get(() -> extractUri(uri -> {
            HttpPingPongTally t = tally;
            long n = HttpPingPongTally.parseQuery(uri.rawQueryString().orElse(null));
            long next = t.arrived(me, n);
            if (next > 0) {
                send(t, me == HttpPingPongTally.A ? baseB : baseA, next);
            }
            return complete(HttpPingPongTally.body(n));
        })));
    }

    /**
     * Sends n with the client; its response, read whole, goes to the tally, a failure too. The stages the HTTP API
     * returns run their plain continuations on the JDK's common pool (Scala's futures seen as a CompletionStage do
     * that), a pool not sized to the run: each continuation is given the system's dispatcher instead.
     */
    private void send(HttpPingPongTally t, String base, long n) {
        Executor dispatcher = server.system.executionContext();
        server.http.singleRequest(HttpRequest.GET(base + HttpPingPongTally.path(n)))
                .thenComposeAsync(response -> response.entity().toStrict(READ_MILLIS, server.system)
                        .thenAcceptAsync(entity -> t.answered(n, response.status().intValue(),
                                entity.getData().utf8String()), dispatcher), dispatcher)
                .whenComplete((done, failure) -> {
                    if (failure != null) {
                        t.failed(failure);
                    }
                });
    }

    @Override
    public Future<HttpPingPongResult> play(HttpPingPongTally t) {
        tally = t;
        send(t, baseA, 1);
        return t.done();
    }

    @Override
    public void close() throws Exception {
        server.close();
    }
}
