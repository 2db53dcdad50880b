package ringside.statistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ringside.statistics.ForkSamplesTest.fork;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The two levels of variance, on data with a known answer. */
class VarianceComponentsTest {

    @Test
    void forksThatSettleApartPutTheVarianceBetweenForks() {
        // iterations swing by 1 inside each fork (variance 10/9); fork means 90, 100, 110 (variance 100)
        VarianceComponents v = VarianceComponents.of(new ForkSamples(List.of(fork(90, 1), fork(100, 1),
                fork(110, 1))));
        assertEquals(10.0 / 9, v.within(), 1e-9);
        assertEquals(100, v.forkMeans(), 1e-9);
        assertEquals(100 - 10.0 / 9 / 10, v.between(), 1e-9);
        assertTrue(v.betweenShare() > 0.98, "nearly all of it between forks: " + v.betweenShare());
    }

    @Test
    void forksThatAgreePutItInsideThem() {
        VarianceComponents v = VarianceComponents.of(new ForkSamples(List.of(fork(100, 5), fork(100, 5),
                fork(100, 5))));
        assertEquals(0, v.between(), 1e-9);
        assertEquals(0, v.betweenShare(), 1e-9);
    }

    /** Simulated two-level data: a fork effect of variance 4 and iteration noise of variance 1, recovered. */
    @Test
    void aKnownSplitIsRecovered() {
        Random random = new Random(5);
        double between = 0;
        double within = 0;
        int runs = 400;
        for (int r = 0; r < runs; r++) {
            List<List<Double>> forks = new ArrayList<>();
            for (int f = 0; f < 10; f++) {
                double forkMean = 100 + 2 * random.nextGaussian();
                List<Double> iterations = new ArrayList<>();
                for (int i = 0; i < 5; i++) {
                    iterations.add(forkMean + random.nextGaussian());
                }
                forks.add(iterations);
            }
            VarianceComponents v = VarianceComponents.of(new ForkSamples(forks));
            between += v.between() / runs;
            within += v.within() / runs;
        }
        assertEquals(4, between, 0.3);
        assertEquals(1, within, 0.05);
    }

    @Test
    void oneForkHasNoShare() {
        VarianceComponents v = VarianceComponents.of(new ForkSamples(List.of(fork(100, 1))));
        assertTrue(Double.isNaN(v.betweenShare()));
        assertTrue(Double.isNaN(v.betweenShareOfForkMeans()));
    }

    /**
     * Ten iterations a fork swinging by 3 (variance 10), fork means 98, 100, 102 (variance 4): of the fork means'
     * variance the iterations explain 10 / 10 = 1, so 3 of 4 lies between forks, though of one iteration's variance
     * only 3 of 13 does.
     */
    @Test
    void theForkMeansShareCountsTheIterationsPerFork() {
        VarianceComponents v = VarianceComponents.of(new ForkSamples(List.of(fork(98, 3), fork(100, 3),
                fork(102, 3))));
        assertEquals(3, v.between(), 1e-9);
        assertEquals(3.0 / 13, v.betweenShare(), 1e-9);
        assertEquals(0.75, v.betweenShareOfForkMeans(), 1e-9);
    }
}
