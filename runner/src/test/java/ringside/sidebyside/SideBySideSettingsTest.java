package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.parameters.ParameterException;

class SideBySideSettingsTest {
    private static final List<String> HERE = List.of("loom", "akka", "pekko", "kilim", "quasar", "kotlin", "vertx");

    @TempDir
    Path dir;

    private SideBySideSettings resolve(Map<String, String> given) {
        Map<String, String> env = new HashMap<>(Map.of("outDir", dir.resolve("out").toString(), "cpuList", "0"));
        env.putAll(given);
        return SideBySideSettings.resolve(env, HERE, "0-1", LocalDateTime.now());
    }

    @Test
    void frameworksBenchmarksAndVariantsSelectTheRows() {
        SideBySideSettings s = resolve(Map.of("frameworks", "loom,akka", "benchmarks", "pingpong"));
        assertEquals(List.of("loom-pingpong", "akka-pingpong"), s.rows().stream().map(Row::name).toList());
        assertEquals("runner,loom-impl,akka-impl", s.modulesToBuild());
        assertEquals(3, s.jvms());
        assertEquals("0", s.cpus().toString());
        assertEquals(List.of("loom-ring", "loom-pingpong"),
                resolve(Map.of("variants", "vthreads")).rows().stream().map(Row::name).toList());
        assertEquals(2, resolve(Map.of("quick", "1")).jvms());
    }

    /**
     * Sieve and big rows run only when benchmarks names them; a ring or ping-pong row only when stackDepth names its
     * depth, so the default run has the rows it had before depths.
     */
    @Test
    void theNewWorkloadsAndDepthsAreSelectedWhenNamed() {
        assertEquals(List.of("akka-sieve", "pekko-sieve", "akka-big", "pekko-big"), resolve(Map.of("frameworks",
                "akka,pekko", "benchmarks", "sieve,big")).rows().stream().map(Row::name).toList());
        assertEquals(List.of("loom-ring"), resolve(Map.of("frameworks", "loom", "benchmarks", "ring")).rows()
                .stream().map(Row::name).toList());
        assertEquals(List.of("loom-ring", "loom-ring-depth"), resolve(Map.of("frameworks", "loom", "benchmarks",
                "ring", "stackDepth", "0,64")).rows().stream().map(Row::name).toList());
        assertEquals(List.of("loom-ring-depth"), resolve(Map.of("frameworks", "loom", "stackDepth", "64")).rows()
                .stream().map(Row::name).toList());
    }

    /**
     * Plaintext rows run when benchmarks names httpThroughput, once per connection count; the generator's CPUs are
     * resolved as the suite's (by default those outside cpuList), and an overlap or none left is refused before any
     * work, naming loadCpuList.
     */
    @Test
    void plaintextRowsGetTheGeneratorsCpusOrAreRefused() {
        SideBySideSettings s = resolve(Map.of("frameworks", "vertx", "benchmarks", "httpThroughput",
                "httpConnections", "100,500"));
        assertEquals(List.of("vertx-plaintext"), s.rows().stream().map(Row::name).toList());
        assertEquals(List.of("vertx-plaintext@100", "vertx-plaintext@500"), s.runs().stream().map(RowRun::name)
                .toList());
        assertEquals("1", s.loadCpus().orElseThrow().toString());
        assertEquals("1", s.recorded().text(ringside.parameters.Parameter.loadCpuList));
        assertTrue(resolve(Map.of("frameworks", "vertx", "benchmarks", "pingpong")).loadCpus().isEmpty());
        assertTrue(assertThrows(ParameterException.class, () -> resolve(Map.of("frameworks", "vertx", "benchmarks",
                "httpThroughput", "loadCpuList", "0"))).getMessage().startsWith("loadCpuList: 0 shares CPU 0"));
        assertTrue(assertThrows(ParameterException.class, () -> resolve(Map.of("frameworks", "vertx", "benchmarks",
                "httpThroughput", "cpuList", "0-1"))).getMessage().startsWith("loadCpuList: no CPU is left for the"
                        + " load generator"));
    }

    /** What benchmark.sh hands over to: the modules to build, or a refusal naming the parameter, status 2. */
    @Test
    void theRunnerPrintsTheModulesOrRefusesBeforeAnyWork() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Map<String, String> env = Map.of("outDir", dir.resolve("out").toString(), "cpuList", "0",
                "frameworks", "vertx,kilim");
        assertEquals(0, SideBySide.start(Path.of(".."), "modules", env, new PrintStream(out), new PrintStream(err)));
        assertEquals("runner,vertx-impl,kilim-impl", out.toString(StandardCharsets.UTF_8).strip());
        Map<String, String> bad = new HashMap<>(env);
        bad.put("sideBySideJvms", "none");
        assertEquals(2, SideBySide.start(Path.of(".."), "run", bad, new PrintStream(out), new PrintStream(err)));
        assertEquals("benchmark.sh side-by-side: sideBySideJvms: 'none' is not accepted; expected an integer >= 1",
                err.toString(StandardCharsets.UTF_8).strip());
        assertTrue(!Files.exists(dir.resolve("out")), "nothing is made before the parameters are checked");
    }

    @Test
    void refusesBadParametersNamingThem() {
        for (Map<String, String> bad : List.of(Map.of("sideBySideJvms", "0"), Map.of("sideBySideTime", "ten"),
                Map.of("sideBySideWarmup", "-1"), Map.of("sideBySideJvm", "3"))) {
            ParameterException e = assertThrows(ParameterException.class, () -> resolve(bad), bad.toString());
            String name = bad.keySet().iterator().next();
            assertTrue(e.getMessage().startsWith(name.equals("sideBySideJvm") ? "sideBySideJvms" : name),
                    e.getMessage());
        }
        ParameterException none = assertThrows(ParameterException.class,
                () -> resolve(Map.of("frameworks", "loom", "benchmarks", "fanout")));
        assertTrue(none.getMessage().startsWith("frameworks, benchmarks, variants, stackDepth: they select no"
                + " side-by-side row; the rows are loom-ring (loom, ring, vthreads), loom-ring-depth (loom, ring,"
                + " stackDepth 64, vthreads), "), none.getMessage());
        Map<String, String> sweep = new HashMap<>(Map.of("cpuSweep", "0 0-1", "outDir", dir.toString()));
        ParameterException sets = assertThrows(ParameterException.class,
                () -> SideBySideSettings.resolve(sweep, HERE, "0-1", LocalDateTime.now()));
        assertTrue(sets.getMessage().startsWith("cpuSweep: side-by-side runs"), sets.getMessage());
    }
}
