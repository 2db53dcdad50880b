package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The chart of ratios: a dot per row coloured by its reading, 1 marked, each interval a line. */
class RatioChartTest {

    @Test
    void drawsEachRowByItsReading() {
        Map<String, List<Row>> groups = new LinkedHashMap<>();
        groups.put("pingpong on CPUs 0", List.of(
                new Row(ReadingTest.m("ms/op", 10, 10.2, 9.8), ReadingTest.m("ms/op", 7, 7.1, 6.9)), // faster
                new Row(ReadingTest.m("ms/op", 5, 10, 15), ReadingTest.m("ms/op", 9, 9.1, 8.9)))); // undecided
        groups.put("ring on CPUs 0", List.of(
                new Row(ReadingTest.m("ms/op", 10), ReadingTest.m("ms/op", 12, 12.1)))); // no estimate
        String svg = RatioChart.svg("B/A", groups);
        assertEquals(3, svg.split("<circle").length - 1, svg);
        assertTrue(svg.contains("fill=\"#59a14f\""), "a faster row is green: " + svg);
        assertTrue(svg.contains("fill=\"white\" stroke=\"#888888\""), "no estimate: a hollow grey dot: " + svg);
        assertTrue(svg.contains(">1: the same time<"), svg);
        assertTrue(svg.contains(">pingpong on CPUs 0<") && svg.contains(">ring on CPUs 0<"), svg);
        assertTrue(svg.contains("fill=\"#4e79a7\""), "an undecided row is blue: " + svg);
        // two interval lines (the third row has none)
        List<String> lines = Pattern.compile("<path d=\"M[^\"]*\" stroke=\"#(59a14f|4e79a7)\" stroke-width=\"2\"/>")
                .matcher(svg).results().map(m -> m.group()).toList();
        assertEquals(2, lines.size(), svg);
    }
}
