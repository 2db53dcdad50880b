package ringside.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.report.Measurement;
import ringside.report.StoredResults;

/** Rows matched across two runs; rows of one run only; rows refused because their sizes or units differ. */
class MatchingTest {
    private static final double[] FORK = TinyRun.around(5, 0.02);

    private static Matching match(TinyRun a, TinyRun b, Path dir) throws Exception {
        return Matching.of(StoredResults.timed(a.write(dir.resolve("a"))),
                StoredResults.timed(b.write(dir.resolve("b"))));
    }

    @Test
    void rowsInOneRunOnlyAreListedBySide(@TempDir Path dir) throws Exception {
        Matching m = match(new TinyRun().pingpong("typed", "2000", FORK).pingpong("typed-tuned", "2000", FORK),
                new TinyRun().pingpong("typed", "2000", FORK).pingpong("typed-virtual", "2000", FORK), dir);
        assertEquals(List.of("pekko/typed"), m.rows().stream().map(r -> r.a().label()).toList());
        assertEquals(List.of("pekko/typed-tuned"), m.onlyInA().stream().map(Measurement::label).toList());
        assertEquals(List.of("pekko/typed-virtual"), m.onlyInB().stream().map(Measurement::label).toList());
        assertEquals(List.of(), m.refused());
    }

    @Test
    void rowsWhoseSizesDifferAreRefusedNamingTheSizes(@TempDir Path dir) throws Exception {
        Matching m = match(new TinyRun().pingpong("typed", "2000", FORK),
                new TinyRun().pingpong("typed", "20000", FORK), dir);
        assertEquals(List.of(), m.rows());
        assertEquals(List.of(), m.onlyInA());
        assertEquals(1, m.refused().size());
        assertEquals("pekko/typed pingpong on CPUs 0", m.refused().get(0).key().toString());
        assertEquals("pingPongCount 2000 in A, 20000 in B", m.refused().get(0).reason());
    }

    @Test
    void rowsWhoseUnitsDifferAreRefusedNamingTheUnits(@TempDir Path dir) throws Exception {
        TinyRun b = new TinyRun().result("pekko", "typed", "ringside.bench.PingPongBenchmark.pingpong", "0",
                Map.of("pingPongCount", "2000"), "us/op", FORK);
        Matching m = match(new TinyRun().pingpong("typed", "2000", FORK), b, dir);
        assertEquals(List.of("unit ms/op in A, us/op in B"), m.refused().stream().map(Refusal::reason).toList());
    }

    /** A deeper stack is a benchmark of its own: present in one run only, not a row whose sizes differ. */
    @Test
    void eachStackDepthIsItsOwnRow(@TempDir Path dir) throws Exception {
        String ring = "ringside.bench.RingBenchmark.ring";
        Map<String, String> sizes = Map.of("workerCount", "503", "ringSize", "10000");
        Map<String, String> deep = Map.of("workerCount", "503", "ringSize", "10000", "stackDepth", "64");
        Matching m = match(new TinyRun().result("loom", "vthreads", ring, "0", sizes, "ms/op", FORK)
                        .result("loom", "vthreads", ring, "0", deep, "ms/op", FORK),
                new TinyRun().result("loom", "vthreads", ring, "0", sizes, "ms/op", FORK), dir);
        assertEquals(1, m.rows().size());
        assertEquals(List.of("ring, stackDepth 64"), m.onlyInA().stream().map(Measurement::benchmark).toList());
        assertEquals(List.of(), m.refused());
    }

    @Test
    void rowsOnOtherCpuSetsAreOtherRows(@TempDir Path dir) throws Exception {
        Matching m = match(new TinyRun().pingpong("typed", "2000", FORK),
                new TinyRun().result("pekko", "typed", "ringside.bench.PingPongBenchmark.pingpong", "0-1",
                        Map.of("pingPongCount", "2000"), "ms/op", FORK), dir);
        assertEquals(List.of(), m.rows());
        assertEquals(1, m.onlyInA().size());
        assertEquals(1, m.onlyInB().size());
    }
}
