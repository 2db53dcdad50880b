package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import ringside.parameters.Parameter;

/**
 * Every parameter of the registry, given a wrong value, is refused before any work: exit status 2, a message that
 * starts with the parameter's name and says what it accepts, no module to build, and no output folder. An integer's
 * wrong values come from the registry (not a number, below its least value); a text parameter's from the table below,
 * which must name every text parameter, so a new one cannot be added without its cases.
 */
class EveryParameterRefusesBadInputTest {
    /** This checkout: its pom and modules are what benchmark.sh hands the runner. */
    private static final Path CHECKOUT = Path.of("..").toAbsolutePath().normalize();

    /**
     * Wrong values of each text parameter: an unknown name in a list, an empty element, an empty list where one is
     * required, a wrong form. A parameter whose every text is accepted has none, and says why.
     */
    private static final Map<Parameter, List<String>> TEXT_CASES = textCases();
    /** Text parameters that accept any text, and why no value of theirs can be wrong before the run. */
    private static final Map<Parameter, String> ANY_TEXT = Map.of(
            Parameter.resultFile, "set by the suite for each module run: any path is a file to write",
            Parameter.remoteHost, "any name may resolve; an address that does not answer fails the remote benchmark");

    @TempDir
    Path dir;

    private static Map<Parameter, List<String>> textCases() {
        Map<Parameter, List<String>> cases = new LinkedHashMap<>();
        cases.put(Parameter.cpuList, List.of("0;rm -rf x", "1-0", "x", "0,,1"));
        cases.put(Parameter.cpuSweep, List.of("0 abc", "0 0"));
        cases.put(Parameter.frameworks, List.of("loom,orleans", "loom,,akka", ","));
        cases.put(Parameter.precision, List.of("0", "100", "five"));
        cases.put(Parameter.timeBudget, List.of("soon", "0s", "-5m"));
        cases.put(Parameter.precisionBudget, List.of("later", "0m", "nothing"));
        cases.put(Parameter.quick, List.of("yes", "2"));
        cases.put(Parameter.remoteBind, List.of("not an address", "192.0.2.1")); // the second: a documentation address
        cases.put(Parameter.remoteToken, List.of("hunter2", "file:/nonexistent/ringside-token"));
        cases.put(Parameter.benchmarks, List.of("ring,chain", "ring,,pingpong", ","));
        cases.put(Parameter.variants, List.of("threads,,vthreads", ","));
        cases.put(Parameter.heap, List.of("2 GB", "lots"));
        cases.put(Parameter.jmhArgs, List.of("-f 3", "-prof nosuchprofiler"));
        cases.put(Parameter.profile, List.of("flame", "cpu,alloc", "CPU"));
        cases.put(Parameter.stackDepth, List.of("-1", "0,99999", "0,,16", "deep"));
        cases.put(Parameter.latencyRates, List.of("0", "10000,,50000", "fast", ","));
        cases.put(Parameter.pacer, List.of("fast"));
        cases.put(Parameter.remoteRates, List.of("0", "1000,,2000", "x"));
        cases.put(Parameter.remoteCpuList, List.of("x", "0;1"));
        cases.put(Parameter.httpConnections, List.of("0", "100,,500", "many"));
        cases.put(Parameter.loadCpuList, List.of("x", "0;1"));
        return cases;
    }

    private record Outcome(int status, String stdout, String stderr) {
    }

