package ringside.kilim.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import ringside.http.PlaintextCheck;
import ringside.http.PlaintextProgram;

/**
 * The plaintext program serves the side-by-side contract's exchange, from kilim.http, and refuses a bad argument. Its
 * sessions are Kilim tasks: unwoven, the first would end the JVM (Kilim exits on an unwoven task), and none answers.
 */
class PlaintextServerTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    @Test
    void servesPlaintextOverKeepAliveFromKilimHttp() throws Exception {
        try (PlaintextProgram server = PlaintextProgram.start(PlaintextServer.class, TIMEOUT, "2")) {
            PlaintextCheck.answers(server.port(), TIMEOUT); // the runner's own check before it measures
            String by = server.assertServesPlaintext().header("Server");
            assertTrue(by != null && by.startsWith("kilim"), "answered by kilim.http's response, not " + by);
        }
    }

    @Test
    void refusesABadParallelismNamingIt() throws Exception {
        PlaintextProgram.Ended ended = PlaintextProgram.run(PlaintextServer.class, TIMEOUT, "many");
        assertEquals(2, ended.status(), ended.errors());
        assertTrue(ended.errors().contains("parallelism"), ended.errors());
    }
}
