package ringside.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Kalibera and Jones's plan on data with known answers: the iterations per fork, the forks, the predicted error. */
class RepetitionPlanTest {
    private static final Precision FIVE_PERCENT = new Precision(0.05);

    /** sqrt(fork cost / iteration cost x within / between): 4 s a fork, 1 s an iteration, within 4, between 1: 4. */
    @Test
    void theOptimumOfKaliberaAndJones() {
        assertEquals(4, RepetitionPlan.iterationsPerFork(components(4, 1, 2), 4, 1));
        assertEquals(1, RepetitionPlan.iterationsPerFork(components(4, 1, 2), 0.25, 1), "a cheap fork: 1 iteration");
        assertEquals(RepetitionPlan.MAX_ITERATIONS_PER_FORK, RepetitionPlan.iterationsPerFork(components(100, 1, 2),
                100, 1), "sqrt(10,000) is 100: kept at the most");
    }

    @Test
    void iterationsThatAgreeGetOneAForkAndForksThatAgreeTheMost() {
        assertEquals(1, RepetitionPlan.iterationsPerFork(components(0, 5, 2), 4, 1));
        assertEquals(RepetitionPlan.MAX_ITERATIONS_PER_FORK, RepetitionPlan.iterationsPerFork(components(4, 0, 2),
                4, 1), "fork means spread no more than their iterations explain: between is 0");
    }

    /**
     * Fork means 90, 110, 100 with steady iterations: between-fork variance 100 on a mean of 100. At n forks the
     * relative half-width is t(n - 1) x 10 / sqrt(n) / 100: 5.14% at 17 forks (t(16) = 2.1199), 4.97% at 18
     * (t(17) = 2.1098).
     */
    @Test
    void theFewestForksWhoseIntervalIsPredictedWithinTheTarget() {
        ForkSamples pilot = new ForkSamples(List.of(List.of(90.0, 90.0), List.of(110.0, 110.0),
                List.of(100.0, 100.0)));
        RepetitionPlan plan = RepetitionPlan.of(pilot, 3, 1, FIVE_PERCENT, 20);
        assertEquals(1, plan.iterationsPerFork());
        assertEquals(18, plan.forks());
        assertEquals(2.1098 * 10 / Math.sqrt(18) / 100, plan.predicted(), 1e-4);
        assertTrue(plan.reachable());

        RepetitionPlan capped = RepetitionPlan.of(pilot, 3, 1, FIVE_PERCENT, 10);
        assertFalse(capped.reachable());
        assertEquals(10, capped.forks());
        assertEquals(2.2622 * 10 / Math.sqrt(10) / 100, capped.predicted(), 1e-4, "t(9) = 2.2622");
    }

    @Test
    void aPilotAlreadyWithinTheTargetNeedsNoMoreForks() {
        ForkSamples pilot = new ForkSamples(List.of(List.of(100.0, 100.2), List.of(100.1, 99.9),
                List.of(100.0, 100.1)));
        RepetitionPlan plan = RepetitionPlan.of(pilot, 3, 1, FIVE_PERCENT, 10);
        assertEquals(3, plan.forks());
        assertTrue(plan.predicted() <= 0.05);
    }

    /**
     * Simulated two-level data whose parts are known (a fork effect of variance 4, iteration noise of variance 16), a
     * fork costing 9 iterations: the optimum is sqrt(9 x 16 / 4) = 6, and a large pilot recovers it.
     */
    @Test
    void aLargePilotRecoversTheOptimumOfKnownParts() {
        Random random = new Random(11);
        List<List<Double>> forks = new ArrayList<>();
        for (int f = 0; f < 400; f++) {
            double forkMean = 100 + 2 * random.nextGaussian();
            List<Double> iterations = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                iterations.add(forkMean + 4 * random.nextGaussian());
            }
            forks.add(iterations);
        }
        assertEquals(6, RepetitionPlan.of(new ForkSamples(forks), 9, 1, FIVE_PERCENT, 10).iterationsPerFork());
    }

    @Test
    void aPlanNeedsTwoForksAndCosts() {
        ForkSamples one = new ForkSamples(List.of(List.of(1.0, 2.0)));
        assertThrows(IllegalArgumentException.class, () -> RepetitionPlan.of(one, 3, 1, FIVE_PERCENT, 10));
        ForkSamples two = new ForkSamples(List.of(List.of(1.0, 2.0), List.of(1.5, 2.5)));
        assertThrows(IllegalArgumentException.class, () -> RepetitionPlan.of(two, 3, 0, FIVE_PERCENT, 10));
    }

    /** Components as {@link VarianceComponents#of} computes them: fork means' variance is between + within / r. */
    private static VarianceComponents components(double within, double between, int perFork) {
        return new VarianceComponents(within, between + within / perFork, perFork);
    }
}
