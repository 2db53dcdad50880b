package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * benchmark.sh refuses its own bad parameters before it builds or runs anything: exit status 2 and a message
 * that names the parameter. (The workload parameters are checked by the launcher: see ParametersTest.)
 */
class BenchmarkScriptInputTest {
    private static final Path SCRIPT = Path.of("..", "benchmark.sh").toAbsolutePath().normalize();

    private record Outcome(int status, String stderr) {
    }

    private static Outcome run(Map<String, String> env, String... args) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", SCRIPT.toString());
        pb.command().addAll(List.of(args));
        for (String name : new String[] {"cpuList", "cpuSweep", "frameworks", "outDir", "moduleTimeout", "parallelism",
            "variants"}) {
            pb.environment().remove(name);
        }
        pb.environment().putAll(env);
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "benchmark.sh did not stop");
        return new Outcome(p.exitValue(), stderr);
    }

    private static void refused(String parameter, Map<String, String> env) throws Exception {
        Outcome o = run(env);
        assertEquals(2, o.status(), o.stderr());
        assertTrue(o.stderr().startsWith("benchmark.sh: " + parameter + ":"), o.stderr());
    }

    @Test
    void refusesBadRunParametersBeforeAnyWork() throws Exception {
        refused("cpuList", Map.of("cpuList", "99999"));
        refused("cpuList", Map.of("cpuList", "0;rm -rf x"));
        refused("cpuList", Map.of("cpuList", "1-0"));
        refused("cpuSweep", Map.of("cpuSweep", "0 abc"));
        refused("cpuSweep", Map.of("cpuSweep", "0", "cpuList", "0"));
        refused("cpuSweep", Map.of("cpuSweep", "0 0")); // the same set twice, however it is spelled
        refused("frameworks", Map.of("frameworks", "loom,orleans"));
        refused("moduleTimeout", Map.of("moduleTimeout", "soon"));
        refused("parallelism", Map.of("parallelism", "4"));
    }

    @Test
    void neverWritesIntoAFolderThatHoldsFiles(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("earlier-result.json"), "[]");
        refused("outDir", Map.of("outDir", dir.toString()));
        assertEquals("[]", Files.readString(dir.resolve("earlier-result.json")));
    }

    @Test
    void helpAndUnknownArguments() throws Exception {
        assertEquals(0, run(Map.of(), "--help").status());
        Outcome unknown = run(Map.of(), "--fast");
        assertEquals(2, unknown.status());
        assertTrue(unknown.stderr().contains("unknown argument '--fast'"), unknown.stderr());
        Outcome report = run(Map.of(), "report", "no-such-folder");
        assertEquals(2, report.status());
        assertTrue(report.stderr().contains("holds no Ringside run"), report.stderr());
    }
}
