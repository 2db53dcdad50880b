package ringside.sidebyside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SideBySideTableTest {
    @TempDir
    Path run;

    private void store(String quick) throws IOException {
        Files.writeString(run.resolve("env.json"), """
                {"commit": "abc1234", "cpuSets": "0", "jdk": {"version": "25+36"},
                 "parameters": {"quick": "%s", "sideBySideJvms": "3", "sideBySideWarmup": "10",
                   "sideBySideTime": "10", "heap": "2g", "workerCount": "503", "ringSize": "1000000",
                   "pingPongCount": "20000"}}
                """.formatted(quick));
        Files.writeString(run.resolve("results.csv"), """
                row,side,jvm,figure,unit
                loom-ring,program,1,1.0,ns/msg
                loom-ring,ringside,1,4.0,ns/msg
                loom-ring,program,2,2.0,ns/msg
                loom-ring,ringside,2,5.0,ns/msg
                loom-ring,program,3,3.0,ns/msg
                loom-ring,ringside,3,6.0,ns/msg
                akka-pingpong,program,1,8.0,ms/op
                akka-pingpong,ringside,1,10.4,ms/op
                akka-pingpong,program,2,12.0,ms/op
                akka-pingpong,ringside,2,10.6,ms/op
                """);
        Files.writeString(run.resolve("jvms.tsv"), "row\tside\tjvm\tstatus\tcommand\n"
                + "loom-ring\tprogram\t1\tok\tjava x\n"
                + "vertx-pingpong\tringside\t2\tfailed: exit status 1\tjava y\n");
    }

    @Test
    void rendersEachRowsFiguresMeansAndComputedVerdict() throws IOException {
        store("0");
        String md = SideBySideTable.markdown(run);
        assertTrue(md.startsWith("3 JVMs a side, taking turns; in each, 10 s of ops, then 10 s measured"), md);
        assertTrue(md.contains("CPUs 0, JDK 25+36, heap 2g; ring 503 workers, 1000000 hops; ping-pong 20000 round"
                + " trips. Run " + run.getFileName() + ", commit abc1234."), md);
        String[] lines = md.split("\n");
        assertEquals("| row | the framework's kind of program | per JVM | mean | Ringside's op in a plain loop"
                + " | per JVM | mean | verdict |", lines[2]);
        assertEquals("| loom-ring, ns/msg | " + Rows.named("loom-ring").orElseThrow().program() + " | 1.00, 2.00, 3.00"
                + " | 2.00 | `loom/vthreads` | 4.00, 5.00, 6.00 | 5.00 | above the program's range; 150% above its mean"
                + " (Welch's t = 3.7, df 4.0) |", lines[4]);
        assertEquals("| akka-pingpong, ms/op | " + Rows.named("akka-pingpong").orElseThrow().program() + " | 8.00,"
                + " 12.0 | 10.0 | `akka/typed` | 10.4, 10.6 | 10.5 | inside the program's range; 5% above its mean"
                + " (Welch's t = 0.2, df 1.0) |", lines[5]);
        assertTrue(md.endsWith("\nFailed, so not in the table: vertx-pingpong (ringside JVM 2: exit status 1).\n"), md);
        assertTrue(!md.contains("Quick run"), md);
    }

    /** A run says the sizes of the workloads it has rows of, each in its declaration's words, and no others. */
    @Test
    void namesTheSizesOfItsRowsWorkloadsOnly() throws IOException {
        store("0");
        assertTrue(SideBySideTable.markdown(run).contains("ping-pong 20000 round trips. Run "));
        Files.writeString(run.resolve("env.json"), Files.readString(run.resolve("env.json")).replace("\"heap\"",
                "\"sieveLimit\": \"20000\", \"bigActors\": \"64\", \"bigPings\": \"10000\", \"heap\""));
        Files.writeString(run.resolve("results.csv"), """
                row,side,jvm,figure,unit
                akka-sieve,program,1,50.0,ns/msg
                akka-sieve,ringside,1,60.0,ns/msg
                """);
        String md = SideBySideTable.markdown(run);
        assertTrue(md.contains("heap 2g; sieve limit 20000. Run "), md);
        assertFalse(md.contains("ping-pong"), md);
        Files.writeString(run.resolve("results.csv"), "akka-big,program,1,50.0,ns/msg\n",
                java.nio.file.StandardOpenOption.APPEND);
        md = SideBySideTable.markdown(run);
        assertTrue(md.contains("heap 2g; sieve limit 20000; big 64 actors, 10000 pings each. Run "), md);
        assertTrue(md.contains("| akka-big, ns/msg | " + Rows.named("akka-big").orElseThrow().program() + " | 50.0"
                + " | 50.0 | `akka/typed` |  |  | a side has no figures |"), md);
    }

    @Test
    void aQuickRunSaysItIsNoFinding() throws IOException {
        store("1");
        assertTrue(SideBySideTable.markdown(run).startsWith("Quick run: a smoke test, not a finding. 3 JVMs a side"));
    }

    @Test
    void numbersKeepThreeSignificantFigures() {
        assertEquals("2.78", SideBySideTable.number(2.781));
        assertEquals("11.3", SideBySideTable.number(11.26));
        assertEquals("306", SideBySideTable.number(306.4));
        assertEquals("8,536", SideBySideTable.number(8536));
        assertEquals("0.850", SideBySideTable.number(0.8497));
    }
}
