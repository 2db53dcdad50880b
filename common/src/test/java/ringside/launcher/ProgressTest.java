package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Map;
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
}
