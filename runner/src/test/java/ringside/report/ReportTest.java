package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.workload.Workload;
import ringside.statistics.ForkSamples;

/**
 * The report of a real recorded run (quick=1, cpuSweep "0 0-1", loom and akka, pingpong and fanout), with a
 * status.tsv that also marks a pekko run as timed out. Its files were recorded before the benchmarks recorded their
 * messages per op: each result's messagesPerOp was added since, as the benchmarks now record it.
 */
class ReportTest {

    static Path copyOfRecordedRun(Path dir) throws IOException, URISyntaxException {
        Path recorded = Path.of(ReportTest.class.getResource("/sweep").toURI());
        try (Stream<Path> files = Files.walk(recorded)) {
            for (Path f : files.toList()) {
                Path target = dir.resolve(recorded.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
        return dir;
    }

    private static Measurement find(List<Measurement> all, String label, Workload w, String cpuSet) {
        return all.stream().filter(m -> m.label().equals(label) && m.workload() == w && m.cpuSet().equals(cpuSet))
                .findFirst().orElseThrow();
    }

    @Test
    void readsEveryModuleAndCpuSet(@TempDir Path dir) throws Exception {
        Report report = new Report(copyOfRecordedRun(dir));
        List<Measurement> rows = report.table().rows();
        assertEquals(16, rows.size()); // 2 frameworks x 2 variants x 2 workloads x 2 CPU sets
        assertEquals(1, find(rows, "loom/threads", Workload.PINGPONG, "0").parallelism());
        assertEquals(2, find(rows, "loom/threads", Workload.PINGPONG, "0-1").parallelism());
        assertEquals(4, report.table().groups().size()); // 2 workloads x 2 CPU sets
        assertEquals(List.of("ok", "ok", "timed-out", "ok", "ok"),
                report.statuses().stream().map(ModuleStatus::status).toList());
    }

    @Test
    void ratiosCompareOnlyTheSameCpuSet(@TempDir Path dir) throws Exception {
        ComparisonTable table = new Report(copyOfRecordedRun(dir)).table();
        Measurement v0 = find(table.rows(), "loom/vthreads", Workload.PINGPONG, "0");
        Measurement t0 = find(table.rows(), "loom/threads", Workload.PINGPONG, "0");
        assertEquals(v0.score() / t0.score(), table.ratioToBaseline(v0).orElseThrow(), 1e-12);
        assertEquals(t0, table.baselineFor(v0).orElseThrow());
        Measurement v01 = find(table.rows(), "loom/vthreads", Workload.PINGPONG, "0-1");
        assertEquals("0-1", table.baselineFor(v01).orElseThrow().cpuSet());
    }

    @Test
    void geometricMeansOfRatios(@TempDir Path dir) throws Exception {
        assertEquals(1.0, GeoMean.of(List.of(2.0, 0.5)), 1e-12);
        assertEquals(2.0, GeoMean.of(List.of(1.0, 4.0)), 1e-12);
        assertTrue(Double.isNaN(GeoMean.of(List.of())));
        ComparisonTable table = new Report(copyOfRecordedRun(dir)).table();
        Map<String, Map<String, Double>> means = table.geoMeans(m -> true);
        assertEquals(1.0, means.get("loom/threads").get("all"), 1e-12);
        double pingpong = table.ratioToBaseline(find(table.rows(), "akka/typed", Workload.PINGPONG, "0")).orElseThrow();
        double fanout = table.ratioToBaseline(find(table.rows(), "akka/typed", Workload.FANOUT, "0")).orElseThrow();
        assertEquals(Math.sqrt(pingpong * fanout), means.get("akka/typed").get("0"), 1e-12);
    }

    private static Measurement m(String variant, double score, double error) {
        return new Measurement("loom", variant, Workload.RING, 1, "0", Map.of("ringSize", "10"), score, error, "ms/op",
                List.of(score), 5, "", "25", 11, Double.NaN,
                new ForkSamples(List.of(List.of(score))));
    }

    @Test
    void verdictsSayWhetherTheLeadIsDecided(@TempDir Path dir) throws Exception {
        Measurement a = SyntheticRuns.measurement("loom", "a", List.of(SyntheticRuns.fork(10, 0.01),
                SyntheticRuns.fork(10.2, 0.01), SyntheticRuns.fork(9.8, 0.01)));
        Measurement b = SyntheticRuns.measurement("loom", "b", List.of(SyntheticRuns.fork(20, 0.01),
                SyntheticRuns.fork(20.4, 0.01), SyntheticRuns.fork(19.6, 0.01)));
        Measurement c = SyntheticRuns.measurement("loom", "c", List.of(SyntheticRuns.fork(10.2, 0.01),
                SyntheticRuns.fork(10.4, 0.01), SyntheticRuns.fork(10.0, 0.01)));
        assertTrue(Verdict.of(List.of(b, a)).startsWith("loom/a is fastest, decided at 95%: loom/b takes 2.00x ("),
                Verdict.of(List.of(b, a)));
        assertTrue(Verdict.of(List.of(c, a)).startsWith("too close to call: loom/a and loom/c can each be first"
                + " at 95% (loom/c takes 1.02x ("), Verdict.of(List.of(c, a)));
        // a-b (2x) and c-b decided, a-c (1.02x) not: three pairs within 2x, two told apart
        assertEquals(new Verdict.Decided(3, 2), Verdict.decided(List.of(List.of(a, b, c))));
        assertTrue(Verdict.of(List.of(m("a", 10, Double.NaN), m("b", 20, 1))).contains("not established"));
        assertEquals("loom/a is the only result", Verdict.of(List.of(m("a", 10, 1))));
        // the recorded quick run has one fork per result: nothing is decided across JVMs
        Report report = new Report(copyOfRecordedRun(dir));
        report.table().groups().forEach(g -> assertTrue(Verdict.of(g).endsWith("nothing is decided"), Verdict.of(g)));
    }

    @Test
    void writesEveryFileAndTheSameFilesAgain(@TempDir Path dir) throws Exception {
        Path run = copyOfRecordedRun(dir);
        new Report(run).write();
        List<String> files = List.of("summary.txt", "results.csv", "report.md", "report.html",
                "charts/pingpong-cpus-0.svg", "charts/fanout-cpus-0-1.svg", "charts/pingpong-scaling.svg");
        List<String> first = files.stream().map(f -> read(run.resolve(f))).toList();
        new Report(run).write();
        assertEquals(first, files.stream().map(f -> read(run.resolve(f))).toList(), "re-rendering must not change a byte");

        String csv = read(run.resolve("results.csv"));
        assertEquals(1 + 16 + 1, csv.lines().count());
        assertTrue(csv.contains("\n0,,pekko,,,,timed-out,"), csv);
        String html = read(run.resolve("report.html"));
        assertTrue(html.contains("<svg") && html.contains("pekko on CPUs 0: timed-out"), "html");
        assertFalse(html.replace("http://www.w3.org/2000/svg", "").contains("http"), "the page must open offline");
        String md = read(run.resolve("report.md"));
        assertTrue(md.contains("## Verdicts") && md.contains("](charts/fanout-scaling.svg)"), md);
        assertTrue(md.contains("This is a quick run (quick=1)") && md.contains("16 of 16 results have an error above 20%"),
                "a quick run and its wide errors are said up front");
    }

    /** The recorded run, as if loom had declared its vthreads variant single-threaded. */
    private static Path vthreadsMarkedSingleThreaded(Path run) throws IOException {
        Path env = run.resolve("env.json");
        Files.writeString(env, Files.readString(env).replaceFirst("\"framework\": \"loom\",",
                "\"framework\": \"loom\", \"singleThreaded\": [\"vthreads\"],"));
        return run;
    }

    @Test
    void singleThreadedVariantsAreMarked(@TempDir Path dir) throws Exception {
        Path run = vthreadsMarkedSingleThreaded(copyOfRecordedRun(dir));
        Report report = new Report(run);
        List<Measurement> rows = report.table().rows();
        assertEquals("loom/vthreads (1 thread)", report.name(find(rows, "loom/vthreads", Workload.PINGPONG, "0")));
        assertEquals("loom/threads", report.name(find(rows, "loom/threads", Workload.PINGPONG, "0")));
    }

    @Test
    void singleThreadedVariantsStayOutOfVerdictsAndMeansAboveOneCpu(@TempDir Path dir) throws Exception {
        Path run = vthreadsMarkedSingleThreaded(copyOfRecordedRun(dir));
        Report report = new Report(run);
        List<Measurement> rows = report.table().rows();
        assertTrue(report.competes(find(rows, "loom/vthreads", Workload.PINGPONG, "0")), "one CPU: it competes");
        assertFalse(report.competes(find(rows, "loom/vthreads", Workload.PINGPONG, "0-1")));
        Map<String, Double> means = report.table().geoMeans(report::competes).get("loom/vthreads");
        assertTrue(means.containsKey("0") && !means.containsKey("0-1"), means.toString());
        report.write();
        String verdicts = read(run.resolve("report.md")).split("## Verdicts")[1].split("##")[0];
        String twoCpus = verdicts.lines().filter(l -> l.startsWith("- pingpong on CPUs 0-1:")).findFirst().orElseThrow();
        assertTrue(twoCpus.endsWith("(not compared, single-threaded on 2 CPUs: loom/vthreads (1 thread))"), twoCpus);
        assertFalse(twoCpus.replace("(not compared, single-threaded on 2 CPUs: loom/vthreads (1 thread))", "")
                .contains("vthreads"), twoCpus);
    }

    @Test
    void aVariantsMultiCpuNoteStandsBesideEachScalingChartItAppearsIn(@TempDir Path dir) throws Exception {
        Path run = copyOfRecordedRun(dir);
        Path env = run.resolve("env.json");
        Files.writeString(env, Files.readString(env).replaceFirst("\"framework\": \"loom\",",
                "\"framework\": \"loom\", \"multiCpu\": {\"vthreads\": \"a wakeup per message\"},"));
        new Report(run).write();
        String md = read(run.resolve("report.md"));
        for (String workload : List.of("pingpong", "fanout")) {
            String section = md.split("## Workload " + workload + "\n")[1].split("\n### ")[0];
            assertTrue(section.contains("](charts/" + workload + "-scaling.svg)")
                    && section.contains("- loom/vthreads on several CPUs: a wakeup per message"), section);
        }
        assertFalse(md.contains("loom/threads on several CPUs"), "no note, nothing said");
    }

    /** The recorded run, as if loom's module had stated its facts, as the launcher writes them now. */
    private static Path loomWithFacts(Path run) throws IOException {
        Path env = run.resolve("env.json");
        Files.writeString(env, Files.readString(env).replaceFirst("\"framework\": \"loom\",",
                "\"framework\": \"loom\", \"facts\": {\"lastRelease\": \"r\", \"maintenance\": \"m\","
                        + " \"jdks\": \"21+\", \"buildNeeds\": \"nothing\", \"remoting\": \"no\","
                        + " \"checked\": \"2026-11-30\"},"));
        return run;
    }

    @Test
    void choosingAFrameworkPutsFactsBesidePlacesAndSaysWhereResultsTie(@TempDir Path dir) throws Exception {
        Path run = loomWithFacts(copyOfRecordedRun(dir));
        new Report(run).write();
        String choosing = read(run.resolve("report.md")).split("## Choosing a framework")[1].split("\n## ")[0];
        String loom = choosing.split("### loom")[1].split("###")[0];
        assertTrue(loom.contains("- last release: r\n") && loom.contains("- the build needs: nothing\n")
                && loom.contains("- facts checked: 2026-11-30\n"), loom);
        assertTrue(loom.contains("- places in this run: pingpong on CPUs 0: "), loom);
        String akka = choosing.split("### akka")[1].split("###")[0];
        assertTrue(akka.contains("facts: n/a (not recorded in this run)"), "a run without facts says n/a: " + akka);
        assertFalse(choosing.contains("| loom/threads |"), "every place is in the overview's map, not again here");
        // one fork per result in the recorded quick run: in each of its 4 groups every place is open
        String open = choosing.split("### Where places are open")[1];
        assertEquals(4, open.lines().filter(l -> l.startsWith("- ") && l.contains(" 1-")).count(), choosing);
        assertTrue(read(run.resolve("report.html")).contains("<h2>Choosing a framework</h2>"));
    }

    @Test
    void aRunWithJmhArgsSaysSoUpFront(@TempDir Path dir) throws Exception {
        Path run = copyOfRecordedRun(dir);
        new Report(run).write();
        assertFalse(read(run.resolve("report.md")).contains("jmhArgs"), "none recorded: nothing said");
        Path env = run.resolve("env.json");
        Files.writeString(env, Files.readString(env).replace("\"quick\": \"1\"",
                "\"quick\": \"1\", \"jmhArgs\": \"-prof stack\""));
        new Report(run).write();
        assertTrue(read(run.resolve("report.md")).contains("JMH options added to every module (jmhArgs): -prof stack"));
    }

    /**
     * A result file stored before the benchmarks recorded their messages per op: the report says so plainly, reads
     * n/a for ns/msg and B/msg, draws no dot for it, and computes no figure of its own.
     */
    @Test
    void aRunStoredBeforeMessagesPerOpWereRecordedSaysSo(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("jmh"));
        Files.copy(Path.of(ReportTest.class.getResource("/loom-pingpong-quick.json").toURI()),
                dir.resolve("jmh/loom.cpus-0-1.json"));
        new Report(dir).write();
        String md = read(dir.resolve("report.md"));
        assertTrue(md.contains("2 of 2 results were stored before each benchmark recorded its messages per op"), md);
        assertTrue(md.contains("| 1x3 | n/a | n/a |"), md);
        assertFalse(Files.exists(dir.resolve("charts/pingpong-cpus-0-1.svg")), "no chart without a figure");
        assertTrue(read(dir.resolve("summary.txt")).contains(ComparisonTable.UNRECORDED));
    }

    private static String read(Path f) {
        try {
            return Files.readString(f);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
