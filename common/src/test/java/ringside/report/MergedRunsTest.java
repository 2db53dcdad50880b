package ringside.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

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
        assertEquals("4x2+1x1", Format.samples(m));
        assertEquals("2;2;2;2;1", Format.iterationsPerFork(m));
    }

    @Test
    void forksOfOneIterationCountKeepOneNumber() throws Exception {
        Measurement m = SyntheticRuns.measurement("loom", "vthreads", SyntheticRuns.forks(3, 10, 1));
        assertEquals("3x10", Format.samples(m));
        assertEquals("10", Format.iterationsPerFork(m));
    }
}
