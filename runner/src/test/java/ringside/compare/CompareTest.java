package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.OutputLayout;

/** {@code ./benchmark.sh compare A B} end to end on tiny synthetic runs: its pages, its table, its refusals. */
class CompareTest {
    private static final LocalDateTime NOW = LocalDateTime.of(2026, 12, 2, 1, 30);

    private record Outcome(int status, String out, String err) {
    }

    private static Outcome compare(Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Compare.start(List.of(args), env, NOW, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Outcome compare(Path outDir, Path a, Path b) {
        return compare(Map.of("outDir", outDir.toString()), a.toString(), b.toString());
    }

    /** A: typed at 10, tuned at 8, virtual at 20 (a row B lacks), fanout at one size; B: faster, slower, ... */
    private static Path[] twoRuns(Path dir) throws Exception {
        Path a = new TinyRun().pingpong("typed", "2000", TinyRun.around(10, 0.02), TinyRun.around(10.1, 0.02))
                .pingpong("typed-tuned", "2000", TinyRun.around(8, 0.02), TinyRun.around(8.1, 0.02))
                .pingpong("typed-virtual", "2000", TinyRun.around(20, 0.02), TinyRun.around(20, 0.02))
                .result("pekko", "typed", "ringside.bench.FanOutBenchmark.fanout", "0",
                        Map.of("fanOutWorkers", "8", "fanOutMessages", "10000"), "ms/op", TinyRun.around(30, 0.02),
                        TinyRun.around(30.3, 0.02))
                .write(dir.resolve("a"));
        Path b = new TinyRun().framework("pekko", "1.6.0")
                .env(OutputLayout.BUILD, OutputLayout.MAVEN_ARGS, "-Dpekko.version=1.6.0")
                .pingpong("typed", "2000", TinyRun.around(7, 0.02), TinyRun.around(7.1, 0.02))
                .pingpong("typed-tuned", "2000", TinyRun.around(12, 0.02), TinyRun.around(12.1, 0.02))
                .result("pekko", "typed", "ringside.bench.FanOutBenchmark.fanout", "0",
                        Map.of("fanOutWorkers", "8", "fanOutMessages", "1000000"), "ms/op", TinyRun.around(30, 0.02))
                .write(dir.resolve("b"));
        return new Path[] {a, b};
    }

    @Test
    void aRunComparedWithItselfReadsNoMeasuredDifferenceEverywhere(@TempDir Path dir) throws Exception {
        Path a = twoRuns(dir)[0];
        Outcome o = compare(dir.resolve("out"), a, a);
        assertEquals(0, o.status(), o.err());
        Comparison c = Comparison.of(a, a);
        assertEquals(4, c.matching().rows().size());
        assertTrue(c.matching().rows().stream().allMatch(r -> r.reading() == Reading.NO_DIFFERENCE));
        assertEquals(List.of(), c.differences());
        assertTrue(o.out().contains("environments: no difference"), o.out());
        assertEquals(4, o.out().lines().filter(l -> l.endsWith("no measured difference")).count(), o.out());
        String md = Files.readString(dir.resolve("out").resolve(OutputLayout.COMPARE_MARKDOWN));
        assertTrue(md.contains("No difference: the same JDK"), md);
        assertTrue(md.contains("4 rows compared: 0 faster in B, 0 slower in B, 4 no measured difference"), md);
    }

    @Test
    void twoRunsGiveBothPagesTheChartAndTheTable(@TempDir Path dir) throws Exception {
        Path[] runs = twoRuns(dir);
        Path out = dir.resolve("out");
        Outcome o = compare(out, runs[0], runs[1]);
        assertEquals(0, o.status(), o.err());
        String md = Files.readString(out.resolve(OutputLayout.COMPARE_MARKDOWN));
        String html = Files.readString(out.resolve(OutputLayout.COMPARE_HTML));
        String svg = Files.readString(out.resolve(OutputLayout.CHARTS).resolve(OutputLayout.COMPARE_CHART));
        // the environments first, then the rows
        assertTrue(md.indexOf("## What differs between the runs") < md.indexOf("## Rows"), md);
        assertTrue(md.contains("| pekko version | 1.7.0 | 1.6.0 |"), md);
        assertTrue(md.contains("| Maven arguments (MAVEN_ARGS) | none | -Dpekko.version=1.6.0 |"), md);
        assertTrue(md.contains("2 rows compared: 1 faster in B, 1 slower in B, 0 no measured difference"), md);
        assertTrue(md.contains("### pingpong on CPUs 0 (pingPongCount=2000)"), md);
        assertTrue(md.contains("in A only: pekko/typed-virtual pingpong on CPUs 0 (pingPongCount=2000)"), md);
        assertTrue(md.contains("pekko/typed fanout on CPUs 0: fanOutMessages 10000 in A, 1000000 in B"), md);
        assertTrue(md.contains("![" + OutputLayout.COMPARE_CHART + "](" + OutputLayout.CHARTS + "/"
                + OutputLayout.COMPARE_CHART + ")"), md);
        assertTrue(html.contains("<svg") && html.contains("Rows in one run only"), html);
        assertEquals(2, svg.split("<circle").length - 1, svg); // a dot per compared row
        assertTrue(svg.contains("1: the same time"), svg);
        // the terminal's table: each compared row with its reading
        assertTrue(o.out().lines().anyMatch(l -> l.startsWith("pingpong") && l.contains("pekko/typed ")
                && l.endsWith("faster")), o.out());
        assertTrue(o.out().lines().anyMatch(l -> l.contains("pekko/typed-tuned") && l.endsWith("slower")), o.out());
        assertTrue(o.out().contains("in A only: pekko/typed-virtual"), o.out());
        assertTrue(o.out().contains("not compared: pekko/typed fanout on CPUs 0: fanOutMessages 10000 in A, 1000000"
                + " in B"), o.out());
    }

    @Test
    void aQuickRunIsSaidToBeNoFinding(@TempDir Path dir) throws Exception {
        Path a = new TinyRun().env("parameters", "quick", "1").pingpong("typed", "2000", TinyRun.around(5, 0.02))
                .write(dir.resolve("a"));
        assertEquals(0, compare(dir.resolve("out"), a, a).status());
        String md = Files.readString(dir.resolve("out").resolve(OutputLayout.COMPARE_MARKDOWN));
        assertTrue(md.contains("A and B are quick runs (quick=1): smoke tests, whose numbers are not findings"), md);
    }

    @Test
    void aRunWithoutEnvJsonIsComparedWithoutItsEnvironment(@TempDir Path dir) throws Exception {
        Path a = new TinyRun().pingpong("typed", "2000", TinyRun.around(5, 0.02)).write(dir.resolve("a"), false);
        Path b = new TinyRun().pingpong("typed", "2000", TinyRun.around(5, 0.02)).write(dir.resolve("b"));
        assertEquals(0, compare(dir.resolve("out"), a, b).status());
        String md = Files.readString(dir.resolve("out").resolve(OutputLayout.COMPARE_MARKDOWN));
        assertTrue(md.contains("A recorded no env.json"), md);
        assertFalse(md.contains("No difference"), md);
    }

    @Test
    void badInputIsRefusedBeforeAnythingIsWritten(@TempDir Path dir) throws Exception {
        Path a = twoRuns(dir)[0];
        Path out = dir.resolve("out");
        Outcome one = compare(Map.of("outDir", out.toString()), a.toString());
        assertEquals(2, one.status());
        assertTrue(one.err().contains("expected two result folders"), one.err());
        Outcome missing = compare(out, a, dir.resolve("nowhere"));
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("B ('" + dir.resolve("nowhere") + "') is not a folder"), missing.err());
        Files.createDirectories(dir.resolve("empty"));
        Outcome noRun = compare(out, dir.resolve("empty"), a);
        assertEquals(2, noRun.status());
        assertTrue(noRun.err().contains("A ('" + dir.resolve("empty") + "') holds no Ringside run"), noRun.err());
        Outcome used = compare(a, a, a); // outDir holds a run already
        assertEquals(2, used.status());
        assertTrue(used.err().contains("outDir: '" + a + "' already holds files"), used.err());
        Outcome misspelt = compare(Map.of("outdir", out.toString()), a.toString(), a.toString());
        assertEquals(2, misspelt.status());
        assertTrue(misspelt.err().contains("outdir is not a parameter but nearly names outDir"), misspelt.err());
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void aRunWithoutTimedResultsIsRefused(@TempDir Path dir) throws Exception {
        Path a = twoRuns(dir)[0];
        Path statusOnly = dir.resolve("failed");
        Files.createDirectories(statusOnly);
        Files.writeString(new OutputLayout(statusOnly).status(), "0\tpekko\tfailed\twhy\n");
        Outcome o = compare(dir.resolve("out"), a, statusOnly);
        assertEquals(2, o.status());
        assertTrue(o.err().contains("holds no result to compare"), o.err());
    }
}
