package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ringside.report.SyntheticRuns.fork;
import static ringside.report.SyntheticRuns.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.OutputLayout;

/**
 * A synthetic ping-pong run on CPU 0: loom/vthreads narrow (fork means 99, 100, 101 ms), akka/typed wide because its
 * JVMs differ (fork means 80, 100, 120 ms, iterations tight). The wide one says why in its row and in results.csv; a
 * run without a wide result keeps its table and CSV as they were.
 */
class WideReasonReportTest {
    private static final String WHY = "its JVMs differ (between forks: 100.0% of the fork means' variance);"
            + " over 3 forks";

    @Test
    void aWideResultSaysWhyInItsRowAndInTheCsv(@TempDir Path dir) throws Exception {
        Path out = SyntheticRuns.folder(dir, List.of(
                run("loom", "vthreads", List.of(fork(99, 0.1), fork(100, 0.1), fork(101, 0.1))),
                run("akka", "typed", List.of(fork(80, 0.1), fork(100, 0.1), fork(120, 0.1)))));
        new Report(out).write();
        String md = Files.readString(out.resolve(OutputLayout.REPORT_MARKDOWN));
        assertTrue(md.contains("| framework/variant | score | error | fork means | why above 10% | n |"), md);
        assertTrue(md.contains("| 80.000 / 100.000 / 120.000 | " + WHY + " | 3x10 |"), md);
        assertTrue(md.contains("| 99.000 / 100.000 / 101.000 |  | 3x10 |"), "the narrow one's cell is empty: " + md);
        assertTrue(md.contains("The column why above 10% says why a result's error is above 10% of its score"),
                "the legend");
        assertTrue(Files.readString(out.resolve(OutputLayout.REPORT_HTML)).contains(">" + WHY + "</td>"));

        List<Map<String, String>> csv = ResultsCsv.read(out.resolve(OutputLayout.RESULTS));
        assertEquals(WHY, byVariant(csv, "typed").get(TimedCsv.WIDE_BECAUSE));
        assertEquals("", byVariant(csv, "vthreads").get(TimedCsv.WIDE_BECAUSE));
    }

    @Test
    void aRunWithoutAWideResultHasNoReasons(@TempDir Path dir) throws Exception {
        Path out = SyntheticRuns.folder(dir, List.of(
                run("loom", "vthreads", List.of(fork(99, 0.1), fork(100, 0.1), fork(101, 0.1)))));
        new Report(out).write();
        String md = Files.readString(out.resolve(OutputLayout.REPORT_MARKDOWN));
        assertTrue(md.contains("| framework/variant | score | error | fork means | n |"), md);
        assertFalse(md.contains("why above"), md);
        assertFalse(Files.readAllLines(out.resolve(OutputLayout.RESULTS)).get(0).contains(TimedCsv.WIDE_BECAUSE));
    }

    private static Map<String, String> byVariant(List<Map<String, String>> csv, String variant) {
        return csv.stream().filter(r -> r.get("variant").equals(variant)).findFirst().orElseThrow();
    }
}
