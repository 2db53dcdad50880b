package ringside.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The interval reported is the wider of JMH's and the fork means', so JVMs that settle apart widen it. */
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
    void jmhsHalfWidthTreatsEveryIterationAsOneSample() {
        ForkSamples s = new ForkSamples(List.of(fork(100, 1), fork(100, 1)));
        // 20 samples of deviation sqrt(20/19); t(19) at 99.9% is 3.883
        assertEquals(3.883 * Math.sqrt(20.0 / 19) / Math.sqrt(20), s.jmhHalfWidth(), 1e-3);
        assertEquals(100, s.mean(), 1e-9);
        assertTrue(Double.isNaN(s.forkHalfWidth()), "two forks give no interval over fork means");
        assertEquals(s.jmhHalfWidth(), s.halfWidth());
    }

    @Test
    void forksThatSettleApartWidenTheInterval() {
        ForkSamples apart = new ForkSamples(List.of(fork(90, 0.5), fork(100, 0.5), fork(110, 0.5)));
        // fork means 90, 100, 110: deviation 10; t(2) at 99.9% is 31.60
        assertEquals(31.60 * 10 / Math.sqrt(3), apart.forkHalfWidth(), 0.01);
        assertEquals(apart.forkHalfWidth(), apart.halfWidth());
        assertTrue(apart.jmhHalfWidth() < apart.halfWidth() / 10, "JMH's interval hides the forks' disagreement");
        assertEquals(0.5 * Math.sqrt(10.0 / 9), apart.withinForkDeviation(), 1e-9);
    }

    @Test
    void forksThatAgreeKeepJmhsInterval() {
        ForkSamples agree = new ForkSamples(List.of(fork(100, 5), fork(100, 5), fork(100, 5)));
        assertEquals(0, agree.forkHalfWidth(), 1e-9);
        assertEquals(agree.jmhHalfWidth(), agree.halfWidth());
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
}
