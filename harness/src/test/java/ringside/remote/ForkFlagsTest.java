package ringside.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Both sides' flags compared without a run's plumbing and order; a real difference named on both sides. */
class ForkFlagsTest {

    @Test
    void plumbingAndOrderAside() {
        assertEquals(Optional.empty(), ForkFlags.difference(List.of("-Xmx1g", "-XX:+UseG1GC"),
                List.of("-XX:+UseG1GC", "-Xmx1g", "-XX:CompileCommandFile=/tmp/f",
                        "-DcompilerBlackholesEnabled=true", "-XX:+UnlockDiagnosticVMOptions",
                        "-XX:+UnlockExperimentalVMOptions")));
    }

    @Test
    void anotherGcIsADifference() {
        assertEquals(Optional.of("the server's fork flags -XX:+UseG1GC (of -XX:+UseG1GC -Xmx1g) differ from the"
                + " client's -XX:+UseParallelGC (of -XX:+UseParallelGC -Xmx1g)"), ForkFlags.difference(
                        List.of("-Xmx1g", "-XX:+UseG1GC"), List.of("-Xmx1g", "-XX:+UseParallelGC")));
    }
}
