package ringside.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ringside.launcher.BenchmarkCost;
import ringside.launcher.BenchmarkSizes;
import ringside.output.OutputLayout;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/**
 * Estimates come from the newest earlier run on the same machine and JDK that recorded the benchmark at the same
 * sizes and CPUs, else from the sizes.
 */
class CostEstimatesTest {
    private static final Parameters P = Parameters.resolve(Map.of("forks", "2")::get);

    @TempDir
    Path results;

    private Path run(String name, String started, String cpuModel, String jdk, double seconds) throws IOException {
        Path run = results.resolve(name);
        OutputLayout layout = new OutputLayout(run);
        Files.createDirectories(run);
        Files.writeString(layout.env(), "{\"started\": \"" + started + "\", \"jdk\": {\"version\": \"" + jdk
                + "\"}, \"machine\": {\"cpuModel\": \"" + cpuModel + "\", \"logicalCpus\": \"2\"}}");
        if (seconds > 0) {
            Files.writeString(layout.costs(), cost("threads", seconds).toTsv() + "\n");
        }
        return run;
    }

    private static BenchmarkCost cost(String variant, double seconds) {
        return new BenchmarkCost("0", "loom", variant, "ring", BenchmarkSizes.of(Workload.RING, P), 1, 2,
                BenchmarkCost.iterationSeconds(Workload.RING, P), seconds);
    }

    @Test
    void theNewestRunOnTheSameMachineAndJdkWins() throws IOException {
        run("older", "2026-11-01T10:00:00Z", "CPU A", "25.0.1+8", 100);
        run("newer", "2026-11-02T10:00:00Z", "CPU A", "25+36", 50);
        run("otherMachine", "2026-11-03T10:00:00Z", "CPU B", "25+36", 10);
        run("otherJdk", "2026-11-03T10:00:00Z", "CPU A", "21.0.5+11", 20);
        Path here = run("here", "2026-11-04T10:00:00Z", "CPU A", "25+36", 0);
        CostEstimates.Estimate estimate = CostEstimates.beside(here).ofWorkload("0", "loom", "threads", Workload.RING,
                P);
        assertFalse(estimate.fromSizes());
        assertEquals(50, estimate.seconds(), 1e-9, "the newer run's, at the same forks and iterations");
    }

    @Test
    void withoutARecordedCostTheSizesEstimate() throws IOException {
        run("otherMachine", "2026-11-03T10:00:00Z", "CPU B", "25+36", 10);
        Path here = run("here", "2026-11-04T10:00:00Z", "CPU A", "25+36", 0);
        CostEstimates costs = CostEstimates.beside(here);
        CostEstimates.Estimate estimate = costs.ofWorkload("0", "loom", "threads", Workload.RING, P);
        assertTrue(estimate.fromSizes());
        assertEquals(SizeEstimate.ofWorkload(Workload.RING, P), estimate.seconds(), 1e-9);
        assertTrue(costs.ofWorkload("0-1", "loom", "threads", Workload.RING, P).fromSizes(), "another CPU set");
    }

    /** One fork of one depth: its own cost when recorded, else the run's benchmarks of the workload, per fork. */
    @Test
    void oneForkOfOneDepthFallsBackToTheWorkloadsCostPerFork() throws IOException {
        Path here = run("here", "2026-11-04T10:00:00Z", "CPU A", "25+36", 50);
        Parameters fork = P.with(Parameter.forks, "1");
        CostEstimates.Estimate estimate = CostEstimates.beside(here).oneFork("0", "loom", "threads", Workload.RING,
                fork, P);
        assertFalse(estimate.fromSizes());
        assertEquals(25, estimate.seconds(), 1e-9, "50 s for 2 forks");
        assertTrue(CostEstimates.beside(here).oneFork("0", "loom", "vthreads", Workload.RING, fork, P).fromSizes());
    }

    @Test
    void sizesEstimateGrowsWithForksIterationsDepthsAndHeap() {
        double base = SizeEstimate.ofWorkload(Workload.RING, P);
        assertEquals(2 * base, SizeEstimate.ofWorkload(Workload.RING, P.with(Parameter.forks,
                "4")), 1e-9);
        assertEquals(2 * base, SizeEstimate.ofWorkload(Workload.RING, P.with(Parameter.stackDepth,
                "0,64")), 1e-9);
        double longer = SizeEstimate.ofWorkload(Workload.RING, P.with(Parameter.iterations,
                Integer.toString(P.integer(Parameter.iterations) + 1)));
        assertEquals(P.integer(Parameter.forks) * P.integer(
                Parameter.iterationTime) / 1000.0, longer - base, 1e-9, "an iteration more a fork");
        assertTrue(SizeEstimate.ofWorkload(Workload.RING, P.with(Parameter.heap, "4g")) > base);
        assertEquals(0.125, SizeEstimate.heapGib("128m"), 1e-12);
    }
}
