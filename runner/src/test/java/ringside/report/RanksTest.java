package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ringside.report.SyntheticRuns.fork;
import static ringside.report.SyntheticRuns.measurement;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import ringside.statistics.ForkSamples;
import ringside.workload.Workload;

/** Places as rank ranges: the ranks each result's interval allows, decided on the ratio of two means. */
class RanksTest {

    /** A result of three forks at these means, each fork's iterations steady. */
    private static Measurement forksAt(String variant, double... means) throws Exception {
        List<List<Double>> forks = new ArrayList<>();
        for (double mean : means) {
            forks.add(fork(mean, 0.01));
        }
        return measurement("loom", variant, forks);
    }

    @Test
    void aResultTakesTheRanksItsIntervalAllows() throws Exception {
        Measurement a = forksAt("a", 10, 10.2, 9.8);
        Measurement b = forksAt("b", 10.2, 10.4, 10.0); // 2% behind a, within the ratio's interval
        Measurement c = forksAt("c", 14, 14.2, 13.8); // behind both, decided
        Measurement d = forksAt("d", 30, 30.5, 29.5);
        Ranks ranks = new Ranks(List.of(d, c, b, a));
        assertEquals("1-2", ranks.of(a));
        assertEquals("1-2", ranks.of(b));
        assertEquals("3", ranks.of(c));
        assertEquals("4", ranks.of(d));
        assertEquals(List.of(a, b), ranks.leaders());
        assertEquals(List.of(a, b, c, d), ranks.byPlace());
        assertEquals("", ranks.of(forksAt("e", 1, 1, 1)), "not in the group: no place");
    }

    @Test
    void withoutAnIntervalNothingIsDecided() throws Exception {
        Measurement a = forksAt("a", 10, 10.1, 9.9);
        Measurement single = measurement("loom", "single", List.of(List.of(50.0))); // one iteration: no interval
        Ranks ranks = new Ranks(List.of(a, single));
        assertEquals("1-2", ranks.of(single));
        assertEquals("1-2", ranks.of(a));
    }

    /**
     * Over random groups, whatever the spreads: a result decidedly faster than another always has a better best rank
     * and a better worst rank, and comes first in the order of places.
     */
    @Test
    void aResultIsNeverPlacedAboveOneDecidedlyFaster() {
        Random random = new Random(3);
        for (int trial = 0; trial < 200; trial++) {
            List<Measurement> group = new ArrayList<>();
            for (int v = 0; v < 6; v++) {
                double mean = 10 * (1 + random.nextInt(4) * 0.1);
                double spread = random.nextDouble() * 0.2;
                List<List<Double>> forks = new ArrayList<>();
                for (int f = 0; f < 3 + random.nextInt(4); f++) {
                    forks.add(List.of(mean * (1 + spread * random.nextGaussian())));
                }
                group.add(new Measurement("loom", "v" + v, Workload.RING, 1, "0", Map.of(), mean, 0, "ms/op",
                        List.of(), 1, "", "25", 11, Double.NaN, new ForkSamples(forks)));
            }
            Ranks ranks = new Ranks(group);
            List<Measurement> order = ranks.byPlace();
            for (Measurement x : group) {
                for (Measurement y : group) {
                    if (x.decidedlyFaster(y)) {
                        assertTrue(ranks.place(x).best() < ranks.place(y).best()
                                && ranks.place(x).worst() < ranks.place(y).worst()
                                && order.indexOf(x) < order.indexOf(y), "trial " + trial);
                    }
                }
            }
        }
    }
}
