package ringside.tck;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpService;
import ringside.workload.HttpPingPongResult;
import ringside.workload.HttpPingPongTally;
import ringside.workload.HttpPingPongWorkload;
import ringside.workload.HttpPlaintext;
import ringside.workload.InvalidResultException;

/**
 * The http workloads' checks catch a broken HTTP stack: stand-ins on the JDK's own server and client, correct or with
 * one fault each (no HTTP at all, a wrong body, a lost request, the wrong server, a connection per request; a plaintext
 * server with a wrong body or status, or one that never answers), run through the TCK's own http cases.
 */
class TckCatchesBrokenHttpTest {
    private static final Duration SHORT = Duration.ofSeconds(3);
    private static final HttpPingPongWorkload ROUND_TRIPS = new HttpPingPongWorkload(300);

    /** A correct pair on the JDK's server and client; a subclass breaks one thing. */
    private static class Pair implements HttpPingPong {
        final ExecutorService threads = Executors.newFixedThreadPool(4, Thread.ofPlatform().daemon().factory());
        final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).executor(threads)
                .build();
        final HttpServer a;
        final HttpServer b;
        volatile HttpPingPongTally tally;

        Pair() throws IOException {
            a = server(HttpPingPongTally.A);
            b = server(HttpPingPongTally.B);
        }

        private HttpServer server(char name) throws IOException {
            HttpServer s = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            s.setExecutor(threads);
            s.createContext("/pingpong", exchange -> handle(name, exchange));
            s.start();
            return s;
        }

        private void handle(char name, HttpExchange exchange) {
            HttpPingPongTally t = tally;
            try {
                long n = HttpPingPongTally.parseQuery(exchange.getRequestURI().getRawQuery());
                long next = t.arrived(says(name), n);
                if (lost(n)) {
                    return; // neither answered nor passed on
                }
                byte[] body = bodyOf(n).getBytes(StandardCharsets.UTF_8);
                if (closesEachConnection()) {
                    exchange.getResponseHeaders().set("Connection", "close");
                }
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
                if (next > 0) {
                    send(name == HttpPingPongTally.A ? portB() : portA(), next, t);
                }
            } catch (IOException | RuntimeException e) {
                t.failed(e);
            }
        }

