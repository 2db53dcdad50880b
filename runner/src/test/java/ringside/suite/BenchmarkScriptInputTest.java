package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * What benchmark.sh answers before it builds anything: --help (printed by the suite runner), a wrong argument, a
 * report without its folder. (The run's parameters are the suite runner's to check: SuiteInputTest; a folder that
 * holds no run, the report's: OutputLayoutTest.)
 */
class BenchmarkScriptInputTest {
    private static final Path SCRIPT = Path.of("..", "benchmark.sh").toAbsolutePath().normalize();

    private record Outcome(int status, String stdout, String stderr) {
    }

    private static Outcome run(String... args) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", SCRIPT.toString());
        pb.command().addAll(List.of(args));
        Process p = pb.start();
        p.getOutputStream().close();
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "benchmark.sh did not stop");
        return new Outcome(p.exitValue(), stdout, stderr);
    }

    /** --help is the suite runner's, generated from the parameter registry (the runner is built, as by the test run). */
    @Test
    void helpIsTheSuitesHelpText() throws Exception {
        Outcome help = run("--help");
        assertEquals(0, help.status(), help.stderr());
        assertEquals(SuiteHelp.text(), help.stdout());
        assertEquals(0, run("-h").status());
    }

    @Test
    void unknownArgumentsAndAReportWithoutItsFolderAreRefused() throws Exception {
        Outcome unknown = run("--fast");
        assertEquals(2, unknown.status());
        assertTrue(unknown.stderr().contains("unknown argument '--fast'"), unknown.stderr());
        Outcome usage = run("report");
        assertEquals(2, usage.status());
        assertTrue(usage.stderr().contains("usage: ./benchmark.sh report <outDir>"), usage.stderr());
        Outcome sideBySide = run("side-by-side", "now");
        assertEquals(2, sideBySide.status());
        assertTrue(sideBySide.stderr().contains("usage: [name=value ...] ./benchmark.sh side-by-side"),
                sideBySide.stderr());
        // each subcommand with a wrong number of arguments: its usage, before anything is built
        for (List<String> args : List.of(List.of("compare", "a"), List.of("compare", "a", "b", "c"),
                List.of("published"), List.of("remote-server", "now"), List.of("report", "a", "b"))) {
            Outcome wrong = run(args.toArray(String[]::new));
            assertEquals(2, wrong.status(), args + ": " + wrong.stderr());
            assertTrue(wrong.stderr().startsWith("benchmark.sh: usage: ") && wrong.stderr().contains(args.get(0)),
                    args + ": " + wrong.stderr());
            assertEquals("", wrong.stdout(), args + ": nothing may be built");
        }
    }
}
