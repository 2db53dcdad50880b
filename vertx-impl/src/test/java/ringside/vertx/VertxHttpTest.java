package ringside.vertx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import ringside.contract.HttpService;
import ringside.http.PlaintextCheck;

/** What the TCK does not see of the HTTP stack: its threads, and that closing it frees its port and threads. */
class VertxHttpTest {

    /** One server instance per event loop on one shared port: p event loops, one acceptor, nothing else. */
    @Test
    void servesOnPEventLoopsAndClosesEverything() throws Exception {
        HttpService server = new VertxHttp().servePlaintext(2);
        int port = server.port();
        PlaintextCheck.answers(port, Duration.ofSeconds(10));
        List<String> running = VertxRuntimeTest.vertxThreads();
        assertEquals(2, running.stream().filter(name -> name.startsWith(VertxRuntime.EVENT_LOOP_THREAD)).count(),
                "event loops: " + running);
        assertTrue(running.stream().allMatch(name -> name.startsWith(VertxRuntime.EVENT_LOOP_THREAD)
                || name.startsWith("vert.x-acceptor-thread-") || name.equals("vertx-blocked-thread-checker")),
                "threads of the HTTP stack: " + running);

        server.close();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!VertxRuntimeTest.vertxThreads().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(List.of(), VertxRuntimeTest.vertxThreads(), "threads of Vert.x alive after close");
        assertThrows(IOException.class, () -> {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 1_000);
            }
        }, "the port still accepts after close");
    }
}
