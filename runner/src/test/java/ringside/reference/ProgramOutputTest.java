package ringside.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import ringside.workload.Workload;

/** The program's stdout is read strictly: anything out of the protocol is refused, not skipped. */
class ProgramOutputTest {
    private static final String HEADER = "ringside-reference language=go version=go1.19 variant=goroutines"
            + " workload=ring\n";

    @Test
    void readsTheHeaderAndEachPhase() {
        ProgramOutput out = ProgramOutput.parse(HEADER + "warmup 1 ops=3 ns=300\nmeasure 1 ops=2 ns=250\n"
                + "measure 2 ops=4 ns=410\n", Reference.GO, Workload.RING, 1, 2, OptionalLong.empty());
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

    private static final String FOOTPRINT = HEADER.replace("workload=ring", "workload=footprint");
    private static final String LATENCY = HEADER.replace("workload=ring", "workload=latency");
    private static final String LATENCY_LINE = "measure 1 requests=2000 ns=1001000 p50=1000 p90=2047 p99=4095"
            + " p99.9=9000 max=12000 achieved=1999.25 lateness.p50=20 lateness.p99=300\n";

    @Test
    void readsFootprintsActorsBytesAndTime() {
        ProgramOutput out = ProgramOutput.parse(FOOTPRINT + "measure 1 actors=200 bytes=-4096 ns=7000\n",
                Reference.GO, Workload.FOOTPRINT, 0, 1, OptionalLong.of(200));
        assertEquals(List.of(new ProgramOutput.Iteration(200, 7000, Map.of(ProgramOutput.BYTES, -4096.0))),
                out.measured());
        assertThrows(IllegalStateException.class, () -> ProgramOutput.parse(FOOTPRINT
                + "measure 1 actors=200 bytes=4096\n", Reference.GO, Workload.FOOTPRINT, 0, 1, OptionalLong.of(200)),
                "the line without its time is the old protocol's");
        IllegalStateException other = assertThrows(IllegalStateException.class, () -> ProgramOutput.parse(FOOTPRINT
                + "measure 1 actors=100 bytes=4096 ns=7000\n", Reference.GO, Workload.FOOTPRINT, 0, 1,
                OptionalLong.of(200)));
        assertTrue(other.getMessage().contains("where the run asked for 200"), other.getMessage());
    }

    @Test
    void readsLatencysFiguresByTheirLabels() {
        ProgramOutput out = ProgramOutput.parse(LATENCY + LATENCY_LINE, Reference.GO, Workload.LATENCY, 0, 1,
                OptionalLong.of(2000));
        ProgramOutput.Iteration it = out.measured().get(0);
        assertEquals(2000, it.count());
        assertEquals(1001000, it.nanos());
        assertEquals(Map.of("p50", 1000.0, "p90", 2047.0, "p99", 4095.0, "p99.9", 9000.0, "max", 12000.0, "achieved",
                1999.25, "lateness.p50", 20.0, "lateness.p99", 300.0), it.figures());
    }

    @Test
    void refusesALatencyLineNoHistogramGives() {
        for (String bad : List.of(LATENCY_LINE.replace("p90=2047", "p90=999"), // below p50
                LATENCY_LINE.replace("max=12000", "max=8999"), // below p99.9
                LATENCY_LINE.replace("lateness.p99=300", "lateness.p99=19"),
                LATENCY_LINE.replace("achieved=1999.25", "achieved=0"),
                LATENCY_LINE.replace(" p99.9=9000", ""), // a figure missing
                LATENCY_LINE.replace("p50=1000", "p50=1.5"))) { // not integer nanoseconds
            assertThrows(IllegalStateException.class, () -> ProgramOutput.parse(LATENCY + bad, Reference.GO,
                    Workload.LATENCY, 0, 1, OptionalLong.of(2000)), bad);
        }
        assertThrows(IllegalStateException.class, () -> ProgramOutput.parse(LATENCY + LATENCY_LINE, Reference.GO,
                Workload.LATENCY, 0, 1, OptionalLong.of(3000)), "fewer requests than the run asked for");
    }

    private static void assertRefused(String what, String stdout, String reason) {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ProgramOutput.parse(stdout, Reference.GO, Workload.RING, 0, 1, OptionalLong.empty()), what);
        assertTrue(e.getMessage().contains(reason), what + ": " + e.getMessage());
    }
}
