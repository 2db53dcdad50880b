package ringside.http;

import java.time.Duration;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import ringside.contract.Frameworks;
import ringside.contract.HttpStack;
import ringside.parameters.CpuAffinity;

/**
 * The variant's HTTP stack for the http workloads' benchmarks. framework, variant, parallelism and cpuSet are the same
 * JMH parameters as {@link ringside.bench.RunningVariant}'s; this state replaces it, so that the fork starts no
 * runtime the http workloads do not use: each benchmark starts its servers from the stack, sized to parallelism.
 */
@State(Scope.Benchmark)
public class HttpSide {
    @Param("none")
    public String framework;

    @Param("none")
    public String variant;

    @Param("1")
    public int parallelism;

    @Param("unknown")
    public String cpuSet;

    /** Seconds one op (or a server's start) may take before the run fails. */
    @Param("300")
    public int opTimeout;

    private HttpStack stack;

    @Setup(Level.Trial)
    public void find() {
        CpuAffinity.requirePinnedTo(cpuSet);
        stack = Frameworks.named(framework).variant(variant).http().orElseThrow(() -> new IllegalStateException(
                framework + "/" + variant + " has no HTTP stack; the launcher should not have run it"));
    }

    HttpStack stack() {
        return stack;
    }

    Duration opTimeout() {
        return Duration.ofSeconds(opTimeout);
    }

    String what() {
        return framework + "/" + variant;
    }
}
