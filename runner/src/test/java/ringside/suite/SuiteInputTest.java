package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The suite runner refuses bad run parameters before any work (benchmark.sh asks it before building the
 * modules): exit status 2, a message that names the parameter, and nothing to build. These are the cases
 * benchmark.sh checked itself before the runner was written in Java.
 */
class SuiteInputTest {
    /** This checkout: its pom and modules are what benchmark.sh hands the runner. */
    private static final Path CHECKOUT = Path.of("..").toAbsolutePath().normalize();

    private record Outcome(int status, String stdout, String stderr) {
    }

    private static Outcome plan(Map<String, String> env) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Suite.start(CHECKOUT, "modules", env, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static void refused(String parameter, Map<String, String> env) {
        Outcome o = plan(env);
        assertEquals(2, o.status(), o.stderr());
        assertTrue(o.stderr().startsWith("benchmark.sh: " + parameter + ":"), o.stderr());
        assertEquals("", o.stdout(), "nothing may be built after a refusal");
    }

    @Test
    void refusesBadRunParametersBeforeAnyWork() {
        refused("cpuList", Map.of("cpuList", "99999"));
        refused("cpuList", Map.of("cpuList", "0;rm -rf x"));
        refused("cpuList", Map.of("cpuList", "1-0"));
        refused("cpuSweep", Map.of("cpuSweep", "0 abc"));
        refused("cpuSweep", Map.of("cpuSweep", "0", "cpuList", "0"));
        refused("cpuSweep", Map.of("cpuSweep", "0 0")); // the same set twice, however it is spelled
        refused("frameworks", Map.of("frameworks", "loom,orleans"));
        refused("jmhArgs", Map.of("jmhArgs", "-prof nosuchprofiler"));
        refused("jmhArgs", Map.of("jmhArgs", "-f 3")); // forks are the suite's own parameter
        refused("moduleTimeout", Map.of("moduleTimeout", "soon"));
        refused("parallelism", Map.of("parallelism", "4"));
        refused("ringSize", Map.of("ringSize", "0")); // the launchers' parameters too, before the build
    }

    /** A misspelt parameter would be ignored and the run would use its default: it is refused before any work. */
    @Test
    void refusesAVariableThatNearlyNamesAParameter() {
        Outcome o = plan(Map.of("pingpongCount", "100", "quick", "1"));
        assertEquals(2, o.status(), o.stderr());
        assertTrue(o.stderr().startsWith("benchmark.sh: pingPongCount: the env var pingpongCount is not a parameter"),
                o.stderr());
        assertTrue(o.stderr().contains("pass pingPongCount=100 ./benchmark.sh instead"), o.stderr());
        assertEquals("", o.stdout(), "nothing may be built after a refusal");
        refused("forks", Map.of("fork", "3"));
        refused("cpuList", Map.of("cpulist", "0")); // the suite's own parameters too
        refused("quick", Map.of("QUICK", "1"));
        refused("ringSize", Map.of("ringSze", "100"));
    }

    @Test
    void leavesAShellsAndCisEnvironmentAlone() {
        Outcome o = plan(Map.of("PATH", "/usr/bin", "HOME", "/home/u", "JAVA_HOME", "/opt/jdk", "CI", "true",
                "MAVEN_OPTS", "-Xmx1g", "TERM", "xterm", "quick", "1", "frameworks", "loom"));
        assertEquals(0, o.status(), o.stderr());
        assertEquals("runner,loom-impl", o.stdout().strip());
    }

    @Test
    void neverWritesIntoAFolderThatHoldsFiles(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("earlier-result.json"), "[]");
        refused("outDir", Map.of("outDir", dir.toString()));
        assertEquals("[]", Files.readString(dir.resolve("earlier-result.json")));
    }

    @Test
    void saysWhichModulesToBuild() {
        Outcome o = plan(Map.of("frameworks", "akka, loom,akka"));
        assertEquals(0, o.status(), o.stderr());
        assertEquals("runner,akka-impl,loom-impl", o.stdout().strip());
    }

    @Test
    void refusesAnUnknownMode() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, Suite.start(CHECKOUT, "fly", Map.of(), System.out, new PrintStream(err, true,
                StandardCharsets.UTF_8)));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("usage: Suite"));
    }
}
