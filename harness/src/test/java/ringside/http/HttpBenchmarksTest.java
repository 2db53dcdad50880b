package ringside.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.results.Result;
import ringside.bench.IterationResults;
import ringside.bench.IterationResultsProfiler;
import ringside.workload.Workload;

/** The http workloads' benchmarks: named as their workloads, mapped back from results, recording their counts. */
class HttpBenchmarksTest {

    @Test
    void eachHttpWorkloadHasItsBenchmarkAndResultsNameItBack() throws Exception {
        for (Workload w : Workload.values()) {
            Optional<Class<?>> benchmark = HttpBenchmarks.classOf(w);
            assertEquals(w.http(), benchmark.isPresent(), w.publicName());
            if (benchmark.isPresent()) {
                assertTrue(benchmark.get().getMethod(w.publicName(), HttpSide.class).isAnnotationPresent(
                        Benchmark.class), benchmark.get() + " should have @Benchmark " + w.publicName());
                assertEquals(Optional.of(w), HttpBenchmarks.workloadOf(benchmark.get().getName() + "."
                        + w.publicName()));
            }
        }
        assertEquals(Optional.empty(), HttpBenchmarks.workloadOf("ringside.bench.PingPongBenchmark.pingpong"));
    }

    /** httpPingPong is timed: every iteration records its round trips, the figure ns per round trip divides by. */
    @Test
    void httpPingPongRecordsItsRoundTripsEachIteration() {
        HttpPingPongBenchmark b = new HttpPingPongBenchmark();
        b.httpPingPongCount = 1234;
        b.define();
        drained();
        for (int i = 0; i < 2; i++) {
            b.recordMessagesPerOp();
            List<Result<?>> recorded = drained();
            assertEquals(1, recorded.size(), recorded.toString());
            assertEquals(IterationResults.MESSAGES_PER_OP, recorded.get(0).getLabel());
            assertEquals(1234.0, recorded.get(0).getScore());
        }
    }

    @Test
    void theFixedRateIsTheShareOfTheMost() {
        assertEquals(7500.0, HttpThroughputOp.fixedRate(10_000, 75));
        assertEquals(1.0, HttpThroughputOp.fixedRate(0.5, 1), "never below one request a second");
    }

    /** What the iteration recorded, read as the profiler reads it after each iteration. */
    private static List<Result<?>> drained() {
        return List.copyOf(new IterationResultsProfiler().afterIteration(null, null, null));
    }
}
