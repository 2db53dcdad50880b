package ringside.akka.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import ringside.tck.PlaintextProgram;

/** The plaintext program serves the side-by-side contract's exchange, from Akka HTTP, and refuses a bad argument. */
class PlaintextServerTest {
    @Test
    void servesPlaintextOverKeepAliveFromAkkaHttp() throws Exception {
        String by = PlaintextProgram.servesPlaintext(PlaintextServer.class, "2").header("Server");
        assertTrue(by != null && by.startsWith("akka-http/"), "answered by Akka HTTP, not " + by);
    }

    @Test
    void refusesABadParallelismNamingIt() throws Exception {
        PlaintextProgram.Ended ended = PlaintextProgram.run(PlaintextServer.class, PlaintextProgram.TIMEOUT, "0");
        assertEquals(2, ended.status(), ended.errors());
        assertTrue(ended.errors().contains("parallelism"), ended.errors());
    }
}
