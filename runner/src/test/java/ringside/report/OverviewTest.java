package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.OutputLayout;

/** The overview's heat map of the recorded sweep (two workloads on two CPU sets, pekko timed out on CPUs 0). */
class OverviewTest {

    /** The recorded sweep, as if loom's vthreads were single-threaded: not compared on CPUs 0-1. */
    private static Report sweep(Path dir) throws Exception {
        Path run = ReportTest.copyOfRecordedRun(dir);
        Path env = run.resolve("env.json");
        Files.writeString(env, Files.readString(env).replaceFirst("\"framework\": \"loom\",",
                "\"framework\": \"loom\", \"singleThreaded\": [\"vthreads\"],"));
        return new Report(run);
    }

    @Test
    void everyVariantAgainstEveryWorkloadAndCpuSetWithItsPlaceAndTimeRelativeToTheFastest(@TempDir Path dir)
            throws Exception {
        Report report = sweep(dir);
        List<List<Measurement>> groups = report.table().groups();
        HeatMap map = new Overview(report).heatMap(groups);
        assertEquals(groups.size(), map.columns().size());
        assertEquals(List.of("akka/typed", "akka/typed-tuned", "loom/threads", "loom/vthreads (1 thread)", "pekko"),
                map.rows().stream().map(HeatMap.Row::name).toList(), "a module that failed keeps a row");
        for (int c = 0; c < groups.size(); c++) {
            List<Measurement> group = groups.get(c);
            Ranks ranks = new Ranks(group.stream().filter(report::competes).toList());
            double fastest = group.stream().filter(report::competes).mapToDouble(Measurement::scoreNanos).min()
                    .orElseThrow();
            for (Measurement m : group) {
                HeatMap.Cell cell = map.rows().stream().filter(r -> r.name().startsWith(m.label() + " ")
                        || r.name().equals(m.label())).findFirst().orElseThrow().cells().get(c);
                assertEquals(Format.nsPerMessage(m), cell.time());
                if (report.competes(m)) {
                    assertEquals(HeatMap.Kind.COMPARED, cell.kind());
                    assertEquals(ranks.of(m), cell.text());
                    assertEquals(m.scoreNanos() / fastest, cell.relative(), 1e-12);
                    assertTrue(cell.hover().contains(cell.timeWithError() + " ns/msg"), cell.hover());
                } else {
                    assertEquals(HeatMap.Kind.NOT_COMPARED, cell.kind(), m.toString());
                    assertEquals("0-1", m.cpuSet());
                }
            }
        }
        // rows by place: the middle of each place range, averaged over the columns a row is compared in
        List<Double> places = map.rows().stream().map(r -> r.cells().stream().filter(c -> c.kind()
                == HeatMap.Kind.COMPARED).mapToDouble(c -> c.text().chars().filter(ch -> ch == '-').count() == 0
                ? Double.parseDouble(c.text()) : (Double.parseDouble(c.text().split("-")[0])
                + Double.parseDouble(c.text().split("-")[1])) / 2).average().orElse(Double.MAX_VALUE)).toList();
        assertEquals(places.stream().sorted().toList(), places, "by place: " + places);
        HeatMap.Row pekko = map.rows().get(4);
        for (int c = 0; c < groups.size(); c++) {
            assertEquals(groups.get(c).get(0).cpuSet().equals("0") ? HeatMap.Kind.FAILED : HeatMap.Kind.NONE,
                    pekko.cells().get(c).kind());
        }
    }

    /**
     * Three forks at 10, 20 and 30 ms beside three steady ones at 10: the ratio's interval holds 1, so both can be
     * first; the map's cell shows the range, and its hover says what a range is.
     */
    @Test
    void aPlaceIsTheRangeOfRanksAnIntervalAllows(@TempDir Path dir) throws Exception {
        Path run = SyntheticRuns.folder(dir, List.of(
                SyntheticRuns.run("loom", "threads", SyntheticRuns.forks(3, 10, 0.01)),
                SyntheticRuns.run("loom", "vthreads", List.of(SyntheticRuns.fork(10, 0.01),
                        SyntheticRuns.fork(20, 0.01), SyntheticRuns.fork(30, 0.01)))));
        Report report = new Report(run);
        HeatMap map = new Overview(report).heatMap(report.table().groups());
        HeatMap.Cell cell = map.rows().stream().filter(r -> r.name().equals("loom/vthreads")).findFirst()
                .orElseThrow().cells().get(0);
        assertEquals("1-2", cell.text());
        assertTrue(cell.hover().contains("place 1-2 (the ranks its interval allows: the ratio to a neighbour is not"
                + " decided at 95%)"), cell.hover());
        HeatMap.Cell narrow = map.rows().stream().filter(r -> r.name().equals("loom/threads")).findFirst()
                .orElseThrow().cells().get(0);
        assertEquals("1-2", narrow.text());
        report.write();
        String md = Files.readString(run.resolve(OutputLayout.REPORT_MARKDOWN));
        assertTrue(md.contains("- pingpong on CPUs 0: loom/threads 1-2, loom/vthreads 1-2"), md);
    }

