package ringside.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The interval is over fork means, the independent unit; with one fork, over its iterations, and says so. */
class ForkSamplesTest {

    /** A fork of ten iterations around {@code mean}, alternating by {@code jitter} (its own spread). */
    static List<Double> fork(double mean, double jitter) {
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            out.add(mean + (i % 2 == 0 ? jitter : -jitter));
        }
        return out;
    }

    @Test
    void theIntervalIsStudentsTOverForkMeans() {
        ForkSamples apart = new ForkSamples(List.of(fork(90, 0.5), fork(100, 0.5), fork(110, 0.5)));
        // fork means 90, 100, 110: deviation 10; t(2) at 95% is 4.303
        assertEquals(4.3027 * 10 / Math.sqrt(3), apart.halfWidth(), 1e-3);
        assertEquals(100, apart.mean(), 1e-9);
        assertTrue(apart.acrossJvms());
        assertEquals(0.5 * Math.sqrt(10.0 / 9), apart.withinForkDeviation(), 1e-9);
    }

    @Test
    void twoForksGiveAnIntervalOnOneDegreeOfFreedom() {
        ForkSamples two = new ForkSamples(List.of(fork(99, 1), fork(101, 1)));
        // deviation sqrt(2), mean's deviation 1; t(1) at 95% is 12.706
        assertEquals(12.706, two.halfWidth(), 1e-3);
        assertEquals(1, two.estimate().degreesOfFreedom());
    }

    @Test
    void forksThatAgreeHaveANarrowIntervalHoweverTheirIterationsSwing() {
        ForkSamples agree = new ForkSamples(List.of(fork(100, 5), fork(100, 5), fork(100, 5)));
        assertEquals(0, agree.halfWidth(), 1e-9, "the iterations' swing averages out in each fork's mean");
    }

    @Test
    void oneForkFallsBackOnItsIterations() {
        ForkSamples one = new ForkSamples(List.of(fork(100, 1)));
        assertFalse(one.acrossJvms());
        // ten iterations of deviation sqrt(10/9); t(9) at 95% is 2.262
        assertEquals(2.262 * Math.sqrt(10.0 / 9) / Math.sqrt(10), one.halfWidth(), 1e-3);
    }

    @Test
    void oneIterationInAllHasNoInterval() {
        assertTrue(Double.isNaN(new ForkSamples(List.of(List.of(5.0))).halfWidth()));
        assertThrows(IllegalArgumentException.class, () -> new ForkSamples(List.of(List.of())));
        assertThrows(IllegalArgumentException.class, () -> new ForkSamples(List.of()));
    }

    @Test
    void oneMoreForkIsOneMoreSample() {
        ForkSamples s = new ForkSamples(List.of(fork(100, 1))).plus(fork(104, 1)).plus(fork(96, 1));
        assertEquals(3, s.forks());
        assertEquals(List.of(100.0, 104.0, 96.0), s.means());
    }

    @Test
    void theLevelIsSpelledAsDeclared() {
        assertEquals(ForkSamples.LEVEL, Math.round(ForkSamples.CONFIDENCE * 100) + "%");
    }
}
