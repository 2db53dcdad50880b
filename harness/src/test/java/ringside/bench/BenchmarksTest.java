package ringside.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import ringside.workload.Workload;

class BenchmarksTest {

    /** Each workload's class has its benchmark method, named as the workload, and results map back to it. */
    @Test
    void everyWorkloadHasItsBenchmarkAndResultsNameItBack() throws Exception {
        for (Workload w : Workload.values()) {
            if (w == Workload.REMOTE || w.http()) {
                assertEquals(Optional.empty(), Benchmarks.classOf(w), w.publicName() + "'s benchmark is outside bench");
                continue;
            }
            Class<?> benchmark = Benchmarks.classOf(w).orElseThrow();
            assertTrue(benchmark.getMethod(w.publicName(), RunningVariant.class).isAnnotationPresent(Benchmark.class),
                    benchmark + " should have @Benchmark " + w.publicName());
            assertEquals(w, Benchmarks.workloadOf(benchmark.getName() + "." + w.publicName()));
        }
        assertThrows(IllegalArgumentException.class, () -> Benchmarks.workloadOf("org.example.Other.ring"));
    }

    /** The workloads said to take stackDepth are those whose benchmark has it as a JMH parameter. */
    @Test
    void theWorkloadsThatTakeAStackDepthAreThoseWhoseBenchmarkHasIt() {
        for (Workload w : Workload.values()) {
            boolean declared = Benchmarks.classOf(w).map(c -> java.util.Arrays.stream(c.getFields())
                    .anyMatch(f -> f.getName().equals("stackDepth") && f.isAnnotationPresent(Param.class)))
                    .orElse(false);
            assertEquals(declared, Benchmarks.takesStackDepth(w), w.publicName());
        }
        assertEquals("ring", Benchmarks.name(Workload.RING, 0));
        assertEquals("pingpong, stackDepth 64", Benchmarks.name(Workload.PINGPONG, 64));
    }
}
