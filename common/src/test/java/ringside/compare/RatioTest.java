package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.report.Measurement;
import ringside.statistics.ForkSamples;
import ringside.workload.Workload;

/** The ratio B/A, its interval, and its reading by the suite's rule (overlapping intervals: no measured difference). */
class RatioTest {

    static Measurement m(double score, double error, String unit) {
        return new Measurement("pekko", "typed", Workload.PINGPONG, 1, "0", Map.of("pingPongCount", "2000"), score,
                error, unit, List.of(score), 10, "", "25", Double.NaN, Double.NaN,
                new ForkSamples(List.of(List.of(score))));
    }

    @Test
    void theIntervalRunsFromBsLowOverAsHighToBsHighOverAsLow() {
        Ratio r = Ratio.of(m(10, 1, "ms/op"), m(8, 0.5, "ms/op"));
        assertEquals(8.0 / 10, r.value(), 1e-12);
        assertEquals(7.5 / 11, r.low(), 1e-12);
        assertEquals(8.5 / 9, r.high(), 1e-12);
        assertEquals(Reading.FASTER, Reading.of(m(10, 1, "ms/op"), m(8, 0.5, "ms/op")));
        assertEquals(Reading.SLOWER, Reading.of(m(8, 0.5, "ms/op"), m(10, 1, "ms/op")));
        assertEquals(Reading.NO_DIFFERENCE, Reading.of(m(10, 1, "ms/op"), m(9.5, 1, "ms/op")));
    }

    /** The interval leaves out 1 exactly when the verdicts' rule finds a difference, over a grid of results. */
    @Test
    void theReadingAgreesWithTheIntervalEverywhere() {
        Measurement a = m(10, 1, "ms/op");
        int faster = 0;
        int slower = 0;
        int none = 0;
        for (int i = 0; i <= 40; i++) {
            for (int k = 0; k < 10; k++) {
                double score = 5 + 0.25 * i;
                double error = 0.05 + 0.3 * k; // never exactly on a bound of A's interval
                Measurement b = m(score, error, "ms/op");
                Ratio r = Ratio.of(a, b);
                Reading reading = Reading.of(a, b);
                assertEquals(r.high() < 1, reading == Reading.FASTER, "B " + score + " ± " + error);
                assertEquals(r.low() > 1, reading == Reading.SLOWER, "B " + score + " ± " + error);
                assertTrue(r.low() <= r.value() && r.value() <= r.high());
                faster += reading == Reading.FASTER ? 1 : 0;
                slower += reading == Reading.SLOWER ? 1 : 0;
                none += reading == Reading.NO_DIFFERENCE ? 1 : 0;
            }
        }
        assertTrue(faster > 0 && slower > 0 && none > 0, faster + " " + slower + " " + none); // the grid has each kind
    }

    @Test
    void aResultComparedWithItselfShowsNoDifference() {
        Measurement a = m(10, 1, "ms/op");
        assertEquals(Reading.NO_DIFFERENCE, Reading.of(a, a));
        assertEquals(1, Ratio.of(a, a).value(), 0);
    }

    @Test
    void anIntervalOfAThatReachesZeroLeavesTheUpperBoundOpen() {
        Ratio r = Ratio.of(m(10, 12, "ms/op"), m(8, 0.5, "ms/op"));
        assertEquals(Double.POSITIVE_INFINITY, r.high());
        assertEquals("0.34x–∞", CompareFormat.interval(r));
        assertEquals(Reading.NO_DIFFERENCE, Reading.of(m(10, 12, "ms/op"), m(8, 0.5, "ms/op")));
    }

    @Test
    void withoutAnErrorEstimateNothingIsEstablished() {
        Ratio r = Ratio.of(m(10, Double.NaN, "ms/op"), m(5, 0.1, "ms/op"));
        assertFalse(r.hasInterval());
        assertEquals("n/a", CompareFormat.interval(r));
        assertEquals(Reading.NO_ESTIMATE, Reading.of(m(10, Double.NaN, "ms/op"), m(5, 0.1, "ms/op")));
    }

    @Test
    void aRatioNeedsOneUnit() {
        assertThrows(IllegalArgumentException.class, () -> Ratio.of(m(10, 1, "ms/op"), m(10, 1, "us/op")));
    }
}
