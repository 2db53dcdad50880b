package ringside.loom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.launcher.Launcher;
import ringside.output.FlameGraph;
import ringside.parameters.Parameters;

/**
 * A profiled quick run of loom's pingpong, as the suite's profiled round runs it (the launcher in a JVM of its own,
 * given its plan; one fork per benchmark under async-profiler): every row gets a flame graph of its own, not empty,
 * with loom's own frames in it, and its JMH results stay in the profile's file.
 */
class LoomProfiledRunTest {
    /** async-profiler's flame graph lists its frame names once, each after the prefix it shares with the one before. */
    private static final Pattern FRAME = Pattern.compile("^'(.*)',?$", Pattern.MULTILINE);

    @TempDir
    Path dir;

    @Test
    void eachRowGetsAFlameGraphWithTheFrameworksOwnFrames() throws Exception {
        Path resultFile = dir.resolve("profiles/loom.cpus-test.json");
        Map<String, String> values = Map.of("quick", "1", "profile", "cpu", "benchmarks", "pingpong", "variants",
                "threads,vthreads", "parallelism", "1", "resultFile", resultFile.toString());
        Path plan = Files.writeString(dir.resolve("plan.json"), Parameters.resolve(values::get).plan());

        // a JVM of its own, as the suite starts it: this one's earlier tests may have set a JVM-wide serialization
        // filter (Helidon does), which refuses JMH's link to its forks
        Path log = dir.resolve("launcher.log");
        Process launcher = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djmh.ignoreLock=true", // JMH's lock is for measurements; this run measures nothing
                "-cp", System.getProperty("java.class.path"), Launcher.class.getName(), Launcher.PLAN,
                plan.toString()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!launcher.waitFor(5, TimeUnit.MINUTES)) { // none of it may outlive the test
            launcher.descendants().forEach(ProcessHandle::destroyForcibly);
            launcher.destroyForcibly();
            fail("the launcher did not end; its log: " + Files.readString(log));
        }
        assertEquals(0, launcher.exitValue(), Files.readString(log));

        List<FlameGraph.Located> graphs = FlameGraph.under(dir.resolve("profiles"));
        assertEquals(List.of("threads", "vthreads"), graphs.stream().map(g -> g.graph().variant()).toList());
        for (FlameGraph.Located g : graphs) {
            assertEquals("pingpong", g.graph().benchmark());
            assertTrue(List.of("cpu", "itimer").contains(g.graph().event()), g.graph().toString());
            List<String> frames = frames(Files.readString(g.path()));
            assertTrue(frames.stream().anyMatch(f -> f.startsWith("ringside/loom/")),
                    g.graph().variant() + ": no frame of loom's own in " + frames);
        }
        List<String> vthreads = frames(Files.readString(graphs.get(1).path()));
        assertTrue(vthreads.stream().anyMatch(f -> f.startsWith("java/lang/VirtualThread")), "on virtual threads");
        assertFalse(vthreads.stream().anyMatch(f -> f.contains("notify_jvmti_vthread") || f.contains("VTMS")),
                "the profiler's own JVMTI work at each mount is switched off, as the scored forks never pay it");
        assertTrue(Files.readString(resultFile).contains("PingPongBenchmark"), "the profiled forks' JMH results");
        assertFalse(Files.exists(dir.resolve("jmh")), "nothing where scores are read");
    }

    /** The frame names of an async-profiler flame graph: each entry's first character says how much it shares. */
    private static List<String> frames(String html) {
        int start = html.indexOf("const cpool = [");
        assertTrue(start >= 0, "not an async-profiler flame graph");
        String pool = html.substring(start, html.indexOf("];", start));
        List<String> names = new ArrayList<>();
        String previous = "";
        Matcher m = FRAME.matcher(pool);
        while (m.find()) {
            String entry = m.group(1).replace("\\'", "'").replace("\\\\", "\\");
            String name = names.isEmpty() ? entry : previous.substring(0, entry.charAt(0) - ' ') + entry.substring(1);
            names.add(name);
            previous = name;
        }
        assertFalse(names.isEmpty(), "a flame graph without frames");
        return names;
    }
}