        private void send(int port, long n, HttpPingPongTally t) {
            client.sendAsync(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                    + HttpPingPongTally.path(n))).build(), HttpResponse.BodyHandlers.ofString())
                    .whenComplete((r, e) -> {
                        if (e != null) {
                            t.failed(e);
                        } else {
                            t.answered(n, r.statusCode(), r.body());
                        }
                    });
        }

        /** The server name a handler reports to the tally. */
        char says(char name) {
            return name;
        }

        String bodyOf(long n) {
            return HttpPingPongTally.body(n);
        }

        boolean lost(long n) {
            return false;
        }

        /** Whether the server ends each connection after its response, so the client opens one per request. */
        boolean closesEachConnection() {
            return false;
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
        public Future<HttpPingPongResult> play(HttpPingPongTally t) {
            tally = t;
            send(portA(), 1, t);
            return t.done();
        }

        @Override
        public void close() {
            a.stop(0);
            b.stop(0);
            client.shutdownNow();
            threads.shutdownNow();
        }
    }

    /** No HTTP at all: the "servers" are the tally's calls, made in the calling thread. */
    private static final class WithoutHttp implements HttpPingPong {
        @Override
        public int portA() {
            return 1;
        }

        @Override
        public int portB() {
            return 2;
        }

        @Override
        public Future<HttpPingPongResult> play(HttpPingPongTally t) {
            for (long n = 1; n > 0; ) {
                long next = t.arrived(n % 2 == 1 ? HttpPingPongTally.A : HttpPingPongTally.B, n);
                t.answered(n, 200, HttpPingPongTally.body(n));
                n = next;
            }
            return t.done();
        }

        @Override
        public void close() {
        }
    }

    private static InvalidResultException pingPongFails(HttpPingPong broken) {
        try (broken) {
            return assertThrows(InvalidResultException.class,
                    () -> TckCases.httpPingPong(broken, ROUND_TRIPS, SHORT));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aCorrectPairPasses() throws Exception {
        try (Pair pair = new Pair()) {
            for (int i = 0; i < 2; i++) { // one op after another on the same servers, as the benchmark runs them
                HttpPingPongResult r = assertDoesNotThrow(() -> TckCases.httpPingPong(pair, ROUND_TRIPS, SHORT));
                assertEquals(ROUND_TRIPS.httpPingPongCount(), r.answers());
            }
        }
    }

    @Test
    void aStackThatSkipsHttpFailsTheWitness() {
        InvalidResultException e = pingPongFails(new WithoutHttp());
        assertTrue(e.getMessage().contains("did not cross HTTP over TCP"), e.getMessage());
    }

    @Test
    void aWrongBodyFails() throws IOException {
        InvalidResultException e = pingPongFails(new Pair() {
            @Override
            String bodyOf(long n) {
                return n == 150 ? HttpPingPongTally.body(n + 1) : super.bodyOf(n);
            }
        });
        assertTrue(e.getMessage().contains("was to n=150 with status 200 and body 'pong 151'"), e.getMessage());
    }

    @Test
    void aLostRequestFailsWithinTheTimeout() throws IOException {
        InvalidResultException e = pingPongFails(new Pair() {
            @Override
            boolean lost(long n) {
                return n == 42;
            }
        });
        assertTrue(e.getMessage().contains("did not complete within"), e.getMessage());
    }

    @Test
    void theWrongServerFails() throws IOException {
        InvalidResultException e = pingPongFails(new Pair() {
            @Override
            char says(char name) { // as if every request reached the other server
                return name == HttpPingPongTally.A ? HttpPingPongTally.B : HttpPingPongTally.A;
            }
        });
        assertTrue(e.getMessage().contains("expected n=1 at server A"), e.getMessage());
    }

    @Test
    void aConnectionPerRequestFailsTheKeepAliveCheck() throws IOException {
        InvalidResultException e = pingPongFails(new Pair() {
            @Override
            boolean closesEachConnection() {
                return true;
            }
        });
        assertTrue(e.getMessage().contains("does not keep its connections alive"), e.getMessage());
    }

    /** A plaintext server on the JDK's, answering with {@code status} and {@code body}; or never, when status is 0. */
    private static HttpService plaintext(int status, String body) throws IOException {
        ExecutorService threads = Executors.newFixedThreadPool(2, Thread.ofPlatform().daemon().factory());
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        server.setExecutor(threads);
        server.createContext(HttpPlaintext.PATH, exchange -> {
            if (status == 0) {
                return; // the request is lost: no response, the connection stays open
            }
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        server.start();
        return new HttpService() {
            @Override
            public int port() {
                return server.getAddress().getPort();
            }

            @Override
            public void close() {
                server.stop(0);
                threads.shutdownNow();
            }
        };
    }

    @Test
    void theJdkCheckCatchesAWrongBodyOrStatus() throws Exception {
        try (HttpService good = plaintext(200, HttpPlaintext.BODY)) {
            assertDoesNotThrow(() -> TckCases.httpPlaintext(good, SHORT));
        }
        try (HttpService wrongBody = plaintext(200, "Hello, World")) {
            assertThrows(InvalidResultException.class, () -> TckCases.httpPlaintext(wrongBody, SHORT));
        }
        try (HttpService wrongStatus = plaintext(500, HttpPlaintext.BODY)) {
            assertThrows(InvalidResultException.class, () -> TckCases.httpPlaintext(wrongStatus, SHORT));
        }
    }

    @Test
    void theLoadGeneratorPassesACorrectServerAndCatchesEachFault() throws Exception {
        Path program = TckCases.httpLoadProgram(); // skipped without Go, unless it is required
        try (HttpService good = plaintext(200, HttpPlaintext.BODY)) {
            assertDoesNotThrow(() -> TckCases.httpLoad(good, program, 4, SHORT));
        }
        try (HttpService wrongBody = plaintext(200, "Hello, World?")) {
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.httpLoad(wrongBody, program, 4, SHORT));
            assertTrue(e.getMessage().contains("body"), e.getMessage());
        }
        try (HttpService wrongStatus = plaintext(404, HttpPlaintext.BODY)) {
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.httpLoad(wrongStatus, program, 4, SHORT));
            assertTrue(e.getMessage().contains("status"), e.getMessage());
        }
        try (HttpService silent = plaintext(0, "")) {
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.httpLoad(silent, program, 2, Duration.ofSeconds(1)));
            assertTrue(e.getMessage().contains("timeout 2"), e.getMessage());
        }
    }
}
