package ringside.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.workload.Workload;

/** The program's stdout is read strictly: anything out of the protocol is refused, not skipped. */
class ProgramOutputTest {
    private static final String HEADER = "ringside-reference language=go version=go1.19 variant=goroutines"
            + " workload=ring\n";

    @Test
    void readsTheHeaderAndEachPhase() {
        ProgramOutput out = ProgramOutput.parse(HEADER + "warmup 1 ops=3 ns=300\nmeasure 1 ops=2 ns=250\n"
                + "measure 2 ops=4 ns=410\n", Reference.GO, Workload.RING, 1, 2);
        assertEquals("go1.19", out.version());
        assertEquals(List.of(new ProgramOutput.Iteration(3, 300)), out.warmup());
        assertEquals(List.of(new ProgramOutput.Iteration(2, 250), new ProgramOutput.Iteration(4, 410)),
                out.measured());
    }

    @Test
    void refusesWhatIsNotTheProtocol() {
        assertRefused("a stray line", HEADER + "measure 1 ops=2 ns=250\nhello\n", "unexpected line");
        assertRefused("another workload", HEADER.replace("workload=ring", "workload=pingpong") + "measure 1 ops=2 ns=250\n",
                "workload=pingpong, expected ring");
        assertRefused("another language", HEADER.replace("=go ", "=cpp ") + "measure 1 ops=2 ns=250\n",
                "language=cpp, expected go");
        assertRefused("too few iterations", HEADER, "expected 0 warm-up and 1 measured");
        assertRefused("no op", HEADER + "measure 1 ops=0 ns=250\n", "without an op");
        assertRefused("no header", "measure 1 ops=2 ns=250\n", "not its header");
        assertRefused("nothing", "", "printed nothing");
        assertRefused("warm-up after measuring", HEADER + "measure 1 ops=2 ns=250\nwarmup 1 ops=2 ns=250\n",
                "a warm-up line after");
    }

    private static void assertRefused(String what, String stdout, String reason) {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ProgramOutput.parse(stdout, Reference.GO, Workload.RING, 0, 1), what);
        assertTrue(e.getMessage().contains(reason), what + ": " + e.getMessage());
    }
}