    @Test
    void aVariantThatSaidItCannotRunAWorkloadShowsQuietlyInItsColumn(@TempDir Path dir) throws Exception {
        Path run = ReportTest.copyOfRecordedRun(dir);
        // as if loom/threads had not run fanout on CPUs 0
        Path loom = run.resolve(OutputLayout.jmhFile(OutputLayout.moduleRun("loom", "0")));
        JsonArray results = JsonParser.parseString(Files.readString(loom)).getAsJsonArray();
        JsonArray kept = new JsonArray();
        results.forEach(r -> {
            JsonObject o = r.getAsJsonObject();
            if (!(o.get("benchmark").getAsString().endsWith(".fanout")
                    && o.getAsJsonObject("params").get("variant").getAsString().equals("threads"))) {
                kept.add(o);
            }
        });
        assertEquals(results.size() - 1, kept.size());
        Files.writeString(loom, kept.toString());
        Path status = new OutputLayout(run).status();
        Files.writeString(status, Files.readString(status)
                + "0\tloom\tnot-run\tloom/threads fanout: a limit it states\n");
        Report report = new Report(run);
        HeatMap map = new Overview(report).heatMap(report.table().groups());
        int fanoutOnOne = column(map, "fanout", "0");
        HeatMap.Cell cell = map.rows().stream().filter(r -> r.name().equals("loom/threads")).findFirst().orElseThrow()
                .cells().get(fanoutOnOne);
        assertEquals(HeatMap.Kind.NOT_RUN, cell.kind());
        assertEquals("not run", cell.text());
        assertEquals("loom/threads fanout: a limit it states", cell.hover());
        String html = HtmlRenderer.render(new ReportDocument(report).build());
        assertTrue(html.contains("<td class=\"cell na\" title=\"loom/threads fanout: a limit it states\"><b>not run</b>"
                + "</td>"), "grey, not red");
    }

    /**
     * As if loom/threads' fanout on CPUs 0 had failed and its module had gone on: that cell is red with the reason,
     * the module's other results keep their places, the failure is listed under its own name up front, and
     * results.csv has its row (variant and workload, no score).
     */
    @Test
    void aFailedBenchmarkShowsInItsCellAndUpFrontWhileItsModulesOtherResultsStay(@TempDir Path dir) throws Exception {
        Path run = ReportTest.copyOfRecordedRun(dir);
        Path loom = run.resolve(OutputLayout.jmhFile(OutputLayout.moduleRun("loom", "0")));
        JsonArray kept = new JsonArray();
        JsonParser.parseString(Files.readString(loom)).getAsJsonArray().forEach(r -> {
            JsonObject o = r.getAsJsonObject();
            if (!(o.get("benchmark").getAsString().endsWith(".fanout")
                    && o.getAsJsonObject("params").get("variant").getAsString().equals("threads"))) {
                kept.add(o);
            }
        });
        Files.writeString(loom, kept.toString());
        Path status = new OutputLayout(run).status();
        String why = "InvalidResultException: fanout folded 17, expected 18";
        String reason = why + "; see logs/loom.cpus-0.log";
        String module = "exit status 1: 1 of 4 benchmarks failed: loom/threads fanout: " + reason;
        Files.writeString(status, Files.readString(status).replace("0\tloom\tok\t\n",
                "0\tloom\tfailed\tloom/threads fanout: " + reason + "\n0\tloom\tfailed\t" + module + "\n"));
        Report report = new Report(run);
        HeatMap map = new Overview(report).heatMap(report.table().groups());
        HeatMap.Row threads = map.rows().stream().filter(r -> r.name().equals("loom/threads")).findFirst()
                .orElseThrow();
        HeatMap.Cell failed = threads.cells().get(column(map, "fanout", "0"));
        assertEquals(HeatMap.Kind.FAILED, failed.kind());
        assertEquals("failed", failed.text());
        assertTrue(failed.hover().startsWith("loom/threads, fanout on CPUs 0 (") && failed.hover().endsWith(": failed "
                + reason), failed.hover());
        assertEquals(HeatMap.Kind.COMPARED, threads.cells().get(column(map, "pingpong", "0")).kind(),
                "its module went on: the next benchmark has its place");

        String md = MarkdownRenderer.render(new ReportDocument(report).build());
        String failures = md.split("## Did not finish\n\n")[1].split("\n## ")[0];
        assertTrue(failures.contains("- **loom/threads fanout on CPUs 0: failed** " + reason + "\n"), failures);
        assertTrue(failures.contains("- **loom on CPUs 0: failed** " + module + "\n"), failures);

        report.write();
        List<Map<String, String>> csv = ResultsCsv.read(run.resolve(OutputLayout.RESULTS));
        List<Map<String, String>> failedRows = csv.stream().filter(r -> r.get("status").equals("failed")).toList();
        assertEquals(2, failedRows.size(), failedRows.toString());
        assertEquals(List.of("loom", "threads", "fanout", ""), List.of(failedRows.get(0).get("framework"),
                failedRows.get(0).get("variant"), failedRows.get(0).get("workload"), failedRows.get(0).get("score")));
        assertTrue(csv.stream().noneMatch(r -> r.get("variant").equals("threads") && r.get("workload").equals("fanout")
                && r.get("cpu_set").equals("0") && r.get("status").equals("ok")), "never as a result");
    }

