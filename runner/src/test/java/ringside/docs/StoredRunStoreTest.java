package ringside.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.output.FlameGraph;
import ringside.sidebyside.PublishedRun;
import ringside.sidebyside.SideBySideRun;

/** What `docs store` keeps of a suite run, a side-by-side run and a run of the published programs, and what it refuses. */
class StoredRunStoreTest {
    @TempDir
    Path dir;

    @Test
    void keepsASideBySideRunsFiguresAndHowEachJvmEndedWithoutMachinePaths() throws Exception {
        Path run = Files.createDirectories(dir.resolve("out"));
        Path checkout = Files.createDirectories(dir.resolve("checkout"));
        Files.writeString(run.resolve("env.json"), "{\"started\": \"2026-12-01T18:27:00Z\", \"jdk\": {\"home\":"
                + " \"/opt/jdk-25\"}, \"outDir\": \"" + run.toAbsolutePath() + "\"}");
        Files.writeString(run.resolve("results.csv"), "row,side,jvm,figure,unit\nloom-ring,program,1,300.5,ns/msg\n");
        Files.writeString(run.resolve(SideBySideRun.JVMS), "row\tside\tjvm\tstatus\tcommand\n"
                + "loom-ring\tprogram\t1\tok\t/opt/jdk-25/bin/java -javaagent:/home/me/ringside/quasar-impl/a.jar\n");
        Files.createDirectories(run.resolve("logs"));
        Files.writeString(run.resolve("logs/loom-ring.program.jvm1.log"), "noise");

        Path stored = StoredRunStore.store(run, checkout, "side-by-side", "./benchmark.sh side-by-side");

        assertEquals(checkout.resolve("docs/results/2026-12-01-side-by-side"), stored);
        assertTrue(Files.readString(stored.resolve("results.csv")).contains("loom-ring,program,1,300.5,ns/msg"));
        String jvms = Files.readString(stored.resolve(SideBySideRun.JVMS));
        assertTrue(jvms.contains("<jdk>/bin/java -javaagent:<checkout>/quasar-impl/a.jar"), jvms);
        assertTrue(Files.readString(stored.resolve("env.json")).contains("\"<outDir>\""));
        assertEquals("./benchmark.sh side-by-side\n", Files.readString(stored.resolve("command")));
        assertFalse(Files.exists(stored.resolve("logs")), "logs stay behind");
        assertFalse(Files.exists(stored.resolve("jmh")), "a side-by-side run has no JMH results");
    }

    @Test
    void keepsARunOfThePublishedProgramsFiguresAndToolsButNotItsBuildsOrLogs() throws Exception {
        Path run = Files.createDirectories(dir.resolve("out"));
        Path checkout = Files.createDirectories(dir.resolve("checkout"));
        Files.writeString(run.resolve("env.json"), "{\"started\": \"2026-12-01T20:00:00Z\", \"jdk\": {\"home\":"
                + " \"/opt/jdk-25\"}}");
        Files.writeString(run.resolve(PublishedRun.FIGURES), "program\tcpu_set\tprocess\tstatus\tms\n"
                + "go\t0\t1\tok\t5.0\n");
        Files.writeString(run.resolve("tools.tsv"), "tool\tversion\ngo\tgo version go1.19.8 linux/amd64\n");
        Files.createDirectories(run.resolve("build"));
        Files.writeString(run.resolve("build/go"), "a binary");

        Path stored = StoredRunStore.store(run, checkout, "published", "./benchmark.sh published posts");

        assertEquals("program\tcpu_set\tprocess\tstatus\tms\ngo\t0\t1\tok\t5.0\n",
                Files.readString(stored.resolve(PublishedRun.FIGURES)));
        assertTrue(Files.readString(stored.resolve("tools.tsv")).contains("go1.19.8"));
        assertFalse(Files.exists(stored.resolve("build")), "builds stay behind");
        assertFalse(Files.exists(stored.resolve("jmh")));
    }

    /** A profiled run keeps its flame graphs and their lists, which its stored report links; not the profiled results. */
    @Test
    void keepsAProfiledRunsFlameGraphsButNotItsProfiledResults() throws Exception {
        Path run = Files.createDirectories(dir.resolve("out"));
        Path checkout = Files.createDirectories(dir.resolve("checkout"));
        Files.writeString(run.resolve("env.json"), "{\"started\": \"2026-12-07T05:30:00Z\", \"jdk\": {\"home\":"
                + " \"/opt/jdk-25\"}}");
        Files.writeString(run.resolve("status.tsv"), "cpu_set\tframework\tstatus\tdetail\n0\tloom\tok\t\n");
        Files.createDirectories(run.resolve("jmh"));
        Files.writeString(run.resolve("jmh/loom.cpus-0.json"), "[]");
        Path graphs = Files.createDirectories(run.resolve("profiles/loom.cpus-0"));
        new FlameGraph("loom", "vthreads", "0", "pingpong", "cpu", "", "vthreads.pingpong.html").appendTo(graphs);
        Files.writeString(graphs.resolve("vthreads.pingpong.html"), "<html>a graph</html>");
        Files.writeString(run.resolve("profiles/loom.cpus-0.json"), "[]");

        Path stored = StoredRunStore.store(run, checkout, "profiled", "profile=cpu ./benchmark.sh");

        assertEquals(List.of("vthreads.pingpong.html"), FlameGraph.under(stored.resolve("profiles")).stream()
                .map(g -> g.graph().file()).toList());
        assertEquals("<html>a graph</html>", Files.readString(stored.resolve(
                "profiles/loom.cpus-0/vthreads.pingpong.html")));
        assertFalse(Files.exists(stored.resolve("profiles/loom.cpus-0.json")), "the profiled forks are never scored");
    }

    @Test
    void refusesAFolderThatHoldsNoRun() throws Exception {
        Path run = Files.createDirectories(dir.resolve("out"));
        Files.writeString(run.resolve("env.json"), "{\"started\": \"2026-12-01T18:27:00Z\"}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StoredRunStore.store(run, dir, "empty", "x"));
        assertTrue(e.getMessage().contains("holds no finished Ringside run"), e.getMessage());
    }
}
