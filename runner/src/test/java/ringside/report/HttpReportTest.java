package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.workload.Workload;

/**
 * A recorded quick http run of loom (threads and vthreads, server on CPU 0, load generator on CPU 1, 1,000 round
 * trips, 100, 500 and 1,000 connections, 1 fork): httpPingPong is a timed result like pingpong's, httpThroughput its
 * own kind with a table and chart per connection count. Nothing here depends on how fast anything was but the
 * recorded figures themselves.
 */
class HttpReportTest {

    private static Path recorded() throws Exception {
        return Path.of(HttpReportTest.class.getResource("/loom-http-quick.json").toURI());
    }

    @Test
    void pingPongIsTimedPerRoundTripAndThroughputIsItsOwnKind() throws Exception {
        List<Measurement> timed = ComparisonTable.read(JmhResults.runs(recorded())).rows();
        assertEquals(2, timed.size());
        for (Measurement m : timed) {
            assertEquals(Workload.HTTP_PING_PONG, m.workload());
            // ns per round trip: the op's time over its 1,000 round trips
            assertEquals(m.scoreNanos() / 1000, m.nsPerMessage(), m.nsPerMessage() * 1e-9, m.toString());
        }
        List<HttpThroughput> rows = HttpThroughputTable.read(JmhResults.runs(recorded())).rows();
        assertEquals(6, rows.size(), "two variants at three connection counts");
        assertEquals(List.of(100, 100, 500, 500, 1000, 1000), rows.stream().map(HttpThroughput::connections).toList());
        for (HttpThroughput t : rows) {
            assertEquals("0", t.cpuSet());
            assertEquals("1", t.loadCpus());
            assertEquals(75, t.share());
            assertTrue(t.requestsPerSecond().mean() > 0, t.toString());
            assertEquals(HttpThroughput.PERCENTILES.size(), t.percentiles().size());
            for (int i = 1; i < t.percentiles().size(); i++) {
                assertTrue(t.percentiles().get(i).mean() >= t.percentiles().get(i - 1).mean(), t.toString());
            }
        }
    }

    @Test
    void ownSectionTablesChartsAndCsvRows(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("jmh"));
        Files.copy(recorded(), dir.resolve("jmh/loom.cpus-0.json"));
        new Report(dir).write();
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("## Workload httpThroughput: one HTTP server against a load generator"), md);
        assertTrue(md.contains("### httpThroughput on CPUs 0 (parallelism 1), 1,000 connections, load generator on CPUs"
                + " 1, latency at 75% of the most"), md);
        assertTrue(md.contains("## Workload httpPingPong"), md);
        for (int connections : List.of(100, 500, 1000)) {
            assertTrue(Files.isRegularFile(dir.resolve("charts/httpThroughput-" + connections
                    + "-connections-cpus-0.svg")), connections + " connections' chart");
        }
        List<Map<String, String>> csv = ResultsCsv.read(dir.resolve("results.csv"));
        assertEquals(6, csv.stream().filter(r -> r.get("metric").equals("requests_per_second")).count());
        assertEquals(2, csv.stream().filter(r -> r.get("workload").equals("httpPingPong")).count());
        assertTrue(csv.stream().filter(r -> r.get("metric").equals("requests_per_second"))
                .allMatch(r -> r.get("load_cpu_set").equals("1") && !r.get("p99_us").isEmpty()), csv.toString());
        String summary = Files.readString(dir.resolve("summary.txt"));
        assertTrue(summary.contains("httpThroughput on CPUs 0 (parallelism 1), 100 connections"), summary);
    }

    /** A reference's row (Go's net/http) is marked, listed after the JVM's and drawn hollow: it is not placed. */
    @Test
    void aReferenceRowIsMarkedAndListedAfterTheJvmRows() {
        List<HttpThroughput> rows = List.of(row("x", "slow", 1000), row("go", "goroutines", 90_000),
                row("x", "fast", 50_000));
        HttpThroughputTable table = new HttpThroughputTable(rows, Set.of("go"));
        assertEquals(List.of("x/fast", "x/slow", "go/goroutines"), table.rows().stream().map(HttpThroughput::label)
                .toList(), "the reference's higher rate gives it no place among the JVM rows");
        assertEquals("go/goroutines (" + Marks.REFERENCE + ")", table.cells(table.rows().get(2)).get(0));
        assertEquals("x/fast", table.cells(table.rows().get(0)).get(0));
        String chart = table.charts(List.of("go/goroutines", "x/fast", "x/slow"), new Marks(Set.of()))
                .values().iterator().next();
        assertTrue(chart.contains("go/goroutines (reference)") && chart.contains("hollow dot: (reference): "
                + Marks.REFERENCE), chart);
        assertEquals(List.of("go/goroutines", "x/fast", "x/slow"), new HttpThroughputTable(rows, Set.of()).rows()
                .stream().map(HttpThroughput::label).toList(), "without the marks, one table by requests/s");
    }

    private static HttpThroughput row(String framework, String variant, double requestsPerSecond) {
        Footprint.Figure f = new Footprint.Figure(requestsPerSecond, 1, List.of(requestsPerSecond));
        return new HttpThroughput(framework, variant, 1, "0", "1", 100, 75, f, f, f, List.of(f, f, f, f, f), 3, "25");
    }
}