    @Test
    void theColourScaleRunsFromTheFastestToSixteenTimesOnALogScale() {
        assertEquals("#6fa8dc", HeatMap.colour(1));
        assertEquals("#c5e0f0", HeatMap.colour(2));
        assertEquals("#e8603c", HeatMap.colour(16));
        assertEquals(HeatMap.colour(16), HeatMap.colour(1000), "beyond the scale, its end");
        String between = HeatMap.colour(Math.sqrt(2));
        assertTrue(!between.equals(HeatMap.colour(1)) && !between.equals(HeatMap.colour(2)), between);
    }

    @Test
    void markdownSpellsOutWhatTheColourShows(@TempDir Path dir) throws Exception {
        Report report = sweep(dir);
        String md = MarkdownRenderer.render(new ReportDocument(report).build());
        String overview = md.split("## Overview\n\n")[1].split("\n## ")[0];
        // each column names the result its ratios are relative to: its fastest compared one
        assertTrue(overview.startsWith("| framework/variant | pingpong, CPUs 0 (x: vs akka/typed-tuned) | pingpong, CPUs"
                + " 0-1 (x: vs akka/typed-tuned) | fanout, CPUs 0 (x: vs loom/vthreads (1 thread)) | fanout, CPUs 0-1"
                + " (x: vs akka/typed-tuned) |\n"), overview);
        String loom = overview.lines().filter(l -> l.startsWith("| loom/threads |")).findFirst().orElseThrow();
        assertTrue(loom.matches("\\| loom/threads( \\| \\d+(-\\d+)? · \\d+\\.\\d\\dx · \\d+\\.\\d ± \\d+\\.\\d){4} \\|"), loom);
        String vthreads = overview.lines().filter(l -> l.startsWith("| loom/vthreads (1 thread) |")).findFirst()
                .orElseThrow();
        assertTrue(vthreads.matches("\\| loom/vthreads \\(1 thread\\)( \\| \\d+(-\\d+)? · [^|]+ \\| 1 thread · [^|]+){2} \\|"),
                "compared on one CPU, not on two: " + vthreads);
        assertTrue(overview.contains("| pekko | timed-out |  | timed-out |  |"), overview);
        assertTrue(overview.contains(HeatMap.MARKDOWN_LEGEND), overview);
    }

    /** The index of a column by its workload and CPU set. */
    private static int column(HeatMap map, String workload, String cpuSet) {
        for (int i = 0; i < map.columns().size(); i++) {
            if (map.columns().get(i).workload().equals(workload) && map.columns().get(i).cpuSet().equals(cpuSet)) {
                return i;
            }
        }
        throw new AssertionError("no column " + workload + " on CPUs " + cpuSet + ": " + map.columns());
    }
}
