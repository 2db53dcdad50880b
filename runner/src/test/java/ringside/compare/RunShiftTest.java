package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.report.StoredResults;

/** The run's shift as a whole: the median B/A over the rows, and over the reference programs' rows alone. */
class RunShiftTest {
    private static final String PING_PONG = "ringside.bench.PingPongBenchmark.pingpong";

    private static TinyRun run(double scale) {
        return new TinyRun().pingpong("typed", "2000", TinyRun.around(5 * scale, 0.02))
                .pingpong("typed-tuned", "2000", TinyRun.around(6 * scale, 0.02))
                .result("go", "goroutines", PING_PONG, "0", Map.of("pingPongCount", "2000"), "ms/op",
                        TinyRun.around(2 * scale, 0.02));
    }

    private static List<Row> rows(TinyRun a, TinyRun b, Path dir) throws Exception {
        return Matching.of(StoredResults.timed(a.write(dir.resolve("a"))),
                StoredResults.timed(b.write(dir.resolve("b")))).rows();
    }

    @Test
    void everyRowFasterInBTheReferenceToo(@TempDir Path dir) throws Exception {
        RunShift shift = RunShift.of(rows(run(1), run(0.9), dir)).orElseThrow();
        assertEquals(3, shift.rows());
        assertEquals(0.9, shift.median(), 1e-9);
        assertEquals(3, shift.below());
        assertEquals(0, shift.above());
        assertEquals(1, shift.references());
        assertEquals(0.9, shift.referenceMedian(), 1e-9);
        assertEquals("B/A over the 3 rows: median 0.90x, 3 below 1 and 0 above; over the 1 row of the reference"
                + " programs, which run no JVM: median 0.90x. Where the references move with the rest, the machine"
                + " moved between the runs, not the frameworks", shift.text());
    }

    @Test
    void withoutReferencesOnlyTheRowsMedian(@TempDir Path dir) throws Exception {
        TinyRun a = new TinyRun().pingpong("typed", "2000", TinyRun.around(5, 0.02))
                .pingpong("typed-tuned", "2000", TinyRun.around(6, 0.02));
        TinyRun b = new TinyRun().pingpong("typed", "2000", TinyRun.around(4, 0.02))
                .pingpong("typed-tuned", "2000", TinyRun.around(6.6, 0.02));
        RunShift shift = RunShift.of(rows(a, b, dir)).orElseThrow();
        assertEquals(0.95, shift.median(), 1e-9, "the mean of the middle two: 0.8x and 1.1x");
        assertEquals(0, shift.references());
        assertFalse(shift.text().contains("reference"), shift.text());
        assertTrue(shift.text().startsWith("B/A over the 2 rows: median 0.95x, 1 below 1 and 1 above"));
    }

    @Test
    void noRowsNoShift() {
        assertTrue(RunShift.of(List.of()).isEmpty());
    }
}
