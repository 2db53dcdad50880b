package ringside.kilim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import kilim.Scheduler;
import org.junit.jupiter.api.Test;
import ringside.contract.HttpService;
import ringside.http.PlaintextCheck;

/** What the TCK does not see of Kilim's HTTP server: what closing it stops. */
class KilimHttpTest {

    @Test
    void closingStopsTheListenerItsSocketAndItsScheduler() throws Exception {
        HttpService server = new KilimHttp().servePlaintext(2);
        int port = server.port();
        Scheduler sessions = Scheduler.defaultScheduler; // the server's, made the default while it runs
        PlaintextCheck.answers(port, Duration.ofSeconds(10));
        server.close();

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!selectorThreads().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(List.of(), selectorThreads(), "Kilim's selector thread alive after close");
        assertThrows(IOException.class, () -> {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 1_000);
            }
        }, "the port still accepts after close");
        assertNotNull(sessions, "the server's scheduler was Kilim's default");
        assertSame(null, Scheduler.defaultScheduler, "its shut-down scheduler is no longer Kilim's default");
    }

    private static List<String> selectorThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(name -> name.startsWith("KilimSelector")).toList();
    }
}
