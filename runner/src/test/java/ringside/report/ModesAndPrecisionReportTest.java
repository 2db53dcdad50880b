package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ringside.report.SyntheticRuns.forks;
import static ringside.report.SyntheticRuns.joined;
import static ringside.report.SyntheticRuns.run;

import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.OutputLayout;
import ringside.parameters.Parameter;
import ringside.statistics.Precision;
import ringside.statistics.RepetitionPlan;

/**
 * A synthetic ping-pong run on CPU 0: loom/vthreads settles at 20 ms in 3 forks, pekko/typed at 20 or 60 ms (3 and 2
 * of 5 forks), akka/typed at 60 ms in 3 forks, loom/threads at 100 ms in 2 forks. The report says where pekko/typed
 * settles (table, text, CSV, chart) and, where the run asked for precision, each result's outcome with why.
 */
class ModesAndPrecisionReportTest {

    private static List<JsonObject> runs() throws Exception {
        return List.of(run("loom", "vthreads", forks(3, 20, 0.1)),
                run("pekko", "typed", joined(forks(3, 20, 0.1), forks(2, 60, 0.1))),
                run("akka", "typed", forks(3, 60, 0.1)),
                run("loom", "threads", forks(2, 100, 1)));
    }

    private static Measurement find(Report report, String label) {
        return report.table().rows().stream().filter(m -> m.label().equals(label)).findFirst().orElseThrow();
    }

    @Test
    void theTableTheTextTheCsvAndTheChartSayWhereABimodalResultSettles(@TempDir Path dir) throws Exception {
        Path out = SyntheticRuns.folder(dir, runs());
        Report report = new Report(out);
        report.write();
        Measurement pekko = find(report, "pekko/typed");
        String settles = "settles at 20.0 ± 0 or 60.0 ± 0 ms (3 and 2 of 5 forks)";
        assertEquals(settles, Format.settles(pekko));

        String md = Files.readString(out.resolve(OutputLayout.REPORT_MARKDOWN));
        assertTrue(md.contains("| pekko/typed | " + Format.score(pekko) + " | " + Format.percent(pekko.relativeError())
                + " | " + settles + ": " + Format.forkScores(pekko, " / ")
                + " | its JVMs settle in 2 modes; over 5 forks | 5x10 |"), md);
        assertTrue(md.contains("| loom/vthreads | " + Format.score(find(report, "loom/vthreads")) + " | "
                + Format.percent(find(report, "loom/vthreads").relativeError()) + " | 20.000 / 20.000 / 20.000 |"),
                "one mode: the fork means alone, as before");
        assertTrue(md.contains("Where the fork means form separate modes"), "how to read it");
        assertFalse(md.contains("### Precision"), "the run asked for no precision");
        assertTrue(Files.readString(out.resolve(OutputLayout.REPORT_HTML)).contains(settles));

        assertTrue(report.summary().contains("pekko/typed, pingpong on CPUs 0: " + settles), report.summary());

        List<Map<String, String>> csv = ResultsCsv.read(out.resolve(OutputLayout.RESULTS));
        Map<String, String> row = csv.stream().filter(r -> r.get("framework").equals("pekko")).findFirst()
                .orElseThrow();
        assertEquals(Format.csvNumber(20) + ";" + Format.csvNumber(60), row.get(TimedCsv.MODE_SCORES));
        assertEquals("3;2", row.get(TimedCsv.MODE_FORKS));
        assertEquals("", csv.stream().filter(r -> r.get("framework").equals("akka")).findFirst().orElseThrow()
                .get(TimedCsv.MODE_FORKS), "one mode: empty");

        String chart = Files.readString(out.resolve(OutputLayout.CHARTS).resolve("pingpong-cpus-0.svg"));
        assertTrue(chart.contains("<title>pekko/typed: 3 of 5 forks settled at 20.0 ms/op ("), chart);
        assertTrue(chart.contains("<title>pekko/typed: 2 of 5 forks settled at 60.0 ms/op ("), chart);
        assertEquals(2, chart.split("<title>", -1).length - 1, "a mark per mode, none for one-mode results");
        assertTrue(chart.contains(">triangles: where its JVMs settled, for a result whose fork means form separate"
                + " modes"), chart);
    }

    @Test
    void aRunWithoutModesHasNoModeColumnsNorNotes(@TempDir Path dir) throws Exception {
        Path out = SyntheticRuns.folder(dir, List.of(run("loom", "vthreads", forks(3, 20, 0.1)),
                run("akka", "typed", forks(3, 60, 0.1))));
        Report report = new Report(out);
        report.write();
        String header = Files.readAllLines(out.resolve(OutputLayout.RESULTS)).get(0);
        assertFalse(header.contains(TimedCsv.MODE_SCORES), header);
        assertFalse(header.contains(TimedCsv.UNSETTLED_FORKS), "no warm-up judged: no column");
        String md = Files.readString(out.resolve(OutputLayout.REPORT_MARKDOWN));
        assertFalse(md.contains("settles at") || md.contains("modes"), md);
        assertFalse(Files.readString(out.resolve(OutputLayout.CHARTS).resolve("pingpong-cpus-0.svg"))
                .contains("<title>"));
    }

