package ringside.pekko.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import ringside.http.PlaintextCheck;
import ringside.http.PlaintextProgram;

/** The plaintext program serves the side-by-side contract's exchange, from Pekko HTTP, and refuses a bad argument. */
class PlaintextServerTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    @Test
    void servesPlaintextOverKeepAliveFromPekkoHttp() throws Exception {
        try (PlaintextProgram server = PlaintextProgram.start(PlaintextServer.class, TIMEOUT, "2")) {
            PlaintextCheck.answers(server.port(), TIMEOUT); // the runner's own check before it measures
            String by = server.assertServesPlaintext().header("Server");
            assertTrue(by != null && by.startsWith("pekko-http/"), "answered by Pekko HTTP, not " + by);
        }
    }

    @Test
    void refusesABadParallelismNamingIt() throws Exception {
        PlaintextProgram.Ended ended = PlaintextProgram.run(PlaintextServer.class, TIMEOUT, "0");
        assertEquals(2, ended.status(), ended.errors());
        assertTrue(ended.errors().contains("parallelism"), ended.errors());
    }
}
