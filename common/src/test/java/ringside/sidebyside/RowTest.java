package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** Each workload's sizes reach both sides the same way, in the row's unit; a row's depth is the ring's only. */
class RowTest {
    private static final Parameters SIZES = Parameters.resolve(Map.of("workerCount", "7", "ringSize", "100",
            "pingPongCount", "30", "sieveLimit", "500", "bigActors", "8", "bigPings", "40", "opTimeout", "9",
            "sideBySideWarmup", "1", "sideBySideTime", "2")::get);

    private static Row row(Workload workload, int depth) {
        return new Row("x", "loom", workload, "vthreads", "ringside.loom.plain.X", List.of("opt"), List.of(), "x",
                depth);
    }

    @Test
    void eachWorkloadsSizesFollowTheWindowOnBothSides() {
        assertEquals(List.of("opt", "2", "1", "2", "7", "100"), row(Workload.RING, 0).programArgs(SIZES, 2));
        assertEquals(List.of("opt", "2", "1", "2", "7", "100", "64"), row(Workload.RING, 64).programArgs(SIZES, 2));
        assertEquals(List.of("loom", "vthreads", "ring", "9", "2", "1", "2", "7", "100", "64"),
                row(Workload.RING, 64).ringsideArgs(SIZES, 2));
        assertEquals(List.of("30"), row(Workload.PINGPONG, 0).sizes(SIZES));
        assertEquals(List.of("loom", "vthreads", "sieve", "9", "1", "1", "2", "500"),
                row(Workload.SIEVE, 0).ringsideArgs(SIZES, 1));
        assertEquals(List.of("opt", "1", "1", "2", "8", "40"), row(Workload.BIG, 0).programArgs(SIZES, 1));
    }

    @Test
    void pingPongIsMillisecondsPerOpTheRestNanosecondsPerMessage() {
        assertEquals("ms/op", row(Workload.PINGPONG, 0).unit());
        for (Workload w : List.of(Workload.RING, Workload.SIEVE, Workload.BIG)) {
            assertEquals("ns/msg", row(w, 0).unit(), w.publicName());
        }
    }

    @Test
    void refusesWorkloadsItCannotRunAndDepthsOffTheRing() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> row(Workload.SELECT, 0)).getMessage()
                .contains("rows are ring, pingpong, sieve or big, not SELECT"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> row(Workload.SIEVE, 16)).getMessage()
                .contains("only a ring row has a stack depth"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> row(Workload.RING, -1)).getMessage()
                .startsWith("stackDepth: -1 is not accepted"));
    }
}
