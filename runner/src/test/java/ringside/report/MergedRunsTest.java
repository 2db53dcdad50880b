package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import ringside.bench.IterationResults;
import ringside.output.OutputLayout;

/** A row's planned forks and the forks a precision target added, in files of their own, read as one result. */
class MergedRunsTest {

    /**
     * Forks added with the iterations their plan chose (here 1) beside planned forks of 2: one result, each fork's
     * mean one sample, the score the mean of the fork means, and n says which forks ran how many iterations.
     */
    @Test
    void forksOfOtherIterationsPerForkAreOneResult() throws Exception {
        JsonObject planned = SyntheticRuns.run("loom", "vthreads", List.of(List.of(10.0, 12.0), List.of(20.0, 22.0),
                List.of(10.0, 10.0), List.of(12.0, 12.0)));
        planned.addProperty("measurementIterations", 2);
        JsonObject added = SyntheticRuns.run("loom", "vthreads", List.of(List.of(16.0)));
        added.addProperty("measurementIterations", 1);
        added.addProperty("forks", 1);
        List<JmhRun> merged = MergedRuns.of(List.of(new JmhRun(planned), new JmhRun(added)));
        assertEquals(1, merged.size());
        Measurement m = ComparisonTable.read(merged).rows().get(0);
        assertEquals(5, m.samples().forks());
        assertEquals((11 + 21 + 10 + 12 + 16) / 5.0, m.score(), 1e-12, "the mean of the fork means");
        assertEquals("5x1-2", Format.samples(m));
        assertEquals("2;2;2;2;1", Format.iterationsPerFork(m));
    }

    @Test
    void forksOfOneIterationCountKeepOneNumber() throws Exception {
        Measurement m = SyntheticRuns.measurement("loom", "vthreads", SyntheticRuns.forks(3, 10, 1));
        assertEquals("3x10", Format.samples(m));
        assertEquals("10", Format.iterationsPerFork(m));
    }

    /**
     * Where the launcher kept each fork's warm-up, the result's forks start where their warm-up ended: a merged result
     * keeps every fork's warm-up beside its rawData, the score is over the steady samples, and a fork still changing
     * at the end of its warm-up is said beside the fork means.
     */
    @Test
    void eachForksSamplesStartWhereItsWarmUpEnded() throws Exception {
        JsonObject planned = SyntheticRuns.run("loom", "vthreads", List.of(List.of(10.1, 9.9), List.of(20.1, 19.9)));
        planned.getAsJsonObject("primaryMetric").add(IterationResults.WARMUP_RAW_DATA, JsonParser.parseString(
                "[[30.0, 10.0], [40.0, 30.0]]"));
        JsonObject added = SyntheticRuns.run("loom", "vthreads", List.of(List.of(15.1, 14.9)));
        added.getAsJsonObject("primaryMetric").add(IterationResults.WARMUP_RAW_DATA, JsonParser.parseString(
                "[[15.0]]"));
        Measurement m = ComparisonTable.read(MergedRuns.of(List.of(new JmhRun(planned), new JmhRun(added))))
                .rows().get(0);
        assertEquals(List.of(List.of(10.0, 10.1, 9.9), List.of(20.1, 19.9), List.of(15.0, 15.1, 14.9)),
                m.samples().iterations());
        assertEquals(List.of(true, false, true), m.samples().settled());
        assertEquals(m.samples().mean(), m.score(), 1e-12);
        Path out = SyntheticRuns.folder(Files.createTempDirectory("steady"), List.of(planned));
        new Report(out).write();
        String md = Files.readString(out.resolve(OutputLayout.REPORT_MARKDOWN));
        assertTrue(md.contains("20.000 (1 of 2 forks was still changing at the end of warm-up) |"), md);
        assertEquals("1", ResultsCsv.read(out.resolve(OutputLayout.RESULTS)).get(0).get(TimedCsv.UNSETTLED_FORKS));
    }
}
