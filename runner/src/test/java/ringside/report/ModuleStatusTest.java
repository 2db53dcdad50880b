package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.OutputLayout;

/** Which ways of not running are expected (said quietly) and which are failures (said up front). */
class ModuleStatusTest {

    private static ModuleStatus status(String status, String detail) {
        return new ModuleStatus("0", "kotlin", status, detail);
    }

    @Test
    void aVariantThatSaidItCannotRunAndASkippedModuleAreExpected() {
        for (ModuleStatus s : List.of(
                status(ModuleStatus.NOT_RUN, "kotlin/channel remote: kotlinx.coroutines has no remoting"),
                status(ModuleStatus.NOT_RUN, "loom/threads spawn: 1,111,111 actors need as many platform threads"),
                status(ModuleStatus.SKIPPED, "none of variants=typed is one of its variants"))) {
            assertTrue(s.expected(), s.toString());
            assertFalse(s.failure() || s.ok(), s.toString());
        }
    }

    @Test
    void aCrashAnInvalidResultATimeoutAKillAndAnInterruptionAreFailures() {
        for (String failed : List.of("failed", "timed-out", "killed", "interrupted")) {
            ModuleStatus s = status(failed, "exit status 1: InvalidResultException: ring ended at worker 3");
            assertTrue(s.failure(), failed);
            assertFalse(s.expected() || s.ok(), failed);
        }
        ModuleStatus ok = status("ok", "");
        assertFalse(ok.failure() || ok.expected());
    }

    @Test
    void aNotRunLineNamesItsVariantAndWorkload() {
        ModuleStatus s = status(ModuleStatus.NOT_RUN, "kotlin/channel remote: kotlinx.coroutines has no remoting");
        assertTrue(s.notRun("kotlin/channel", "remote"));
        assertFalse(s.notRun("kotlin/channel", "ring"));
        assertFalse(s.notRun("kotlin/chan", "remote"));
        assertFalse(status("failed", "kotlin/channel remote: crashed").notRun("kotlin/channel", "remote"));
    }

    /** A benchmark's own line (not-run, or failed while its module went on) names it; a module's own line does not. */
    @Test
    void aFailedBenchmarksLineNamesItsBenchmarkAndReasonAModulesLineNone() {
        ModuleStatus benchmark = status(ModuleStatus.FAILED, "kotlin/channel big: InvalidResultException: lost a"
                + " pong; see logs/kotlin.cpus-0.log");
        assertTrue(benchmark.failure());
        assertEquals(Optional.of("kotlin/channel big"), benchmark.benchmark());
        assertEquals(Optional.of("kotlin/channel"), benchmark.label());
        assertEquals("InvalidResultException: lost a pong; see logs/kotlin.cpus-0.log", benchmark.reason());
        assertTrue(benchmark.failed("kotlin/channel", "big"));
        assertFalse(benchmark.failed("kotlin/channel", "ring") || benchmark.failed("kotlin/chan", "big"));
        assertFalse(benchmark.notRun("kotlin/channel", "big"));
        assertEquals(Optional.of("kotlin/channel remote"), status(ModuleStatus.NOT_RUN,
                "kotlin/channel remote: no remoting").benchmark());
        for (String module : List.of("exit status 1: 1 of 6 benchmarks failed: kotlin/channel big: lost; see logs/x.log",
                "exit status 1: InvalidResultException: kotlin/channel ring: lost", "killed after moduleTimeout=600s",
                "timeBudget=21s: none of its benchmarks would end in time")) {
            ModuleStatus s = status(ModuleStatus.FAILED, module);
            assertEquals(Optional.empty(), s.benchmark(), module);
            assertEquals(Optional.empty(), s.label(), module);
            assertEquals(module, s.reason());
            assertFalse(s.failed("kotlin/channel", "big"), module);
        }
    }

    @Test
    void theReportPutsFailuresUpFrontAndExpectedNotRunsQuietlyLower(@TempDir Path dir) throws Exception {
        Path run = ReportTest.copyOfRecordedRun(dir); // its status.tsv has pekko timed out on CPUs 0
        Path status = new OutputLayout(run).status();
        String limit = "loom/threads spawn: 1,111,111 actors need as many platform threads\n";
        String noRemoting = "remote: no remoting\n";
        // loom's limit on CPUs 0 comes twice, as a run in rounds of forks records it once per round
        Files.writeString(status, Files.readString(status) + "0\tloom\tnot-run\t" + limit + "0-1\tloom\tnot-run\t"
                + limit + "0\tloom\tnot-run\t" + limit + "0\takka\tnot-run\takka/typed " + noRemoting + "0\takka\tnot-run\takka/typed-tuned "
                + noRemoting);
        Report report = new Report(run);
        String md = MarkdownRenderer.render(new ReportDocument(report).build());
        int overview = md.indexOf("## Overview");
        int failed = md.indexOf("## Did not finish");
        int choosing = md.indexOf("## Choosing a framework");
        int expected = md.indexOf("### Not run or not compared, as expected");
        assertTrue(0 < overview && overview < failed && failed < choosing && choosing < expected, md);
        String failures = md.substring(failed, choosing);
        assertTrue(failures.contains("- **pekko on CPUs 0: timed-out** killed after moduleTimeout=600s")
                && !failures.contains("spawn"), failures);
        String quiet = md.substring(expected).split("\n## ")[0];
        assertTrue(quiet.contains("- loom/threads spawn on CPUs 0, 0-1: 1,111,111 actors need as many platform"
                + " threads\n") && quiet.contains("- akka/typed remote, akka/typed-tuned remote on CPUs 0: no"
                        + " remoting\n"),
                "one line per reason, its CPU sets and variants together, no alert: " + quiet);
        assertFalse(quiet.contains("**"), quiet);
    }
}
