package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import ringside.workload.Workload;
import ringside.statistics.ForkSamples;

/** Places that claim no more than the error bars: within each other's bars, results share a place. */
class RanksTest {

    private static Measurement m(String variant, double score, double error) {
        return new Measurement("loom", variant, Workload.RING, 1, "0", Map.of("ringSize", "10"), score, error, "ms/op",
                List.of(score), 5, "", "25", 11, Double.NaN,
                new ForkSamples(List.of(List.of(score))));
    }

    @Test
    void resultsWithinEachOthersErrorBarsShareAPlace() {
        Measurement a = m("a", 10, 1);
        Measurement b = m("b", 12, 1.5); // overlaps a
        Measurement c = m("c", 14, 1); // overlaps b, but is behind a beyond both bars
        Measurement d = m("d", 30, 1);
        Ranks ranks = new Ranks(List.of(d, c, b, a));
        assertEquals("1=", ranks.of(a));
        assertEquals("1=", ranks.of(b));
        assertEquals("2", ranks.of(c));
        assertEquals("4", ranks.of(d));
        assertEquals(Map.of(1, List.of(a, b)), ranks.ties());
        assertEquals("", ranks.of(m("e", 1, 0.1)), "not in the group: no place");
    }

    /** A result whose error is above a fifth of its score, and whose width alone joins it to a place, says so. */
    @Test
    void aWideResultThatTiesByItsWidthAloneSaysSo() {
        Measurement narrow = m("narrow", 10, 0.5);
        Measurement wide = m("wide", 20, 10.4); // 52%: its interval reaches narrow's; narrow's does not reach its mean
        Ranks ranks = new Ranks(List.of(narrow, wide));
        assertEquals("1=", ranks.of(wide), "the rule is unchanged: overlapping intervals tie");
        assertEquals(Optional.of("ties by its width: error 52%; more forks narrow it"), ranks.widthNote(wide));
        assertEquals(Optional.empty(), ranks.widthNote(narrow), "5%: its own width joins nothing");
    }

    @Test
    void noWidthNoteWhereBothIntervalsReachOrNoPlaceIsShared() {
        Measurement x = m("x", 10, 3); // 30%
        Measurement y = m("y", 12, 3); // 25%: each mean inside the other's interval
        Ranks ranks = new Ranks(List.of(x, y));
        assertEquals("1=", ranks.of(x));
        assertEquals(Optional.empty(), ranks.widthNote(x));
        assertEquals(Optional.empty(), ranks.widthNote(y));
        Measurement behind = m("behind", 100, 25); // wide, but behind beyond both bars: a place of its own
        Ranks apart = new Ranks(List.of(m("a", 10, 0.5), behind));
        assertEquals("2", apart.of(behind));
        assertEquals(Optional.empty(), apart.widthNote(behind));
        Measurement single = m("single", 50, Double.NaN); // no error estimate: not wide, unknown
        assertEquals(Optional.empty(), new Ranks(List.of(m("a", 10, 0.5), single)).widthNote(single));
    }

    @Test
    void withoutAnErrorEstimateNothingIsEstablished() {
        Measurement a = m("a", 10, 0.1);
        Measurement single = m("single", 50, Double.NaN);
        Ranks ranks = new Ranks(List.of(a, single));
        assertEquals("1=", ranks.of(single));
        assertEquals("1=", ranks.of(a));
        assertEquals(Map.of(), new Ranks(List.of(a, m("b", 20, 1))).ties());
    }
}