    private Outcome modules(Map<String, String> env) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Suite.start(CHECKOUT, "modules", env, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Every parameter's wrong values, each a test of its own. */
    @TestFactory
    Stream<DynamicTest> everyParameterRefusesItsWrongValues() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Parameter p : Parameter.values()) {
            for (String value : wrongValues(p)) {
                tests.add(DynamicTest.dynamicTest(p + "=" + value, () -> refused(p, value)));
            }
        }
        return tests.stream();
    }

    /** The integer's from the registry, the text's from the table. */
    private static List<String> wrongValues(Parameter p) {
        if (p.isInteger()) {
            return List.of("x", "1.5", Integer.toString(p.min() - 1));
        }
        if (p == Parameter.outDir || p == Parameter.resume) {
            return List.of(); // their cases need folders: outDirWithFilesInItIsRefused, resumeNeedsARunsFolderAlone
        }
        return TEXT_CASES.getOrDefault(p, List.of());
    }

    private void refused(Parameter p, String value) {
        Path outDir = dir.resolve("out-" + p);
        Map<String, String> env = new LinkedHashMap<>(Map.of(Parameter.outDir.name(), outDir.toString()));
        env.put(p.name(), value);
        if (p == Parameter.cpuSweep) {
            env.remove(Parameter.cpuList.name());
        }
        Outcome o = modules(env);
        assertEquals(2, o.status(), p + "=" + value + " was accepted: " + o.stdout() + o.stderr());
        assertTrue(o.stderr().startsWith("benchmark.sh: " + p + ":"), p + "=" + value + ": " + o.stderr());
        assertTrue(o.stderr().contains("accepted") || o.stderr().contains("expected"), p + "=" + value
                + " is refused without saying what is accepted: " + o.stderr());
        assertEquals("", o.stdout(), "nothing may be built after a refusal");
        assertFalse(Files.exists(outDir), "nothing may be written after a refusal");
    }

    @Test
    void outDirWithFilesInItIsRefused() throws Exception {
        Path full = Files.createDirectories(dir.resolve("full"));
        Files.writeString(full.resolve("something"), "kept");
        Outcome o = modules(Map.of(Parameter.outDir.name(), full.toString()));
        assertEquals(2, o.status(), o.stderr());
        assertTrue(o.stderr().startsWith("benchmark.sh: outDir:"), o.stderr());
        assertEquals("kept", Files.readString(full.resolve("something")));
    }

    /** A folder that cannot be written (or made) is refused before any work, naming where it fails. */
    @Test
    void outDirThatCannotBeWrittenIsRefused() throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "not a folder");
        Outcome underAFile = modules(Map.of(Parameter.outDir.name(), file.resolve("run").toString()));
        assertEquals(2, underAFile.status(), underAFile.stderr());
        assertTrue(underAFile.stderr().startsWith("benchmark.sh: outDir: '" + file.resolve("run") + "' cannot be"
                + " written (" + file + " is not a folder); expected"), underAFile.stderr());
        Path locked = Files.createDirectories(dir.resolve("locked"));
        assertTrue(locked.toFile().setWritable(false, false));
        try {
            if (!Files.isWritable(locked)) { // root may write anywhere: then there is nothing to refuse
                Outcome o = modules(Map.of(Parameter.outDir.name(), locked.resolve("run").toString()));
                assertEquals(2, o.status(), o.stderr());
                assertTrue(o.stderr().contains("(" + locked + " is not writable)"), o.stderr());
            }
        } finally {
            locked.toFile().setWritable(true, false);
        }
    }

    /** resume names the folder of a run (its env.json), and the run goes on there: not with outDir. */
    @Test
    void resumeNeedsARunsFolderAlone() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        for (Path folder : List.of(dir.resolve("missing"), empty)) {
            Outcome o = modules(Map.of(Parameter.resume.name(), folder.toString()));
            assertEquals(2, o.status(), o.stderr());
            assertTrue(o.stderr().startsWith("benchmark.sh: resume: '" + folder + "' holds no run (no env.json);"
                    + " expected the folder of a run"), o.stderr());
        }
        Outcome both = modules(Map.of(Parameter.resume.name(), empty.toString(), Parameter.outDir.name(),
                dir.resolve("new").toString()));
        assertEquals(2, both.status(), both.stderr());
        assertTrue(both.stderr().startsWith("benchmark.sh: resume: not accepted with outDir"), both.stderr());
        assertFalse(Files.exists(dir.resolve("new")));
    }

    /** A short secret is refused without being shown; a remote-server off loopback without one does not start. */
    @Test
    void remoteTokenIsNeverShownAndRequiredOffLoopback() {
        Outcome shortOne = modules(Map.of(Parameter.outDir.name(), dir.resolve("o").toString(),
                Parameter.remoteToken.name(), "hunter2"));
        assertEquals(2, shortOne.status());
        assertFalse(shortOne.stderr().contains("hunter2"), shortOne.stderr());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Suite.start(CHECKOUT, "remote-server", Map.of(Parameter.remoteBind.name(), "0.0.0.0"),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status, err.toString(StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("benchmark.sh: remoteToken: required when"
                + " remoteBind is 0.0.0.0, not a loopback address"), err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8), "nothing was served");
    }

    /** The table covers every text parameter, or says why one has no wrong value. */
    @Test
    void everyTextParameterHasItsCases() {
        for (Parameter p : Parameter.values()) {
            if (!p.isInteger() && p != Parameter.outDir && p != Parameter.resume) {
                assertTrue(TEXT_CASES.containsKey(p) ^ ANY_TEXT.containsKey(p), p + " needs wrong values in"
                        + " TEXT_CASES, or a reason in ANY_TEXT");
            }
        }
    }
}
