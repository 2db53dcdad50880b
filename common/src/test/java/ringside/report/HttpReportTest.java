package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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
}
