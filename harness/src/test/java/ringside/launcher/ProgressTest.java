package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ProgressTest {

    @Test
    void positionCountsTheWholeRun() {
        Progress p = new Progress(4, 12, 0);
        assertEquals("[5/12]", p.position(0));
        assertEquals("[7/12]", p.position(2));
    }

    @Test
    void estimateAssumesTheAverageSoFar() {
        Progress p = new Progress(2, 6, 0);
        // 4 done in 40 s: 2 left at 10 s each
        assertEquals("elapsed 40s, about 20s left", p.timing(2, 40_000));
        assertEquals("elapsed 0s, no estimate yet", new Progress(0, 6, 0).timing(0, 0));
    }

    /** What the suite hands each module's launcher, in the env vars fromEnvironment reads. */
    @Test
    void travelsAsEnvVars() {
        assertEquals(Map.of("progressDone", "4", "progressTotal", "12", "progressStart", "65"),
                new Progress(4, 12, 65_000).environment());
    }

    @Test
    void durationsReadLikeAClock() {
        assertEquals("59s", Progress.format(Duration.ofSeconds(59)));
        assertEquals("1m05s", Progress.format(Duration.ofSeconds(65)));
        assertEquals("2h03m", Progress.format(Duration.ofSeconds(2 * 3600 + 3 * 60 + 9)));
    }

    /** Before anything finished, the plan's estimate; then what is left of it, at the pace of what finished. */
    @Test
    void estimatesAreScaledByHowTheFinishedBenchmarksComparedWithTheirs() {
        // 100 s estimated before this module, 400 s in all; this module's two benchmarks 50 s each
        Progress p = new Progress(3, 8, 0, 100, 400, List.of(50.0, 50.0), 0);
        assertEquals("elapsed 2m30s, about 7m30s left", p.timing(0, 150_000), "took 1.5 times the estimate so far");
        assertEquals("elapsed 1m15s, about 2m05s left", p.timing(1, 75_000), "half the estimate so far");
        assertEquals("elapsed 0s, about 6m40s left", new Progress(0, 8, 0, 0, 400, List.of(50.0), 0).timing(0, 0));
    }

    /** A benchmark that would not end by the deadline says so, with its estimate at the pace so far. */
    @Test
    void aBenchmarkIsLateWhenItsEstimateAtThePaceSoFarPassesTheDeadline() {
        Progress p = new Progress(0, 2, 0, 0, 200, List.of(100.0, 100.0), 150_000);
        assertEquals(Optional.empty(), p.late(0, 0), "100 s fit in 150 s");
        assertEquals(Optional.of("estimated 1m50s, 40s left"), p.late(1, 110_000), "110 s do not fit in 40 s");
        // the first took twice its estimate: the second is expected to as well
        Progress slow = new Progress(0, 2, 0, 0, 200, List.of(50.0, 50.0), 150_000);
        assertEquals(Optional.of("estimated 1m40s, 50s left"), slow.late(1, 100_000));
        assertEquals(Optional.empty(), new Progress(0, 2, 0, 0, 200, List.of(100.0, 100.0), 0).late(1, 110_000),
                "no deadline: never late");
    }

    /** With a precision round to come, the time left says its bound too, at the pace so far and within the deadline. */
    @Test
    void withAPrecisionRoundTheTimeLeftSaysTheRoundsBoundToo() {
        Progress p = new Progress(0, 2, 0, 0, 200, List.of(100.0, 100.0), 0, 600);
        assertEquals("elapsed 0s, about 3m20s left, up to 13m20s with the precision round", p.timing(0, 0));
        assertEquals("elapsed 3m20s, about 3m20s left, up to 23m20s with the precision round", p.timing(1, 200_000),
                "the first took twice its estimate: the rest and the round are expected to as well");
        Progress budgeted = new Progress(0, 2, 0, 0, 200, List.of(100.0, 100.0), 500_000, 600);
        assertEquals("elapsed 0s, about 3m20s left, up to 8m20s with the precision round", budgeted.timing(0, 0),
                "the round ends with the budget");
        assertEquals("elapsed 0s, about 3m20s left", new Progress(0, 2, 0, 0, 200, List.of(100.0, 100.0), 500_000)
                .timing(0, 0), "no round: the planned benchmarks only");
        assertEquals("elapsed 0s, about 3m20s left", new Progress(0, 2, 0, 0, 200, List.of(100.0, 100.0), 150_000,
                600).timing(0, 0), "the planned benchmarks fill the budget: no room for a round, nothing to add");
    }

    @Test
    void estimatesAndTheDeadlineTravelAsEnvVarsToo() {
        Progress p = new Progress(3, 8, 65_000, 100.5, 400, List.of(50.0, 25.5), 900_000, 1800);
        assertEquals(p, Progress.fromEnvironment(p.environment(), 2));
        assertEquals(Set.copyOf(Progress.ENV_VARS), p.environment().keySet());
    }
}
