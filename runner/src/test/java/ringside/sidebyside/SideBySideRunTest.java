package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.OutputLayout;
import ringside.parameters.CpuSet;
import ringside.suite.ModuleCommands;

/** The runner with stand-in JVMs (sh) that print a figure, print nonsense or fail, as a framework's programs might. */
class SideBySideRunTest {
    @TempDir
    Path dir;

    /** Each framework's program and Ringside loop print what {@code output} says, or exit with its status. */
    private record StandIns(Map<String, String> program, Map<String, String> ringside) implements ModuleCommands {
        @Override
        public List<String> describe(String framework, Path description, Path plan) {
            assertTrue(Files.isRegularFile(plan), "the description's plan: " + plan);
            return List.of("sh", "-c", "echo '{\"framework\": \"" + framework + "\", \"jvmArgs\": [\"-Xmx8m\"]}' >"
                    + " \"$1\"", "describe", description.toString());
        }

        @Override
        public List<String> run(String framework, CpuSet cpus, Path plan) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<String> report(Path outDir) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<String> program(String framework, CpuSet cpus, List<String> jvmArgs, boolean testClasses,
                String main, List<String> args) {
            assertEquals(List.of("-Xmx8m"), jvmArgs); // the description's fork flags, on both sides
            assertEquals(testClasses, !main.equals(RingsideLoop.class.getName())); // the plain programs are tests'
            // sh's $0 and $1 here: a class path as the real command has one, which jvms.tsv must not spell out
            return List.of("sh", "-c", (testClasses ? program : ringside).get(framework), "-cp", "/machine/path");
        }
    }

    private int run(StandIns standIns, ByteArrayOutputStream err) throws Exception {
        Map<String, String> env = Map.of("outDir", dir.resolve("out").toString(), "cpuList", "0", "frameworks",
                "loom,akka", "benchmarks", "pingpong", "sideBySideJvms", "2");
        SideBySideSettings settings = SideBySideSettings.resolve(env, List.of("loom", "akka"), "0",
                LocalDateTime.now());
        return new SideBySideRun(settings, standIns, "abc1234", env, new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8)).run();
    }

    @Test
    void storesEveryJvmsFigureAndTheRun() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = run(new StandIns(
                Map.of("loom", "echo 'side-by-side figure 10.5 ms/op'", "akka", "echo 'side-by-side figure 3 ms/op'"),
                Map.of("loom", "echo starting; echo 'side-by-side figure 11 ms/op'",
                        "akka", "echo 'side-by-side figure 3.25 ms/op'")), err);
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        Path out = dir.resolve("out");
        assertEquals(List.of("row,side,jvm,figure,unit", "loom-pingpong,program,1,10.5,ms/op",
                "loom-pingpong,ringside,1,11.0,ms/op", "loom-pingpong,program,2,10.5,ms/op",
                "loom-pingpong,ringside,2,11.0,ms/op", "akka-pingpong,program,1,3.0,ms/op",
                "akka-pingpong,ringside,1,3.25,ms/op", "akka-pingpong,program,2,3.0,ms/op",
                "akka-pingpong,ringside,2,3.25,ms/op"), Files.readAllLines(out.resolve("results.csv")));
        assertEquals(List.of("starting", "side-by-side figure 11 ms/op"),
                Files.readAllLines(out.resolve("logs/loom-pingpong.ringside.jvm2.log")));
        assertEquals("benchmarks=pingpong cpuList=0 frameworks=loom,akka outDir=" + out + " sideBySideJvms=2"
                + " ./benchmark.sh side-by-side\n", Files.readString(out.resolve("command")));
        assertTrue(Files.readString(out.resolve("env.json")).contains("\"sideBySideJvms\": \"2\""));
        List<String> jvms = Files.readAllLines(out.resolve("jvms.tsv"));
        assertEquals("loom-pingpong\tprogram\t1\tok\tsh -c echo 'side-by-side figure 10.5 ms/op' -cp <loom-impl test"
                + " classes, classes and runtime dependencies>", jvms.get(1));
        assertEquals(9, jvms.size());
        assertTrue(SideBySideTable.markdown(out).contains("| loom-pingpong, ms/op |"));
        assertTrue(!new OutputLayout(out).holdsARun(), "./benchmark.sh report takes it for no suite run");
    }

    @Test
    void aJvmThatFailsOrPrintsNoFigureFailsItsRowOnly() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = run(new StandIns(
                Map.of("loom", "echo 'median 10 ms'", "akka", "echo 'side-by-side figure 3 ms/op'"),
                Map.of("loom", "echo 'side-by-side figure 11 ms/op'", "akka", "echo 'side-by-side figure 3 ms/op'")),
                err);
        assertEquals(1, status);
        Path out = dir.resolve("out");
        List<String> results = Files.readAllLines(out.resolve("results.csv"));
        assertEquals(5, results.size(), results.toString()); // akka's four JVMs; none of loom's
        assertTrue(results.stream().skip(1).allMatch(l -> l.startsWith("akka-pingpong,")), results.toString());
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("side-by-side: loom-pingpong program JVM 1/2 failed: its output holds no line"
                + " 'side-by-side figure <number> ms/op'"), said);
        assertTrue(Files.readString(out.resolve("jvms.tsv")).contains("loom-pingpong\tprogram\t1\tfailed: its"
                + " output holds no line"));

        ByteArrayOutputStream crashed = new ByteArrayOutputStream();
        dir.resolve("out").toFile().renameTo(dir.resolve("first").toFile());
        assertEquals(1, run(new StandIns(
                Map.of("loom", "echo 'side-by-side figure 10 ms/op'", "akka", "echo 'side-by-side figure 3 ms/op'"),
                Map.of("loom", "echo 'side-by-side figure 11 ms/op'", "akka", "exit 3")), crashed));
        assertTrue(crashed.toString(StandardCharsets.UTF_8).contains("akka-pingpong ringside JVM 1/2 failed: exit"
                + " status 3"), crashed.toString(StandardCharsets.UTF_8));
        assertEquals(5, Files.readAllLines(out.resolve("results.csv")).size());
    }
}
