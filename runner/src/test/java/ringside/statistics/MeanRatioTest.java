package ringside.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The ratio of two means and its interval, on synthetic data with known answers: a known ratio is found and
 * decided, and over many simulated pairs of equal results (A/A) the interval excludes 1 about as often as its level
 * allows, no more. Seeded, so the same numbers every run: a check of the statistics, not of luck.
 */
class MeanRatioTest {

    private static Estimate forks(double... means) {
        return Estimate.of(means);
    }

    @Test
    void aKnownRatioIsFoundAndDecided() {
        Estimate a = forks(10.0, 10.2, 9.8, 10.1, 9.9);
        Estimate b = forks(20.0, 20.4, 19.6, 20.2, 19.8);
        MeanRatio r = MeanRatio.of(a, b);
        assertEquals(2.0, r.value(), 1e-12);
        assertTrue(r.low() < 2 && r.high() > 2 && r.high() / r.low() < 1.05, r.toString());
        assertTrue(r.above1());
        assertTrue(MeanRatio.of(b, a).below1());
    }

    @Test
    void theIntervalIsStudentsTOnTheLogWithWelchsDegrees() {
        // equal relative spreads and fork counts: Welch's degrees are 2(n - 1) = 8; t(8) at 95% is 2.306
        Estimate a = forks(9, 10, 11, 10, 10);
        Estimate b = forks(18, 20, 22, 20, 20);
        double relative = Math.sqrt(0.5 / 5) / 10;
        MeanRatio r = MeanRatio.of(a, b);
        assertEquals(2 * Math.exp(-2.306 * Math.sqrt(2) * relative), r.low(), 1e-3);
        assertEquals(2 * Math.exp(2.306 * Math.sqrt(2) * relative), r.high(), 1e-3);
    }

    @Test
    void overlappingIntervalsCanStillDiffer() {
        // each mean's own 95% interval reaches the other's, yet the ratio's interval excludes 1
        Estimate a = forks(100, 104, 96, 102, 98, 100, 101, 99);
        Estimate b = forks(104, 108, 100, 106, 102, 104, 105, 103);
        assertTrue(a.mean() + a.halfWidth() > b.mean() - b.halfWidth(), "the two intervals overlap");
        assertTrue(MeanRatio.of(a, b).above1());
    }

    @Test
    void withoutASpreadNothingIsDecided() {
        MeanRatio r = MeanRatio.of(forks(10), forks(20, 21));
        assertFalse(r.hasInterval());
        assertFalse(r.above1() || r.below1());
        assertEquals(2.05, r.value(), 1e-12);
    }

    /** A/A: both sides drawn from one distribution; a 95% interval may exclude 1 in about 5% of pairs. */
    @Test
    void equalResultsDifferNoMoreOftenThanTheLevelAllows() {
        for (int forks : new int[] {3, 5, 10}) {
            for (double spread : new double[] {0.02, 0.2}) {
                double rate = falseAlarms(forks, forks, spread, 4000, new Random(forks * 31L + (long) (spread * 100)));
                assertTrue(rate <= 0.07 && rate >= 0.02, forks + " forks, spread " + spread + ": " + rate);
            }
        }
        double unequal = falseAlarms(3, 10, 0.1, 4000, new Random(7));
        assertTrue(unequal <= 0.07 && unequal >= 0.02, "3 forks against 10: " + unequal);
    }

    /** Coverage: a true ratio of 1.2 lies inside the interval in about 95% of simulated pairs. */
    @Test
    void theIntervalHoldsATrueRatioAsOftenAsItsLevelSays() {
        Random random = new Random(12);
        int misses = 0;
        int pairs = 4000;
        for (int i = 0; i < pairs; i++) {
            MeanRatio r = MeanRatio.of(draw(5, 100, 0.05, random), draw(5, 120, 0.05, random));
            if (!(r.low() <= 1.2 && 1.2 <= r.high())) {
                misses++;
            }
        }
        double rate = (double) misses / pairs;
        assertTrue(rate <= 0.07 && rate >= 0.02, "missed 1.2 in " + rate);
    }

    private static double falseAlarms(int forksA, int forksB, double spread, int pairs, Random random) {
        int alarms = 0;
        for (int i = 0; i < pairs; i++) {
            MeanRatio r = MeanRatio.of(draw(forksA, 100, spread, random), draw(forksB, 100, spread, random));
            if (r.above1() || r.below1()) {
                alarms++;
            }
        }
        return (double) alarms / pairs;
    }

    /** Fork means of a normal distribution around {@code mean} with a relative deviation {@code spread}. */
    private static Estimate draw(int forks, double mean, double spread, Random random) {
        double[] means = new double[forks];
        for (int f = 0; f < forks; f++) {
            means[f] = mean * (1 + spread * random.nextGaussian());
        }
        return Estimate.of(means);
    }
}
