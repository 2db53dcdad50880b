package ringside.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** httpPingPong's tally and op, played in the calling thread with the TCP counters given by the test. */
class HttpPingPongTest {
    private static final HttpPingPongWorkload FIVE = new HttpPingPongWorkload(5);
    private static final List<Integer> PORTS = List.of(8081, 8082);

    /**
     * Requests 1..count, each at its server but n = {@code swapAt} at the other; then every response, in order or
     * reversed, n = {@code badBodyAt} with a wrong body.
     */
    private static HttpPingPongResult play(HttpPingPongWorkload w, boolean reversed, char swapAt, long badBodyAt)
            throws Exception {
        HttpPingPongTally t = new HttpPingPongTally(w);
        for (long n = 1; n > 0; ) {
            char server = n % 2 == 1 ? HttpPingPongTally.A : HttpPingPongTally.B;
            n = t.arrived(n == swapAt ? (char) ('A' + 'B' - server) : server, n) == 0 ? 0 : n + 1;
        }
        for (long i = 1; i <= w.httpPingPongCount(); i++) {
            long n = reversed ? w.httpPingPongCount() + 1 - i : i;
            t.answered(n, 200, n == badBodyAt ? "pong" : HttpPingPongTally.body(n));
        }
        return t.done().get();
    }

    @Test
    void aPlayInOrderIsValidAndResponsesMayComeInAnyOrder() throws Exception {
        assertEquals(new HttpPingPongResult(5, 5, 0, ""), FIVE.validate(play(FIVE, false, ' ', 0)));
        assertEquals(new HttpPingPongResult(5, 5, 0, ""), FIVE.validate(play(FIVE, true, ' ', 0)));
        assertEquals(5, FIVE.messagesPerOp(), "ns/msg is ns per round trip");
    }

    @Test
    void aWrongServerAWrongBodyOrARepeatedResponseFails() throws Exception {
        HttpPingPongResult swapped = play(FIVE, false, (char) 3, 0); // request 3 reported by server B
        assertEquals(1, swapped.violations());
        String server = assertThrows(InvalidResultException.class, () -> FIVE.validate(swapped)).getMessage();
        assertTrue(server.contains("the first: request 3 carried n=3 to server B; expected n=3 at server A"), server);
        HttpPingPongResult body = play(FIVE, false, ' ', 4);
        assertTrue(body.firstViolation().contains("was to n=4 with status 200 and body 'pong'"), body.firstViolation());
        HttpPingPongTally twice = new HttpPingPongTally(new HttpPingPongWorkload(2));
        twice.arrived(HttpPingPongTally.A, 1);
        twice.arrived(HttpPingPongTally.B, 2);
        twice.answered(1, 200, HttpPingPongTally.body(1));
        twice.answered(1, 200, HttpPingPongTally.body(1));
        assertEquals(1, twice.done().get().violations(), "the same response twice, and the op ends");
    }

    @Test
    void aFailureInTheFrameworkFailsTheOp() {
        HttpPingPongTally t = new HttpPingPongTally(FIVE);
        t.failed(new IllegalStateException("connection refused"));
        assertThrows(ExecutionException.class, () -> t.done().get());
    }

    /** The host's tables as a test sets them: the counters, and the server ports that have a connection listed. */
    private static HostSockets sockets(AtomicLong segments, Set<Integer> connected) {
        return new HostSockets() {
            @Override
            public TcpSegments segments() {
                return new TcpSegments(segments.get(), segments.get());
            }

            @Override
            public TcpConnections connections(Set<Integer> serverPorts) {
                return new TcpConnections(connected.stream().filter(serverPorts::contains)
                        .map(port -> new TcpConnections.Connection(port, 40_000 + port)).collect(Collectors.toSet()));
            }
        };
    }

    /**
     * The op's witness: the host's TCP counters must grow by one per round trip (its request), each way, and each
     * server's port must have a connection listed at the op's end.
     */
    @Test
    void theOpFailsWhenTheCountersOrThePortsDoNotShowTheRoundTrips() {
        AtomicLong segments = new AtomicLong();
        HostSockets both = sockets(segments, Set.copyOf(PORTS));
        HttpPingPongOp.Play inStep = tally -> {
            for (long n = 1; n > 0; ) {
                long next = tally.arrived(n % 2 == 1 ? HttpPingPongTally.A : HttpPingPongTally.B, n);
                tally.answered(n, 200, HttpPingPongTally.body(n));
                segments.addAndGet(2); // a request and a response, as loopback counts them
                n = next;
            }
            return tally.done();
        };
        assertEquals(5, HttpPingPongOp.run(FIVE, inStep, PORTS, both, Duration.ofSeconds(1), () -> "in step")
                .answers());
        HttpPingPongOp.Play noSockets = tally -> {
            segments.addAndGet(-2 * FIVE.httpPingPongCount()); // as if the counters had not moved
            return inStep.play(tally);
        };
        String e = assertThrows(InvalidResultException.class, () -> HttpPingPongOp.run(FIVE, noSockets, PORTS, both,
                Duration.ofSeconds(1), () -> "no sockets")).getMessage();
        assertTrue(e.contains("5 round trips moved 0 TCP segments each way on this host, expected at least 5"), e);
        // other programs' traffic moved the host's counters, but nothing reached server B's port
        String onlyA = assertThrows(InvalidResultException.class, () -> HttpPingPongOp.run(FIVE, inStep, PORTS,
                sockets(segments, Set.of(8081)), Duration.ofSeconds(1), () -> "only A")).getMessage();
        assertTrue(onlyA.contains("only A: no TCP connection to the server on port 8082 is listed after 5 round trips"),
                onlyA);
        assertTrue(onlyA.endsWith("the exchange did not cross HTTP over TCP"), onlyA);
        // one round trip reaches A only: B's port need not be listed
        HttpPingPongOp.Play oneRoundTrip = tally -> {
            tally.arrived(HttpPingPongTally.A, 1);
            tally.answered(1, 200, HttpPingPongTally.body(1));
            segments.addAndGet(2);
            return tally.done();
        };
        assertEquals(1, HttpPingPongOp.run(new HttpPingPongWorkload(1), oneRoundTrip, PORTS,
                sockets(segments, Set.of(8081)), Duration.ofSeconds(1), () -> "one").answers());
        HttpPingPongOp.Play lost = tally -> new CompletableFuture<>();
        assertThrows(InvalidResultException.class, () -> HttpPingPongOp.run(FIVE, lost, PORTS, both,
                Duration.ofMillis(50), () -> "lost"));
    }
}
