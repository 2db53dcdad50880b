package ringside.kilim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import kilim.Scheduler;
import org.junit.jupiter.api.Test;
import ringside.contract.HttpService;
import ringside.http.PlaintextCheck;

/**
 * What the TCK does not see of Kilim's HTTP server: what closing it stops. Not its listening socket: Kilim closes that
 * channel but never its selector, so the socket stays bound until the JVM ends (NIO releases it at a next select).
 */
class KilimHttpTest {

    @Test
    void closingStopsTheListenerAndItsScheduler() throws Exception {
        HttpService server = new KilimHttp().servePlaintext(2);
        Scheduler sessions = Scheduler.defaultScheduler; // the server's, made the default while it runs
        PlaintextCheck.answers(server.port(), Duration.ofSeconds(10));
        server.close();

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!selectorThreads().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(List.of(), selectorThreads(), "Kilim's selector thread alive after close");
        assertNotNull(sessions, "the server's scheduler was Kilim's default");
        assertSame(null, Scheduler.defaultScheduler, "its shut-down scheduler is no longer Kilim's default");
    }

    private static List<String> selectorThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(name -> name.startsWith("KilimSelector")).toList();
    }
}
