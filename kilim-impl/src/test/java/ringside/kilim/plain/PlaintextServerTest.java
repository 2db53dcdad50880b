package ringside.kilim.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import ringside.tck.PlaintextProgram;

/**
 * The plaintext program serves the side-by-side contract's exchange, from kilim.http, and refuses a bad argument. Its
 * sessions are Kilim tasks: unwoven, the first would end the JVM (Kilim exits on an unwoven task), and none answers.
 */
class PlaintextServerTest {
    @Test
    void servesPlaintextOverKeepAliveFromKilimHttp() throws Exception {
        String by = PlaintextProgram.servesPlaintext(PlaintextServer.class, "2").header("Server");
        assertTrue(by != null && by.startsWith("kilim"), "answered by kilim.http's response, not " + by);
    }

    @Test
    void refusesABadParallelismNamingIt() throws Exception {
        PlaintextProgram.Ended ended = PlaintextProgram.run(PlaintextServer.class, PlaintextProgram.TIMEOUT, "many");
        assertEquals(2, ended.status(), ended.errors());
        assertTrue(ended.errors().contains("parallelism"), ended.errors());
    }
}
