package ringside.loom.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.tck.PlaintextProgram;

/** The side-by-side plaintext programs serve the plaintext exchange the contract asks for, each executor of them. */
class PlaintextProgramsTest {
    @Test
    void theJdkServerServesPlaintextOnEachExecutor() throws Exception {
        for (String executor : List.of("cached", "fixed", "virtual")) {
            PlaintextProgram.servesPlaintext(JdkPlaintext.class, executor, "1");
        }
    }

    @Test
    void helidonServesPlaintext() throws Exception {
        PlaintextProgram.servesPlaintext(HelidonPlaintext.class, "1");
    }

    @Test
    void badArgumentsEndWithStatus2() throws Exception {
        assertEquals(2, PlaintextProgram.run(JdkPlaintext.class, PlaintextProgram.TIMEOUT, "pooled", "1").status());
        assertEquals(2, PlaintextProgram.run(JdkPlaintext.class, PlaintextProgram.TIMEOUT, "fixed", "0").status());
        assertEquals(2, PlaintextProgram.run(HelidonPlaintext.class, PlaintextProgram.TIMEOUT, "one").status());
        assertEquals(2, PlaintextProgram.run(HelidonPlaintext.class, PlaintextProgram.TIMEOUT).status());
    }
}
