package ringside.vertx;

import io.vertx.core.Vertx;
import java.util.concurrent.Future;
import ringside.contract.HttpPingPong;
import ringside.workload.HttpPingPongResult;
import ringside.workload.HttpPingPongTally;

/**
 * httpPingPong on one Vert.x of p event loops: servers A and B are one {@link PingPongPeer} verticle each, so at
 * p >= 2 Vert.x puts them on different event loops. B's client sends the op's first request, n = 1, to A.
 */
final class VertxHttpPingPong implements HttpPingPong {
    private final Vertx vertx;
    private final PingPongPeer a;
    private final PingPongPeer b;
    private volatile HttpPingPongTally tally;

    private VertxHttpPingPong(Vertx vertx) {
        this.vertx = vertx;
        this.a = new PingPongPeer(HttpPingPongTally.A, () -> tally);
        this.b = new PingPongPeer(HttpPingPongTally.B, () -> tally);
    }

    static VertxHttpPingPong start(int parallelism) throws Exception {
        VertxHttpPingPong pingPong = new VertxHttpPingPong(Vertx.vertx(VertxRuntime.options(parallelism)));
        try {
            VertxHttp.await(pingPong.vertx.deployVerticle(pingPong.a));
            VertxHttp.await(pingPong.vertx.deployVerticle(pingPong.b));
            pingPong.a.callsPort(pingPong.b.port());
            pingPong.b.callsPort(pingPong.a.port());
            return pingPong;
        } catch (Exception e) {
            pingPong.close();
            throw e;
        }
    }

    @Override
    public int portA() {
        return a.port();
    }

    @Override
    public int portB() {
        return b.port();
    }

    @Override
    public Future<HttpPingPongResult> play(HttpPingPongTally tally) {
        this.tally = tally;
        b.sendFromItsContext(1);
        return tally.done();
    }

    /** Closes the servers, the clients' connections and every Vert.x thread. */
    @Override
    public void close() throws Exception {
        VertxHttp.await(vertx.close());
    }
}
