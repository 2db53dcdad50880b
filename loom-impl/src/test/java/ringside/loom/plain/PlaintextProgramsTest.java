package ringside.loom.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.http.PlaintextCheck;
import ringside.http.PlaintextProgram;

/** The side-by-side plaintext programs serve the plaintext exchange the contract asks for, each executor of them. */
class PlaintextProgramsTest {
    /** A JVM start and a server's; generous, since other builds may share the machine. */
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    @Test
    void theJdkServerServesPlaintextOnEachExecutor() throws Exception {
        for (String executor : List.of("cached", "fixed", "virtual")) {
            assertServes(JdkPlaintext.class, executor, "1");
        }
    }

    @Test
    void helidonServesPlaintext() throws Exception {
        assertServes(HelidonPlaintext.class, "1");
    }

    @Test
    void badArgumentsEndWithStatus2() throws Exception {
        assertEquals(2, PlaintextProgram.run(JdkPlaintext.class, TIMEOUT, "pooled", "1").status());
        assertEquals(2, PlaintextProgram.run(JdkPlaintext.class, TIMEOUT, "fixed", "0").status());
        assertEquals(2, PlaintextProgram.run(HelidonPlaintext.class, TIMEOUT, "one").status());
        assertEquals(2, PlaintextProgram.run(HelidonPlaintext.class, TIMEOUT).status());
    }

    private static void assertServes(Class<?> main, String... args) throws Exception {
        try (PlaintextProgram server = PlaintextProgram.start(main, TIMEOUT, args)) {
            PlaintextCheck.answers(server.port(), TIMEOUT); // the runner's own check before it measures
            server.assertServesPlaintext();
        }
    }
}
