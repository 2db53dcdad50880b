package ringside.bench;

import java.time.Duration;
import java.util.concurrent.Future;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import ringside.contract.Frameworks;
import ringside.contract.VariantRuntime;
import ringside.parameters.CpuAffinity;
import ringside.workload.Await;
import ringside.workload.LatencyOp;
import ringside.workload.LatencyResult;
import ringside.workload.LatencyWorkload;
import ringside.workload.Pacer;

/**
 * The framework runtime under test, started once per trial (outside the timed region) and shared by every op.
 * framework, variant and parallelism are JMH parameters so that every JMH JSON result names them itself; like every
 * input of a fork, they are set by the launcher (the defaults here are placeholders, never run).
 */
@State(Scope.Benchmark)
public class RunningVariant {

    /** Set by the launcher to the module's framework; the placeholders are never run. */
    @Param("none")
    public String framework;

    @Param("none")
    public String variant;

    @Param("1")
    public int parallelism;

    /** The CPUs the launcher was pinned to; the fork checks it has the same ones (forks inherit the affinity). */
    @Param("unknown")
    public String cpuSet;

    /** Seconds one op may take before the run fails. */
    @Param("300")
    public int opTimeout;

    private VariantRuntime runtime;

    @Setup(Level.Trial)
    public void start() throws Exception {
        CpuAffinity.requirePinnedTo(cpuSet);
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
        return LatencyOp.run(w, pacer, runtime::latency, Duration.ofSeconds(opTimeout), () -> framework + "/" + variant + " " + w);
    }

    /** Awaits one op with the opTimeout bound; a timeout or a crash fails the run. */
    <T> T await(Future<T> op, Object workload) {
        return Await.result(op, Duration.ofSeconds(opTimeout), () -> framework + "/" + variant + " " + workload);
    }
}
