package ringside.loom.plain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static ringside.http.PlaintextProgram.assertServesPlaintext;
import static ringside.http.PlaintextProgram.exitStatus;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The side-by-side plaintext programs serve the plaintext exchange the contract asks for, each executor of them. */
class PlaintextProgramsTest {

    @Test
    void theJdkServerServesPlaintextOnEachExecutor() throws Exception {
        for (String executor : List.of("cached", "fixed", "virtual")) {
            assertServesPlaintext(JdkPlaintext.class.getName(), List.of(), executor, "1");
        }
    }

    @Test
    void helidonServesPlaintext() throws Exception {
        assertServesPlaintext(HelidonPlaintext.class.getName(), List.of(), "1");
    }

    @Test
    void badArgumentsEndWithStatus2() throws Exception {
        assertEquals(2, exitStatus(JdkPlaintext.class.getName(), "pooled", "1"));
        assertEquals(2, exitStatus(JdkPlaintext.class.getName(), "fixed", "0"));
        assertEquals(2, exitStatus(HelidonPlaintext.class.getName(), "one"));
        assertEquals(2, exitStatus(HelidonPlaintext.class.getName()));
    }
}
