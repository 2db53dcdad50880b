package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** A workload's benchmarks are named by the sizes its JMH class declares, read from the class itself. */
class BenchmarkSizesTest {

    @Test
    void aWorkloadIsNamedByItsOwnSizesOnly() {
        Parameters p = Parameters.resolve(Map.of("workerCount", "7", "ringSize", "100", "stackDepth", "0,64",
                "pingPongCount", "30")::get);
        assertEquals("ringSize=100 stackDepth=0,64 workerCount=7", BenchmarkSizes.of(Workload.RING, p));
        assertEquals("pingPongCount=30 stackDepth=0,64", BenchmarkSizes.of(Workload.PINGPONG, p));
        Parameters otherRing = Parameters.resolve(Map.of("workerCount", "7", "ringSize", "200", "stackDepth", "0,64",
                "pingPongCount", "30")::get);
        assertNotEquals(BenchmarkSizes.of(Workload.RING, p), BenchmarkSizes.of(Workload.RING, otherRing));
        assertEquals(BenchmarkSizes.of(Workload.PINGPONG, p), BenchmarkSizes.of(Workload.PINGPONG, otherRing),
                "the ring's size does not name ping-pong's benchmarks");
    }

    /** One benchmark per value of a list parameter: per stack depth, per offered rate. */
    @Test
    void countsABenchmarkPerDepthAndPerRate() {
        Parameters p = Parameters.resolve(Map.of("stackDepth", "0,16,64", "latencyRates", "10,20")::get);
        assertEquals(3, BenchmarkSizes.count(Workload.RING, p));
        assertEquals(3, BenchmarkSizes.count(Workload.PINGPONG, p));
        assertEquals(1, BenchmarkSizes.count(Workload.FANOUT, p));
        assertEquals(2, BenchmarkSizes.count(Workload.LATENCY, p));
    }
}