    @Test
    void aRunThatAskedForPrecisionSaysPerResultItsForksItsErrorAndWhy(@TempDir Path dir) throws Exception {
        Path out = SyntheticRuns.folder(dir, runs(), Parameter.precision.name(), "5",
                Parameter.timeBudget.name(), "20m");
        Report report = new Report(out);
        report.write();
        PrecisionTable outcome = report.precision().orElseThrow();
        assertEquals(Map.of("loom/vthreads", Precision.Status.MET, "pekko/typed", Precision.Status.ABOVE,
                "akka/typed", Precision.Status.MET, "loom/threads", Precision.Status.TOO_FEW_FORKS),
                outcome.rows().stream().collect(java.util.stream.Collectors.toMap(r -> r.result().label(),
                        PrecisionTable.Row::status)));
        assertEquals(2, outcome.met());

        Measurement pekko = find(report, "pekko/typed");
        Measurement threads = find(report, "loom/threads");
        String md = Files.readString(out.resolve(OutputLayout.REPORT_MARKDOWN));
        assertTrue(md.contains("### Precision: an error within 5% of the score\n"), md);
        assertTrue(md.contains("(precision=5, timeBudget=20m)"), md);
        assertTrue(md.contains("2 of 4 results meet it; 2 do not, each with why."), md);
        assertTrue(md.contains("| benchmark | framework/variant | n | error | target 5% |"), md);
        assertTrue(md.contains("| pingpong on CPUs 0 | loom/vthreads | 3x10 | "
                + Format.percent(find(report, "loom/vthreads").relativeError()) + " | met |"), md);
        assertTrue(md.contains("| pingpong on CPUs 0 | pekko/typed | 5x10 | " + Format.percent(pekko.relativeError())
                + " | above: bimodal: settles at 20.0 ± 0 or 60.0 ± 0 ms (3 and 2 of 5 forks);"
                + " timeBudget=20m ran out |"), md);
        assertTrue(md.contains("| pingpong on CPUs 0 | loom/threads | 2x10 | " + Format.percent(threads.relativeError())
                + " | not judged: too few forks; timeBudget=20m ran out |"), md);
        assertTrue(md.contains("A target is judged over 3 forks or more."), md);

        String html = Files.readString(out.resolve(OutputLayout.REPORT_HTML));
        assertTrue(html.contains("<td class=\"text\">above: bimodal:"), "words in a table read from the left");

        String summary = report.summary();
        assertTrue(summary.contains("precision=5, timeBudget=20m: 2 of 4 timed results have an error within 5% of"
                + " their score\n"), summary);
        assertTrue(summary.contains("  not met: pekko/typed pingpong on CPUs 0: " + Format.percent(pekko
                .relativeError()) + " over 5 forks; bimodal: "), summary);
    }

    @Test
    void whyAResultStayedAboveIsTheRoundsWhereItWroteIt(@TempDir Path dir) throws Exception {
        Path out = SyntheticRuns.folder(dir, runs(), Parameter.precision.name(), "5", Parameter.timeBudget.name(),
                "20m");
        Measurement pekko = find(new Report(out), "pekko/typed");
        Files.writeString(new OutputLayout(out).precision(), PrecisionOutcome.of(pekko, pekko.samples()
                .relativeHalfWidth(), 0.05, false, "the round's own words", null).toTsvLine());
        Report report = new Report(out);
        Map<String, String> why = report.precision().orElseThrow().rows().stream().collect(
                java.util.stream.Collectors.toMap(r -> r.result().label(), PrecisionTable.Row::why));
        assertEquals("the round's own words", why.get("pekko/typed"));
        assertEquals("too few forks; timeBudget=20m ran out", why.get("loom/threads"), "none written: derived");
        assertEquals("", why.get("loom/vthreads"), "met");
    }

    /** The round's plan for a result, where it made one, beside the error the result got. */
    @Test
    void aPlannedResultShowsItsPlanBesideItsError(@TempDir Path dir) throws Exception {
        Path out = SyntheticRuns.folder(dir, runs(), Parameter.precision.name(), "5", Parameter.timeBudget.name(),
                "20m");
        Measurement pekko = find(new Report(out), "pekko/typed");
        Files.writeString(new OutputLayout(out).precision(), PrecisionOutcome.of(pekko, pekko.samples()
                .relativeHalfWidth(), 0.05, false, "at most 10 forks a row", new RepetitionPlan(1, 10, 0.0712, false))
                .toTsvLine());
        Report report = new Report(out);
        report.write();
        String md = Files.readString(out.resolve(OutputLayout.REPORT_MARKDOWN));
        assertTrue(md.contains("| benchmark | framework/variant | n | error | plan: forks, iterations, predicted error"
                + " | target 5% |"), md);
        assertTrue(md.contains("| pekko/typed | 5x10 | " + Format.percent(pekko.relativeError()) + " | 10 forks, 1"
                + " iteration(s) each added: 7.1% (the most a result gets) | above: at most 10 forks a row |"), md);
        assertTrue(md.contains("| loom/vthreads | 3x10 | " + Format.percent(find(report, "loom/vthreads")
                .relativeError()) + " |  | met |"), "no plan: an empty cell\n" + md);
    }

    @Test
    void withoutATimeBudgetTheRoundsOwnLimitStoppedIt(@TempDir Path dir) throws Exception {
        Path out = SyntheticRuns.folder(dir, runs(), Parameter.precision.name(), "2.5",
                Parameter.timeBudget.name(), "none");
        PrecisionTable outcome = new Report(out).precision().orElseThrow();
        assertEquals("precision=2.5", outcome.asked());
        assertEquals(0.025, outcome.precision().target(), 1e-12);
        assertTrue(outcome.above().stream().allMatch(r -> r.why().endsWith("the round's cap of forks per result")),
                outcome.above().toString());
    }

    @Test
    void noTargetNoSection(@TempDir Path dir) throws Exception {
        for (String none : List.of("none", "", "unknown", "0")) {
            Path out = SyntheticRuns.folder(Files.createDirectory(dir.resolve("run" + none.length() + none)), runs(),
                    Parameter.precision.name(), none);
            Report report = new Report(out);
            assertTrue(report.precision().isEmpty(), none);
            assertFalse(report.summary().contains("precision="), none);
        }
    }
}
