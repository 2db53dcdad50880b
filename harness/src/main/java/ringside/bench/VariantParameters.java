package ringside.bench;

import java.time.Duration;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import ringside.parameters.CpuAffinity;

/**
 * The JMH parameters that name what a fork measures and where: set by the launcher for every benchmark, so every JMH
 * JSON result names them itself (the defaults are placeholders, never run). Each state that starts something for a
 * benchmark (the variant's runtime, the remote ends, the HTTP stack) extends this, so they are declared once. JMH
 * reads parameters only in a state class, hence the annotation on this abstract one.
 */
@State(Scope.Benchmark)
public abstract class VariantParameters {

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

    /** Seconds one op (or a server's start) may take before the run fails. */
    @Param("300")
    public int opTimeout;

    /** Fails unless this fork runs on exactly cpuSet; returns the CPUs it has. */
    protected String requirePinned() {
        return CpuAffinity.requirePinnedTo(cpuSet);
    }

    public Duration opTimeout() {
        return Duration.ofSeconds(opTimeout);
    }

    /** "framework/variant", as failures and progress lines name it. */
    public String what() {
        return framework + "/" + variant;
    }
}
