package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The chart of ratios: a dot per row coloured by its reading, 1 marked, open intervals drawn to the edge. */
class RatioChartTest {

    @Test
    void drawsEachRowByItsReading() {
        Map<String, List<Row>> groups = new LinkedHashMap<>();
        groups.put("pingpong on CPUs 0", List.of(
                new Row(RatioTest.m(10, 0.5, "ms/op"), RatioTest.m(7, 0.5, "ms/op")), // faster
                new Row(RatioTest.m(10, 12, "ms/op"), RatioTest.m(9, 0.5, "ms/op")))); // A's interval reaches 0
        groups.put("ring on CPUs 0", List.of(
                new Row(RatioTest.m(10, Double.NaN, "ms/op"), RatioTest.m(12, 0.5, "ms/op")))); // no estimate
        String svg = RatioChart.svg("B/A", groups);
        assertEquals(3, svg.split("<circle").length - 1, svg);
        assertTrue(svg.contains("fill=\"#59a14f\""), "a faster row is green: " + svg);
        assertTrue(svg.contains("fill=\"white\" stroke=\"#888888\""), "no estimate: a hollow grey dot: " + svg);
        assertTrue(svg.contains(">1: the same time<"), svg);
        assertTrue(svg.contains(">pingpong on CPUs 0<") && svg.contains(">ring on CPUs 0<"), svg);
        assertTrue(svg.contains("(0.39x–∞)"), svg);
        // two interval lines (the third row has none); the open one has a single cap, at its low end
        List<String> lines = Pattern.compile("<path d=\"M[^\"]*\" stroke=\"#(59a14f|4e79a7)\" stroke-width=\"2\"/>")
                .matcher(svg).results().map(m -> m.group()).toList();
        assertEquals(2, lines.size(), svg);
        assertEquals(2, lines.get(0).split("V").length - 1, lines.get(0));
        assertEquals(1, lines.get(1).split("V").length - 1, lines.get(1));
    }
}
