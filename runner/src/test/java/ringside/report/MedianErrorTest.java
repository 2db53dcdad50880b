package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The report says how precise a run is per CPU set: the median of its results' relative errors. */
class MedianErrorTest {
    @Test
    void theMiddleResultsErrorPerCpuSet() throws Exception {
        // three results whose fork means spread by 1%, 5% and 20% of 100 ms: the median is the middle one's error
        Measurement narrow = SyntheticRuns.measurement("a", "x", List.of(SyntheticRuns.fork(99, 0.1),
                SyntheticRuns.fork(100, 0.1), SyntheticRuns.fork(101, 0.1)));
        Measurement middle = SyntheticRuns.measurement("b", "x", List.of(SyntheticRuns.fork(95, 0.1),
                SyntheticRuns.fork(100, 0.1), SyntheticRuns.fork(105, 0.1)));
        Measurement wide = SyntheticRuns.measurement("c", "x", List.of(SyntheticRuns.fork(80, 0.1),
                SyntheticRuns.fork(100, 0.1), SyntheticRuns.fork(120, 0.1)));
        assertNotEquals(narrow.relativeError(), middle.relativeError());
        assertEquals("The results' median error is " + Format.percent(middle.relativeError()) + " at CPUs 0. ",
                ReportDocument.medianErrors(List.of(wide, narrow, middle)));
        assertEquals("", ReportDocument.medianErrors(List.of()));
    }
}
