package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

class BenchmarkCostTest {

    /** What a fork cost beside its iterations is kept; its iterations are those asked for now. */
    @Test
    void aForkCostsItsOverheadAsRecordedPlusTheIterationsAskedForNow() {
        // 2 depths x 2 forks in 100 s: 25 s a fork of a depth, 20 of them iterations, 5 the JVM and the rest
        BenchmarkCost cost = new BenchmarkCost("0", "loom", "threads", "ring", "ringSize=1000", 2, 2, 20, 100);
        assertEquals(25, cost.perBenchmarkFork(20), 1e-9);
        assertEquals(15, cost.perBenchmarkFork(10), 1e-9);
    }

    @Test
    void iterationsOfTimedWorkloadsOnly() {
        Parameters p = Parameters.resolve(Map.of("warmupIterations", "3", "iterations", "5", "iterationTime",
                "500")::get);
        assertEquals(4, BenchmarkCost.iterationSeconds(Workload.RING, p), 1e-9);
        assertEquals(0, BenchmarkCost.iterationSeconds(Workload.FOOTPRINT, p), 1e-9,
                "footprint's ops per fork are its benchmark's, timed by its sizes");
    }

    @Test
    void readsBackWhatItWrote(@TempDir Path dir) throws Exception {
        BenchmarkCost cost = new BenchmarkCost("0-1", "pekko", "typed", "pingpong", "pingPongCount=20000 stackDepth=0",
                1, 2, 20, 61.25);
        assertEquals(cost, BenchmarkCost.parse(cost.toTsv()).orElseThrow());
        assertTrue(BenchmarkCost.parse("ringside: something else").isEmpty());
        Path tsv = dir.resolve("costs.tsv");
        Files.writeString(tsv, cost.toTsv() + "\nnot a cost\n" + cost.toTsv() + "\n");
        assertEquals(List.of(cost, cost), BenchmarkCost.read(tsv));
        assertEquals(List.of(), BenchmarkCost.read(dir.resolve("missing.tsv")));
    }
}
