package ringside.loom;

import io.helidon.webclient.api.ClientResponseTyped;
import io.helidon.webclient.api.WebClient;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.ServerResponse;
import java.net.URI;
import java.util.concurrent.Future;
import ringside.contract.HttpPingPong;
import ringside.workload.HttpPingPongResult;
import ringside.workload.HttpPingPongTally;

/**
 * httpPingPong on Helidon: two WebServers and one WebClient. A handler given n sends its answer, then, still on its
 * connection's virtual thread, calls the other server with n + 1 and hands that response to the tally: blocking
 * code on a virtual thread, as Helidon SE is written. The answer is sent before the call, so no request waits for
 * the next one.
 */
final class HelidonPingPong implements HttpPingPong {
    private final WebClient client = WebClient.builder().build();
    private final WebServer serverA;
    private final WebServer serverB;
    private final String baseA;
    private final String baseB;
    /** Written by each play before its first request; a handler reads it first, and so sees the fields above too. */
    private volatile HttpPingPongTally tally;

    HelidonPingPong(int parallelism) {
        String path = URI.create(HttpPingPongTally.path(1)).getPath();
        serverA = HelidonHttpStack.start(parallelism, routing -> routing.get(path, (request, response) ->
                answer(HttpPingPongTally.A, request.query().rawValue(), response)));
        try {
            serverB = HelidonHttpStack.start(parallelism, routing -> routing.get(path, (request, response) ->
                    answer(HttpPingPongTally.B, request.query().rawValue(), response)));
        } catch (RuntimeException | Error e) {
            serverA.stop();
            throw e;
        }
        baseA = "http://" + HelidonHttpStack.LOOPBACK + ":" + serverA.port();
        baseB = "http://" + HelidonHttpStack.LOOPBACK + ":" + serverB.port();
    }

    /** Server {@code me} got the query: the tally gets n, the answer is sent, then the next n goes out. */
    private void answer(char me, String query, ServerResponse response) {
        HttpPingPongTally t = tally;
        long n = HttpPingPongTally.parseQuery(query);
        long next = t.arrived(me, n);
        response.send(HttpPingPongTally.body(n));
        if (next > 0) {
            call(t, me == HttpPingPongTally.A ? baseB : baseA, next);
        }
    }

    /** Sends n with the client and waits for its response on this thread; the response or the failure goes to the tally. */
    private void call(HttpPingPongTally t, String base, long n) {
        try {
            // a java.net.URI keeps the query as it is (a String would be percent-encoded whole, '?' included); a
            // typed response has its entity read whole, and its connection back in the client's cache
            ClientResponseTyped<String> response = client.get().uri(URI.create(base + HttpPingPongTally.path(n)))
                    .request(String.class);
            t.answered(n, response.status().code(), response.entity());
        } catch (RuntimeException | Error e) {
            t.failed(e);
        }
    }

    @Override
    public int portA() {
        return serverA.port();
    }

    @Override
    public int portB() {
        return serverB.port();
    }

    /** Sends n = 1 from the calling thread; the chain goes on in the servers' handlers. */
    @Override
    public Future<HttpPingPongResult> play(HttpPingPongTally t) {
        tally = t;
        call(t, baseA, 1);
        return t.done();
    }

    @Override
    public void close() {
        try {
            serverA.stop();
        } finally {
            serverB.stop();
        }
    }
}
