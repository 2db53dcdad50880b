package ringside.remote;

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
import org.openjdk.jmh.annotations.Warmup;
import ringside.bench.IterationResults;
import ringside.bench.LatencyBenchmark;
import ringside.workload.LatencyResult;
import ringside.workload.LatencyWorkload;
import ringside.workload.Pacer;
import ringside.workload.RemoteOneWayOp;
import ringside.workload.RemoteOneWayWorkload;
import ringside.workload.RemoteRequestReplyOp;
import ringside.workload.RemoteThroughput;

/**
 * The remote workload, two measurements between this fork (the client, on cpuList) and a server JVM (on
 * remoteCpuList), both ends started per trial by {@link RemoteSide}:
 * <ul>
 * <li>requestReply: open-loop request-reply at one offered rate (a JMH parameter: one benchmark, and so its own
 * forks and server, per rate), latency's op (the {@link Pacer}, the recorder, the percentiles from the intended
 * send time, the send lateness) with the server in the other JVM and every echo's payload checked
 * ({@link RemoteRequestReplyOp}), recorded as latency's figures are;
 * <li>oneWay: remoteMessages messages sent as fast as flow control lets them ({@link RemoteOneWayOp}), recording
 * messages/s and MB/s of validated bytes.
 * </ul>
 * Each op also checks what the server's process counted over it, read through the suite's own channel to that
 * process (the witness that the op crossed to it).
 * Neither result is the op's time: both are recorded as JMH secondary results ({@link IterationResults}). The warm-up
 * ops are the same runs. SingleShotTime: each iteration is exactly one op.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class RemoteBenchmark {
    public static final int WARM_UP_OPS = 2;
    public static final int MEASURED_OPS = 3;
    /** One-way ops are shorter than a request-reply op's seconds: more of them. */
    public static final int ONE_WAY_WARM_UP_OPS = 5;
    public static final int ONE_WAY_MEASURED_OPS = 5;
    /** The secondary results' labels, as the report reads them; request-reply's are latency's names after it. */
    public static final String PREFIX = "remote.";
    public static final String MESSAGES_PER_SECOND = PREFIX + "oneway.messages";
    public static final String MEGABYTES_PER_SECOND = PREFIX + "oneway.megabytes";
    /** Its name in the results of runs stored before remote had a package of its own. */
    static final String FORMER_NAME = "ringside.bench.RemoteBenchmark";

    /** Whether a JMH benchmark name ({@code <class>.<method>}) is one of this class's, under either name. */
    public static boolean named(String jmhBenchmarkName) {
        return jmhBenchmarkName.startsWith(RemoteBenchmark.class.getName() + ".")
                || jmhBenchmarkName.startsWith(FORMER_NAME + ".");
    }

    /** The offered rate and the op's length, a state of request-reply only, so one-way is not run per rate. */
    @State(Scope.Benchmark)
    public static class Rate {
        @Param("1000")
        public int remoteRate;

        @Param("5")
        public int remoteDuration;

        /** The pacer's public name, as latency's (set by the launcher, auto already resolved). */
        @Param("auto")
        public String pacer;

        LatencyWorkload workload;
        Pacer chosen;

        @Setup(Level.Trial)
        public void define() {
            workload = new LatencyWorkload(remoteRate, Math.multiplyExact(remoteRate, remoteDuration));
            chosen = Pacer.named(pacer);
        }
    }

    /** The one-way op's size, a state of one-way only. */
    @State(Scope.Benchmark)
    public static class OneWay {
        @Param("1000000")
        public int remoteMessages;
    }

    @Benchmark
    @Warmup(iterations = WARM_UP_OPS)
    @Measurement(iterations = MEASURED_OPS)
    public LatencyResult requestReply(RemoteSide side, Rate rate) {
        IterationResults.messagesPerOp(rate.workload.messagesPerOp());
        return LatencyBenchmark.record(PREFIX, side.diagnosed(() -> RemoteRequestReplyOp.run(rate.workload,
                rate.chosen, side.remotePayload, side.client()::requestReply, side::serverTotals, side.opTimeout(),
                () -> side.what() + " request-reply " + rate.workload)));
    }

    @Benchmark
    @Warmup(iterations = ONE_WAY_WARM_UP_OPS)
    @Measurement(iterations = ONE_WAY_MEASURED_OPS)
    public RemoteThroughput oneWay(RemoteSide side, OneWay size) {
        RemoteOneWayWorkload w = new RemoteOneWayWorkload(size.remoteMessages, side.remotePayload);
        RemoteThroughput t = side.diagnosed(() -> RemoteOneWayOp.run(w, side.client()::oneWay, side::serverTotals,
                side.opTimeout(), () -> side.what() + " one-way " + w));
        IterationResults.messagesPerOp(w.messages());
        IterationResults.record(MESSAGES_PER_SECOND, t.messagesPerSecond(), "msg/s");
        IterationResults.record(MEGABYTES_PER_SECOND, t.megabytesPerSecond(), "MB/s");
        return t;
    }
}
