package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recorded quick latency run of loom (threads and vthreads, 10,000 requests/s for 1 s, 1 fork x 3 measured ops,
 * CPU 0, the parking pacer): its percentiles, achieved rate and send lateness are read from JMH's secondary results
 * with their errors, kept out of the time tables, and reported in their own table, chart and results.csv rows. Nothing here depends on how fast
 * anything was but the recorded figures themselves.
 */
class LatencyReportTest {

    private static Path recorded() throws Exception {
        return Path.of(LatencyReportTest.class.getResource("/loom-latency-quick.json").toURI());
    }

    @Test
    void percentilesAreReadFromTheSecondaryResultsAndAreNotATime() throws Exception {
        assertEquals(List.of(), ComparisonTable.read(JmhResults.runs(recorded())).rows(), "latency has no time result");
        List<Latency> all = LatencyTable.read(JmhResults.runs(recorded()), LatencyTable.LATENCY).rows();
        assertEquals(2, all.size());
        Latency threads = all.stream().filter(l -> l.variant().equals("threads")).findFirst().orElseThrow();
        assertEquals(10_000, threads.rate());
        assertEquals(1, threads.duration());
        assertEquals(3, threads.opsPerFork());
        assertEquals(Latency.PERCENTILES.size(), threads.percentiles().size());
        for (int i = 1; i < threads.percentiles().size(); i++) { // a mean of ordered figures stays ordered
            assertTrue(threads.percentiles().get(i).mean() >= threads.percentiles().get(i - 1).mean(),
                    threads.toString());
        }
        for (Footprint.Figure f : List.of(threads.latenessP50(), threads.latenessP99())) {
            assertTrue(f.mean() >= 0 && !Double.isNaN(f.error()), threads.toString());
        }
        assertTrue(threads.latenessP99().mean() >= threads.latenessP50().mean(), threads.toString());
        threads.percentiles().forEach(p -> assertTrue(!Double.isNaN(p.error()), threads.toString()));
        assertTrue(!Double.isNaN(threads.achieved().error()), threads.toString());
        assertEquals("parking", threads.pacer(), "auto on one CPU at parallelism 1");
    }

    /** Keeping up is decided on the achieved rate's lower bound (mean - error), not on its mean. */
    @Test
    void keepingUpIsTheHighestRateWhoseLowerBoundIsWithinFivePercent() {
        Footprint.Figure none = Footprint.Figure.NONE;
        List<Footprint.Figure> p = List.of(none, none, none, none, none);
        List<Latency> group = List.of(latency("a", 1000, 990, 10, p), latency("a", 2000, 1960, 5, p),
                latency("a", 4000, 3900, 200, p), latency("b", 1000, 900, 0, p), latency("c", 1000, 999, Double.NaN, p));
        assertEquals(Map.of("x/a", OptionalInt.of(2000), "x/b", OptionalInt.empty(), "x/c", OptionalInt.empty()),
                LatencyTable.keepsUpTo(group), "a at 4,000/s: mean 3,900 is within 5%, its lower bound 3,700 is not;"
                        + " c: one op, no error, no bound");
        assertEquals("3,900 ± 200 (behind)", LatencyTable.cells(group.get(2)).get(2));
        assertEquals("1,960 ± 5", LatencyTable.cells(group.get(1)).get(2));
    }

    @Test
    void aReferenceComesAfterTheJvmRowsOfItsRateMarkedNotPlaced() {
        List<Latency> rows = List.of(withP99("x", "slow", 900), withP99("go", "goroutines", 10),
                withP99("x", "fast", 100));
        LatencyTable table = new LatencyTable(rows, LatencyTable.LATENCY, java.util.Set.of("go"));
        assertEquals(List.of("x/fast", "x/slow", "go/goroutines"), table.rows().stream().map(Latency::label).toList(),
                "the reference's lower p99 gives it no place among the JVM rows");
        String text = table.toText();
        assertTrue(text.contains("go/goroutines (" + Marks.REFERENCE + ")"), text);
        assertTrue(text.contains(LatencyTable.REFERENCES), text);
        assertEquals(List.of("go/goroutines", "x/fast", "x/slow"), new LatencyTable(rows).rows().stream()
                .map(Latency::label).toList(), "without the marks, one table by p99");
        assertTrue(!new LatencyTable(rows).toText().contains(LatencyTable.REFERENCES));
    }

    private static Latency withP99(String framework, String variant, double p99) {
        Footprint.Figure f = new Footprint.Figure(p99, 1, List.of(p99));
        return new Latency(framework, variant, 1, "0", 1000, 1, List.of(f, f, f, f, f), new Footprint.Figure(1000, 1,
                List.of()), f, f, "parking", 3, "25");
    }

    private static Latency latency(String variant, int rate, double achieved, double error,
            List<Footprint.Figure> percentiles) {
        return new Latency("x", variant, 1, "0", rate, 1, percentiles, new Footprint.Figure(achieved, error,
                List.of()), Footprint.Figure.NONE, Footprint.Figure.NONE, "parking", 3, "25");
    }

    @Test
    void ownTableChartAndCsvRows(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("jmh"));
        Files.copy(recorded(), dir.resolve("jmh/loom.cpus-0.json"));
        Report report = new Report(dir);
        report.write();
        List<String> csv = Files.readAllLines(dir.resolve("results.csv"));
        List<String> header = List.of(csv.get(0).split(","));
        List<String> rows = csv.stream().filter(l -> l.contains(",latency,")).toList();
        assertEquals(2, rows.size(), "one row per variant, rate and CPU set");
        for (String row : rows) {
            List<String> cells = List.of(row.split(",", -1));
            assertEquals(header.size(), cells.size(), row);
            assertEquals("latency", cells.get(header.indexOf("metric")));
            assertEquals("us", cells.get(header.indexOf("unit")));
            assertEquals(cells.get(header.indexOf("score")), cells.get(header.indexOf("p99_us")), "the score is p99");
            assertEquals("10000", cells.get(header.indexOf("latencyRate")));
            assertEquals("1", cells.get(header.indexOf("latencyDuration")));
            for (String column : List.of("achieved_rate", "p50_us", "p90_us", "p99_9_us", "max_us", "lateness_p50_us",
                    "lateness_p99_us")) {
                assertTrue(!cells.get(header.indexOf(column)).isEmpty(), column + " in " + row);
                assertTrue(!cells.get(header.indexOf(column + "_error")).isEmpty(), column + "_error in " + row);
            }
            assertEquals("parking", cells.get(header.indexOf("pacer")));
        }
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("## Workload latency: request-reply at fixed offered rates"), md);
        assertTrue(md.contains("| framework/variant | rate/s | achieved/s | p50 us | p90 us | p99 us | p99.9 us |"
                + " max us | late p50 us | late p99 us | pacer | n |"), md);
        List<String> tableRows = md.lines().filter(l -> l.startsWith("| loom/")).toList();
        assertEquals(2, tableRows.size(), md);
        for (String row : tableRows) { // achieved, five percentiles and two latenesses, each with its error
            assertEquals(8, row.split(" ± ", -1).length - 1, row);
            assertTrue(row.contains("| parking |"), row);
        }
        assertTrue(md.contains("Highest offered rate kept up with (the achieved rate's lower bound within 5% of it)"
                + " on CPUs 0: loom/threads: "), md);
        String svg = Files.readString(dir.resolve("charts/latency-cpus-0.svg"));
        assertTrue(svg.contains("loom/threads") && svg.contains("p99.9"), svg);
        String summary = Files.readString(dir.resolve("summary.txt"));
        assertTrue(summary.contains("late p99 us") && summary.contains("parking"), summary);
    }
}
