package ringside.pekko.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import ringside.tck.PlaintextProgram;

/** The plaintext program serves the side-by-side contract's exchange, from Pekko HTTP, and refuses a bad argument. */
class PlaintextServerTest {
    @Test
    void servesPlaintextOverKeepAliveFromPekkoHttp() throws Exception {
        String by = PlaintextProgram.servesPlaintext(PlaintextServer.class, "2").header("Server");
        assertTrue(by != null && by.startsWith("pekko-http/"), "answered by Pekko HTTP, not " + by);
    }

    @Test
    void refusesABadParallelismNamingIt() throws Exception {
        PlaintextProgram.Ended ended = PlaintextProgram.run(PlaintextServer.class, PlaintextProgram.TIMEOUT, "0");
        assertEquals(2, ended.status(), ended.errors());
        assertTrue(ended.errors().contains("parallelism"), ended.errors());
    }
}
