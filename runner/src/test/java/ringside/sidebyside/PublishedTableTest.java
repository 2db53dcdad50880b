package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The published programs' table: medians here, the posts' figures, and Ringside's row of the same size and CPUs. */
class PublishedTableTest {
    @TempDir
    Path dir;

    @Test
    void putsEachProgramsMedianBesideThePostsFigureAndRingsidesRow() throws Exception {
        Path published = Files.createDirectories(dir.resolve("published"));
        Files.writeString(published.resolve("env.json"), "{\"parameters\": {\"sideBySideJvms\": \"3\"}}");
        Files.writeString(published.resolve(PublishedRun.TOOLS), "tool\tversion\ngo\tgo version go1.19.8\nerlang\t\n");
        Files.writeString(published.resolve(PublishedRun.FIGURES), """
                program\tcpu_set\tprocess\tstatus\tms
                go\t0\t1\tok\t5.0
                go\t0\t2\tok\t7.0
                go\t0\t3\tok\t4.0
                java-exchanger-vthreads\t0-1\t1\tok\t1.5
                erlang\t0\t0\tnot-run: no erlang toolchain (apt-get install erlang-nox)\t
                """);
        Path suite = Files.createDirectories(dir.resolve("suite"));
        Files.writeString(suite.resolve("env.json"), "{\"parameters\": {\"quick\": \"0\"}}");
        Files.writeString(suite.resolve("command"), "benchmarks=pingpong ./benchmark.sh\n");
        Files.writeString(suite.resolve("results.csv"), """
                cpu_set,parallelism,framework,variant,workload,metric,status,score,error,unit,forks,iterations_per_fork,pingPongCount
                0,1,go,goroutines,pingpong,time,ok,3.5,0.25,ms/op,2,10,20000
                0,1,go,goroutines,pingpong,time,ok,0.3,0.01,ms/op,2,10,2000
                0-1,2,loom,vthreads,ring,time,ok,9,1,ms/op,2,10,
                """);

        String md = PublishedTable.markdown(published, suite);

        assertTrue(md.contains("| `pingpong.go` | two goroutines on one unbuffered channel | 0 | 5.00 (4.00-7.00), 3"
                + " | 12 (2026) | `go/goroutines` | 3.500 ± 0.250 ms/op (2x10) |"), md);
        assertTrue(md.contains("| `PingPongExchanger.java` (virtual threads) | two virtual threads on one `Exchanger`"
                + " (one handoff per round, not two) | 0-1 | 1.50 (1.50-1.50), 1 | 1.26 (2026) | `loom/vthreads`"
                + " | not in that run |"), md);
        assertTrue(md.contains("Not in the table: erlang on CPUs 0: not-run: no erlang toolchain"), md);
        assertTrue(md.contains("erlang: not installed"), md);
        assertTrue(md.contains("`benchmarks=pingpong ./benchmark.sh`"), md);
    }
}
