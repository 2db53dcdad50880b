package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.OutputLayout;
import ringside.report.Report;

/** A run's report names the Maven arguments its modules were built with, and says nothing of a plain build. */
class ReportShowsTheBuildTest {

    @Test
    void theReportNamesTheBuildsMavenArguments(@TempDir Path dir) throws Exception {
        Path other = new TinyRun().framework("pekko", "1.6.0")
                .env(OutputLayout.BUILD, OutputLayout.MAVEN_ARGS, "-Dpekko.version=1.6.0")
                .pingpong("typed", "2000", TinyRun.around(5, 0.02)).write(dir.resolve("other"));
        String report = Report.storedRunFiles(other).get(OutputLayout.REPORT_MARKDOWN);
        assertTrue(report.contains("Built with the Maven arguments (MAVEN_ARGS) -Dpekko.version=1.6.0"), report);
        Path plain = new TinyRun().pingpong("typed", "2000", TinyRun.around(5, 0.02)).write(dir.resolve("plain"));
        assertFalse(Report.storedRunFiles(plain).get(OutputLayout.REPORT_MARKDOWN).contains("MAVEN_ARGS"));
    }
}
