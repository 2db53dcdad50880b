package ringside.remote;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;

class RemoteBenchmarkTest {

    /** Remote's two measurements, each with its own state so that one-way is not run once per rate. */
    @Test
    void remoteHasRequestReplyAndOneWay() throws Exception {
        assertTrue(RemoteBenchmark.class.getMethod("requestReply", RemoteSide.class, RemoteBenchmark.Rate.class)
                .isAnnotationPresent(Benchmark.class));
        assertTrue(RemoteBenchmark.class.getMethod("oneWay", RemoteSide.class, RemoteBenchmark.OneWay.class)
                .isAnnotationPresent(Benchmark.class));
    }

    /** Results name it by its class, or by the class it was before remote had its package (stored runs). */
    @Test
    void resultsNameItBackUnderEitherName() {
        assertTrue(RemoteBenchmark.named("ringside.remote.RemoteBenchmark.requestReply"));
        assertTrue(RemoteBenchmark.named(RemoteBenchmark.class.getName() + ".oneWay"));
        assertTrue(RemoteBenchmark.named("ringside.bench.RemoteBenchmark.oneWay"));
        assertFalse(RemoteBenchmark.named("ringside.bench.RingBenchmark.ring"));
        assertFalse(RemoteBenchmark.named("ringside.remote.RemoteBenchmarks.oneWay"));
    }
}
