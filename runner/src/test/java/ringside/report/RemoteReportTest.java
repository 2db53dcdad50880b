package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recorded quick remote run of loom (threads and vthreads, the socket floor, client on CPU 0 and server on CPU 1,
 * 1,000 requests/s for 1 s and 50,000 one-way messages, 1 fork): request-reply is read as latency results, one-way
 * as throughput, neither is a time, and the report gives them their own section, chart and text tables. Nothing here
 * depends on how fast anything was but the recorded figures themselves.
 */
class RemoteReportTest {

    private static Path recorded() throws Exception {
        return Path.of(RemoteReportTest.class.getResource("/loom-remote-quick.json").toURI());
    }

    @Test
    void requestReplyAndOneWayAreReadApartAndAreNotATime() throws Exception {
        assertEquals(List.of(), ComparisonTable.read(JmhResults.runs(recorded())).rows(),
                "remote has no time result");
        assertEquals(List.of(), LatencyTable.read(JmhResults.runs(recorded()), LatencyTable.LATENCY).rows(),
                "remote is not the latency workload");
        List<Latency> replies = LatencyTable.read(JmhResults.runs(recorded()), LatencyTable.REMOTE_REQUEST_REPLY)
                .rows();
        assertEquals(2, replies.size());
        for (Latency l : replies) {
            assertEquals(1000, l.rate());
            assertEquals("0", l.cpuSet());
            assertEquals(Latency.PERCENTILES.size(), l.percentiles().size());
            assertTrue(l.p99().mean() > 0 && l.achieved().mean() > 0, l.toString());
            assertTrue(l.latenessP99().mean() >= l.latenessP50().mean() && l.latenessP50().mean() >= 0, l.toString());
            assertEquals("parking", l.pacer(), "auto: the client fork's one CPU is the framework's");
        }
        List<Throughput> oneWay = RemoteOneWayTable.read(JmhResults.runs(recorded())).rows();
        assertEquals(2, oneWay.size());
        for (Throughput t : oneWay) {
            assertEquals("1", t.serverCpus());
            assertEquals(100, t.payload());
            assertEquals(50_000, t.messages());
            // MB/s is messages/s times the 108 bytes of sequence number and payload
            assertEquals(t.messagesPerSecond().mean() * 108 / 1e6, t.megabytesPerSecond().mean(),
                    t.megabytesPerSecond().mean() * 1e-6, t.toString());
        }
    }

    @Test
    void ownSectionChartAndTables(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("jmh"));
        Files.copy(recorded(), dir.resolve("jmh/loom.cpus-0.json"));
        Report report = new Report(dir);
        report.write();
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("## Workload remote: two JVMs over the frameworks' own remoting"), md);
        assertTrue(md.contains("### remote request-reply, client on CPUs 0 (parallelism 1, 1 s per op)"), md);
        assertTrue(md.contains("| framework/variant | client CPUs | server CPUs | payload B | messages/s | MB/s | n |"),
                md);
        assertTrue(md.contains("| late p50 us | late p99 us | pacer | n |"), md);
        for (String row : md.lines().filter(l -> l.startsWith("| loom/")).toList()) { // every figure with its error
            int figures = row.contains("| parking |") ? 8 : 2; // request-reply's latency row, or one-way's
            assertEquals(figures, row.split(" ± ", -1).length - 1, row);
        }
        assertTrue(Files.readString(dir.resolve("charts/remote-cpus-0.svg")).contains("loom/vthreads"));
        String summary = Files.readString(dir.resolve("summary.txt"));
        assertTrue(summary.contains("remote request-reply") && summary.contains("remote one-way"), summary);
    }

    /** results.csv: one latency row per request-reply result, two per one-way result, all of workload remote. */
    @Test
    void resultsCsvHasTheRemoteRows(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("jmh"));
        Files.copy(recorded(), dir.resolve("jmh/loom.cpus-0.json"));
        new Report(dir).write();
        List<String> lines = Files.readAllLines(dir.resolve("results.csv"));
        List<String> header = List.of(lines.get(0).split(",", -1));
        List<List<String>> remote = lines.stream().skip(1).map(l -> List.of(l.split(",", -1)))
                .filter(f -> f.get(header.indexOf("workload")).equals("remote")).toList();
        assertEquals(6, remote.size(), lines.toString());
        for (List<String> row : remote) {
            assertEquals(header.size(), row.size(), row.toString());
            String metric = row.get(header.indexOf("metric"));
            switch (metric) {
                case "latency" -> {
                    assertEquals("1000", row.get(header.indexOf("latencyRate")));
                    assertEquals("1", row.get(header.indexOf("remoteDuration")));
                    assertTrue(Double.parseDouble(row.get(header.indexOf("p99_us"))) > 0, row.toString());
                    assertTrue(!row.get(header.indexOf("lateness_p99_us_error")).isEmpty(), row.toString());
                    assertEquals("parking", row.get(header.indexOf("pacer")));
                }
                case "messages_per_second", "megabytes_per_second" -> {
                    assertEquals("50000", row.get(header.indexOf("remoteMessages")));
                    assertEquals("100", row.get(header.indexOf("remotePayload")));
                    assertEquals("1", row.get(header.indexOf("server_cpu_set")));
                    assertTrue(Double.parseDouble(row.get(header.indexOf("score"))) > 0, row.toString());
                }
                default -> throw new AssertionError("unexpected metric " + metric);
            }
        }
    }
}
