package ringside.http;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import ringside.bench.IterationResults;
import ringside.contract.HttpService;

/**
 * httpThroughput at one connection count (a JMH parameter: one benchmark, and so its own forks and server, per
 * count). The variant's plaintext server runs in this fork (pinned to cpuList), started once per trial and checked to
 * answer once before anything is measured; the load generator ({@link HttpLoad}, outside the JVM) runs on
 * loadCpuList. Each op runs the generator closed loop for httpDuration seconds: the requests per second. A measured
 * op then runs it again as long at a fixed rate, httpLoadShare percent of the most the trial's warm-up ops reached:
 * the latency percentiles, counted from each request's intended send time. Both are recorded as JMH secondary
 * results ({@link IterationResults}); an op with any error or timeout fails the run. SingleShotTime: each iteration
 * is exactly one op.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = HttpThroughputBenchmark.WARM_UP_OPS)
@Measurement(iterations = HttpThroughputBenchmark.MEASURED_OPS)
@State(Scope.Benchmark)
public class HttpThroughputBenchmark {
    /** Ops per fork, fixed as latency's: each op is httpDuration seconds (twice that measured), not an iteration time. */
    public static final int WARM_UP_OPS = 2;
    public static final int MEASURED_OPS = 3;
    /** The secondary results' labels, as the report reads them, and their units. */
    public static final String PREFIX = "http.";
    public static final String REQUESTS_PER_SECOND = PREFIX + "requests";
    /** The fixed rate offered in the latency measurement, and the rate it achieved. */
    public static final String OFFERED = PREFIX + "offered";
    public static final String ACHIEVED = PREFIX + "achieved";
    public static final String PER_SECOND = "req/s";
    public static final String MICROS = "us";

    @Param("100")
    public int httpConnectionCount;

    @Param("5")
    public int httpDuration;

    @Param("75")
    public int httpLoadShare;

    /** The generator's CPUs, resolved by the launcher (never overlapping cpuSet). */
    @Param("")
    public String loadCpuList;

    private HttpService server;
    private HttpThroughputOp op;
    private boolean measured;

    @Setup(Level.Trial)
    public void start(HttpSide side) throws Exception {
        if (loadCpuList.isEmpty()) {
            throw new IllegalStateException("loadCpuList is empty: the launcher should not have run httpThroughput");
        }
        Path program = HttpLoadProgram.build();
        server = side.stack().servePlaintext(side.parallelism);
        PlaintextCheck.answers(server.port(), side.opTimeout());
        HttpLoad load = new HttpLoad(program, loadCpuList, httpConnectionCount, httpDuration, side.opTimeout());
        op = new HttpThroughputOp(load, httpLoadShare, side.what() + " httpThroughput, " + httpConnectionCount
                + " connections");
        System.out.println("ringside: " + side.what() + " plaintext server on 127.0.0.1:" + server.port() + ", CPUs "
                + side.cpuSet + "; load generator on CPUs " + loadCpuList + ", " + httpConnectionCount
                + " connections");
    }

    @TearDown(Level.Trial)
    public void stop() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    /** Warm-up ops find the most requests per second; measured ops also measure latency at the fixed rate. */
    @Setup(Level.Iteration)
    public void phase(IterationParams iteration) {
        measured = iteration.getType() == IterationType.MEASUREMENT;
    }

    /**
     * One op ({@link HttpThroughputOp}): its figures become the iteration's secondary results, its time JMH's single
     * shot. The variant's state is named, as by every http benchmark, though the op needs only the server.
     */
    @Benchmark
    public void httpThroughput(HttpSide side) throws Exception {
        op.run(server.port(), measured).forEach((label, value) -> IterationResults.record(label, value,
                HttpThroughputOp.unit(label)));
    }
}
