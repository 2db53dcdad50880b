package ringside.bench;

import java.util.concurrent.Future;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import ringside.contract.Frameworks;
import ringside.contract.VariantRuntime;
import ringside.workload.Await;
import ringside.workload.LatencyOp;
import ringside.workload.LatencyResult;
import ringside.workload.LatencyWorkload;
import ringside.workload.Pacer;

/**
 * The framework runtime under test, started once per trial (outside the timed region) and shared by every op.
 * Its JMH parameters are {@link VariantParameters}'.
 */
@State(Scope.Benchmark)
public class RunningVariant extends VariantParameters {

    private VariantRuntime runtime;

    @Setup(Level.Trial)
    public void start() throws Exception {
        requirePinned();
        runtime = Frameworks.named(framework).variant(variant).start(parallelism);
    }

    @TearDown(Level.Trial)
    public void stop() throws Exception {
        if (runtime != null) {
            runtime.close();
        }
    }

    VariantRuntime runtime() {
        return runtime;
    }

    /** One whole latency op on this runtime, paced by {@code pacer}, every wait bounded by opTimeout. */
    LatencyResult latency(LatencyWorkload w, Pacer pacer) {
        return LatencyOp.run(w, pacer, runtime::latency, opTimeout(), () -> what() + " " + w);
    }

    /** Awaits one op with the opTimeout bound; a timeout or a crash fails the run. */
    <T> T await(Future<T> op, Object workload) {
        return Await.result(op, opTimeout(), () -> what() + " " + workload);
    }

    /** Awaits the end of an op whose result is in the caller's tally, with the same bound. */
    void awaitEnd(Future<Void> op, Object workload) {
        Await.end(op, opTimeout(), () -> what() + " " + workload);
    }
}
