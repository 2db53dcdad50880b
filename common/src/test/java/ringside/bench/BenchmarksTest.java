package ringside.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import ringside.workload.Workload;

class BenchmarksTest {

    /** Each workload's class has its benchmark method, named as the workload, and results map back to it. */
    @Test
    void everyWorkloadHasItsBenchmarkAndResultsNameItBack() throws Exception {
        for (Workload w : Workload.values()) {
            if (w == Workload.REMOTE) {
                continue; // two measurements, below
            }
            Class<?> benchmark = Benchmarks.classOf(w);
            assertTrue(benchmark.getMethod(w.publicName(), RunningVariant.class).isAnnotationPresent(Benchmark.class),
                    benchmark + " should have @Benchmark " + w.publicName());
            assertEquals(w, Benchmarks.workloadOf(benchmark.getName() + "." + w.publicName()));
        }
        assertThrows(IllegalArgumentException.class, () -> Benchmarks.workloadOf("org.example.Other.ring"));
    }

    /** Remote's two measurements, each with its own state so that one-way is not run once per rate. */
    @Test
    void remoteHasRequestReplyAndOneWay() throws Exception {
        Class<?> benchmark = Benchmarks.classOf(Workload.REMOTE);
        assertTrue(benchmark.getMethod("requestReply", RemoteSide.class, RemoteBenchmark.Rate.class)
                .isAnnotationPresent(Benchmark.class));
        assertTrue(benchmark.getMethod("oneWay", RemoteSide.class, RemoteBenchmark.OneWay.class)
                .isAnnotationPresent(Benchmark.class));
        assertEquals(Workload.REMOTE, Benchmarks.workloadOf(benchmark.getName() + ".requestReply"));
        assertEquals(Workload.REMOTE, Benchmarks.workloadOf(benchmark.getName() + ".oneWay"));
    }
}
