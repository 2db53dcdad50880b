package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.report.Measurement;
import ringside.statistics.ForkSamples;
import ringside.statistics.MeanRatio;
import ringside.workload.Workload;

/** A row's reading: B faster or slower only where the interval of B's mean over A's leaves out 1. */
class ReadingTest {

    /** A result whose forks settled at these means (one iteration each), in {@code unit}. */
    static Measurement m(String unit, double... forkMeans) {
        List<List<Double>> forks = Arrays.stream(forkMeans).mapToObj(List::of).toList();
        ForkSamples samples = new ForkSamples(forks);
        return new Measurement("pekko", "typed", Workload.PINGPONG, 1, "0", Map.of("pingPongCount", "2000"),
                samples.mean(), samples.halfWidth(), unit, samples.means(), 1, "", "25", Double.NaN, Double.NaN,
                samples);
    }

    @Test
    void aDecidedRatioReadsFasterOrSlower() {
        Measurement a = m("ms/op", 10, 10.4, 9.6, 10.2, 9.8);
        Measurement b = m("ms/op", 8, 8.2, 7.8, 8.1, 7.9);
        MeanRatio r = a.ratioTo(b);
        assertEquals(0.8, r.value(), 1e-12);
        assertTrue(r.high() < 1);
        assertEquals(Reading.FASTER, Reading.of(a, b));
        assertEquals(Reading.SLOWER, Reading.of(b, a));
        assertEquals(Reading.NO_DIFFERENCE, Reading.of(a, m("ms/op", 9.9, 10.3, 9.5, 10.1, 9.7)));
    }

    /** The reading agrees with the ratio's interval over a grid of results. */
    @Test
    void theReadingAgreesWithTheIntervalEverywhere() {
        Measurement a = m("ms/op", 10, 10.3, 9.7);
        int faster = 0;
        int slower = 0;
        int none = 0;
        for (int i = 0; i <= 40; i++) {
            for (int k = 0; k < 10; k++) {
                double score = 5 + 0.25 * i;
                double spread = 0.05 + 0.3 * k;
                Measurement b = m("ms/op", score - spread, score, score + spread);
                MeanRatio r = a.ratioTo(b);
                Reading reading = Reading.of(a, b);
                assertEquals(r.below1(), reading == Reading.FASTER, "B " + score + " ± " + spread);
                assertEquals(r.above1(), reading == Reading.SLOWER, "B " + score + " ± " + spread);
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
        Measurement a = m("ms/op", 10, 11, 9);
        assertEquals(Reading.NO_DIFFERENCE, Reading.of(a, a));
        assertEquals(1, a.ratioTo(a).value(), 0);
    }

    @Test
    void oneForkEstablishesNothing() {
        Measurement one = new Measurement("pekko", "typed", Workload.PINGPONG, 1, "0", Map.of(), 10, 0.1, "ms/op",
                List.of(10.0), 3, "", "25", Double.NaN, Double.NaN, new ForkSamples(List.of(List.of(9.9, 10.0,
                        10.1))));
        assertEquals(Reading.NO_ESTIMATE, Reading.of(one, m("ms/op", 5, 5.1, 4.9)));
        assertTrue(one.ratioTo(m("ms/op", 5, 5.1, 4.9)).hasInterval(), "its iterations still give the ratio's width");
    }

    @Test
    void withoutAnErrorEstimateNothingIsEstablished() {
        Measurement single = m("ms/op", 10);
        assertFalse(single.ratioTo(m("ms/op", 5, 5.1, 4.9)).hasInterval());
        assertEquals("n/a", CompareFormat.interval(single.ratioTo(m("ms/op", 5, 5.1))));
        assertEquals(Reading.NO_ESTIMATE, Reading.of(single, m("ms/op", 5, 5.1, 4.9)));
    }

    @Test
    void unitsAreReadAsTheySay() {
        MeanRatio r = m("ms/op", 10, 10.1, 9.9).ratioTo(m("us/op", 5000, 5050, 4950));
        assertEquals(0.5, r.value(), 1e-12);
        assertTrue(r.below1());
    }
}
