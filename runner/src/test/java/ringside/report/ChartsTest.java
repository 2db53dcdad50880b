package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import ringside.workload.Workload;
import ringside.statistics.ForkSamples;

/** The ns-per-message chart: a log axis, so a 100x faster variant is as visible as the slowest. */
class ChartsTest {
    private static final Pattern DOT = Pattern.compile("<circle cx=\"([0-9.]+)\" cy=\"[0-9]+\" r=\"5\" fill=\"([^\"]+)\"");

    /** A ping-pong of 1,000 round trips (2,000 messages) taking nsPerMessage on average, error as a share. */
    private static Measurement pingpong(String variant, double nsPerMessage, double share, int cpus) {
        double ms = nsPerMessage * 2000 / 1e6;
        return new Measurement("kilim", variant, Workload.PINGPONG, cpus, cpus == 1 ? "0" : "0-1",
                Map.of("pingPongCount", "1000"), ms, ms * share, "ms/op", List.of(ms), 10, "", "25", 2000, Double.NaN,
                new ForkSamples(List.of(List.of(ms))));
    }

    private static List<Double> dotPositions(String svg) {
        Matcher m = DOT.matcher(svg);
        List<Double> xs = new java.util.ArrayList<>();
        while (m.find()) {
            xs.add(Double.parseDouble(m.group(1)));
        }
        return xs;
    }

    @Test
    void equalFactorsAreEqualDistances() {
        List<Measurement> group = List.of(pingpong("a", 40, 0.05, 1), pingpong("b", 400, 0.05, 1),
                pingpong("c", 4000, 0.05, 1));
        String svg = Charts.perMessage("t", group, List.of(), new Marks(Set.of()));
        List<Double> xs = dotPositions(svg);
        assertEquals(3, xs.size(), svg);
        assertEquals(xs.get(1) - xs.get(0), xs.get(2) - xs.get(1), 0.2, "a log axis: 10x is always the same step");
        assertTrue(xs.get(1) - xs.get(0) > 100, "the fast variants stand apart: " + xs);
        assertTrue(svg.contains("log scale") && svg.contains("95% confidence interval"), svg);
        assertTrue(svg.contains("40.0 ns/msg ± 5.0%"), svg);
    }

    @Test
    void anIntervalReachingZeroDoesNotStretchTheAxis() {
        // the interval of a reaches down to 0.4 ns: the axis still starts at 2, near a tenth of the fastest mean,
        // and a's interval runs off its left edge (at x = 210) without a cap there
        String svg = Charts.perMessage("t", List.of(pingpong("a", 40, 0.99, 1), pingpong("b", 50, 0.1, 1)), List.of(),
                new Marks(Set.of()));
        assertTrue(svg.contains(">10</text>") && svg.contains(">100</text>") && !svg.contains(">1</text>"), svg);
        assertTrue(svg.contains("<path d=\"M210.0 48H") && !svg.contains("M210.0 43V53"), svg);
    }

    @Test
    void singleThreadedVariantsAreMarkedAndHollowWhereNotCompared() {
        Marks marks = new Marks(Set.of("kilim/continuation"));
        String twoCpus = Charts.perMessage("t", List.of(pingpong("continuation", 40, 0.05, 2),
                pingpong("mailbox", 400, 0.05, 2)), List.of(), marks);
        assertTrue(twoCpus.contains("kilim/continuation (1 thread)"), twoCpus);
        Matcher dots = DOT.matcher(twoCpus);
        assertTrue(dots.find() && dots.group(2).equals("white"), "hollow: not compared on 2 CPUs");
        assertTrue(dots.find() && !dots.group(2).equals("white"));
        assertTrue(twoCpus.contains("not compared on 2 CPUs"));
        String oneCpu = Charts.perMessage("t", List.of(pingpong("continuation", 40, 0.05, 1)), List.of(), marks);
        assertTrue(oneCpu.contains("kilim/continuation (1 thread)"), oneCpu);
        assertFalse(oneCpu.contains("white\" stroke") || oneCpu.contains("not compared"), "compared on one CPU");
    }
}
