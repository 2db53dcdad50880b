package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.workload.Workload;

/**
 * A run made from a recorded ping-pong file (loom's threads and vthreads on CPU 0): each result copied at stackDepth 0,
 * 16 and 64, the depth-0 copy as a file stored before the parameter existed (no stackDepth), each deeper copy slower by
 * its depth; and one result copied as a sieve's. The report names each depth as its own benchmark, reads the sweep as
 * a sweep, and lists the sieve with the other timed workloads.
 */
class DepthSweepReportTest {
    private static final List<Integer> DEPTHS = List.of(0, 16, 64);

    /** A copy of a JMH run with its score (and every iteration) multiplied by {@code factor}. */
    private static JsonObject scaled(JsonObject run, double factor) {
        JsonObject copy = run.deepCopy();
        JsonObject metric = copy.getAsJsonObject("primaryMetric");
        metric.addProperty("score", metric.get("score").getAsDouble() * factor);
        metric.addProperty("scoreError", metric.get("scoreError").getAsDouble() * factor);
        JsonArray forks = new JsonArray();
        for (JsonElement fork : metric.getAsJsonArray("rawData")) {
            JsonArray iterations = new JsonArray();
            fork.getAsJsonArray().forEach(i -> iterations.add(i.getAsDouble() * factor));
            forks.add(iterations);
        }
        metric.add("rawData", forks);
        return copy;
    }

    private static Path run(Path dir) throws Exception {
        return run(dir, 1 / 16.0);
    }

    /** The run with each depth's copy {@code perFrame} x depth slower than depth 0's. */
    private static Path run(Path dir, double perFrame) throws Exception {
        JsonArray recorded = JsonParser.parseString(Files.readString(Path.of(DepthSweepReportTest.class
                .getResource("/loom-pingpong-gc.json").toURI()))).getAsJsonArray();
        JsonArray out = new JsonArray();
        for (int depth : DEPTHS) {
            for (JsonElement run : recorded) {
                JsonObject copy = scaled(run.getAsJsonObject(), 1 + depth * perFrame);
                if (depth > 0) {
                    copy.getAsJsonObject("params").addProperty("stackDepth", Integer.toString(depth));
                }
                out.add(copy);
            }
        }
        JsonObject sieve = recorded.get(0).getAsJsonObject().deepCopy();
        sieve.addProperty("benchmark", "ringside.bench.SieveBenchmark.sieve");
        sieve.getAsJsonObject("params").remove("pingPongCount");
        sieve.getAsJsonObject("params").addProperty("sieveLimit", "2000");
        out.add(sieve);
        Files.createDirectories(dir.resolve("jmh"));
        Files.writeString(dir.resolve("jmh/loom.cpus-0.json"), out.toString());
        return dir;
    }

    @Test
    void eachDepthIsItsOwnBenchmarkAndDepthZeroReadsAsBefore(@TempDir Path dir) throws Exception {
        ComparisonTable table = new Report(run(dir)).table();
        assertEquals(List.of("pingpong", "pingpong, stackDepth 16", "pingpong, stackDepth 64", "sieve"),
                table.groups().stream().map(g -> g.get(0).benchmark()).toList(), "shallow to deep, then sieve");
        Measurement shallow = table.groups().get(0).get(0);
        assertEquals(Map.of("pingPongCount", "2000"), shallow.sizes(), "depth 0 is no size: as before the parameter");
        Measurement deep = table.groups().get(2).get(0);
        assertEquals(64, deep.stackDepth());
        assertEquals(table.ratioToBaseline(shallow).orElseThrow(), table.ratioToBaseline(deep).orElseThrow(), 1e-12,
                "compared with threads at its own depth (both copies 5x slower)");
        assertEquals(Workload.SIEVE, table.groups().get(3).get(0).workload());
    }

    @Test
    void theReportShowsTheSweepAndNamesEveryDepth(@TempDir Path dir) throws Exception {
        Path out = run(dir);
        new Report(out).write();
        String md = Files.readString(out.resolve("report.md"));
        for (String heading : List.of("### pingpong on CPUs 0 (parallelism 1, pingPongCount=2000)",
                "### pingpong, stackDepth 16 on CPUs 0 (parallelism 1, pingPongCount=2000 stackDepth=16)",
                "### pingpong on CPUs 0: cost against stackDepth", "## Workload sieve",
                "### sieve on CPUs 0 (parallelism 1, sieveLimit=2000)")) {
            assertTrue(md.contains(heading + "\n"), heading);
        }
        assertTrue(md.contains("| framework/variant | stackDepth 0 | stackDepth 16 | stackDepth 64 | 64 vs 0 |"), md);
        assertTrue(md.contains("| loom/threads | ") && md.contains(" | 5.00x ("), "64 deep is 5x here, by the copy");
        assertTrue(md.contains("pingpong, stackDepth 64 on CPUs 0: "), "its verdict, by name");
        assertTrue(md.contains("each depth is its own benchmark, with its own verdict and places"), "how to read it");
        for (String chart : List.of("pingpong-cpus-0.svg", "pingpong-stackDepth-16-cpus-0.svg",
                "pingpong-stackDepth-64-cpus-0.svg", "pingpong-stackDepth-cpus-0.svg", "sieve-cpus-0.svg")) {
            assertTrue(Files.exists(out.resolve("charts").resolve(chart)), chart);
        }
        String depthChart = Files.readString(out.resolve("charts/pingpong-stackDepth-cpus-0.svg"));
        assertTrue(depthChart.contains(">stackDepth 64<"), depthChart);
        List<Map<String, String>> csv = ResultsCsv.read(out.resolve("results.csv"));
        assertEquals(List.of("0", "0", "16", "16", "64", "64", ""),
                csv.stream().map(r -> r.get("stackDepth")).toList());
        assertEquals("2000", csv.get(6).get("sieveLimit"));
        assertFalse(csv.get(0).containsKey("selectSources"), "no select in this run: no column");
    }

    /** A sweep whose depths differ by less than their errors reads as a tie, not as a cost of depth. */
    @Test
    void aRatioWithinTheErrorsIsATie(@TempDir Path dir) throws Exception {
        Path out = run(dir, 1e-5);
        new Report(out).write();
        String md = Files.readString(out.resolve("report.md"));
        assertTrue(md.contains(" | 1.00x (") && md.contains("x) (a tie) |"), md);
        assertFalse(md.contains("5.00x"), md);
    }
}
