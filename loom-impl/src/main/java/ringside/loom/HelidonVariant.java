package ringside.loom;

import io.helidon.common.Version;
import java.util.Optional;
import ringside.contract.HttpStack;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.workload.Workload;

/**
 * Helidon SE's WebServer and WebClient: an HTTP stack of its own on the JDK's virtual threads. It runs only the http
 * workloads: behind its server it is the JDK's virtual threads, which vthreads measures on every other workload.
 */
final class HelidonVariant implements Variant {
    static final HelidonVariant HELIDON = new HelidonVariant();

    private HelidonVariant() {
    }

    @Override
    public String name() {
        return "helidon";
    }

    @Override
    public String description() {
        return "Helidon SE " + Version.VERSION + " WebServer and WebClient on the JDK's virtual threads (its"
                + " scheduler sized to the run's CPUs); httpPingPong and httpThroughput only";
    }

    @Override
    public Optional<String> cannotRun(Workload workload) {
        return workload.http() ? Optional.empty()
                : Optional.of("helidon runs only the http workloads: behind its HTTP server it is the JDK's virtual"
                        + " threads, which vthreads measures on this workload");
    }

    @Override
    public Optional<HttpStack> http() {
        return Optional.of(new HelidonHttpStack());
    }

    /**
     * What Helidon's server runs on: the JDK's virtual threads sized to the run, vthreads' runtime. No workload runs
     * on it (the launcher refuses them all but http, whose stack starts its own servers); the TCK asks it for its
     * carrier threads, to tell them from Helidon's other threads in the CPU budget.
     */
    @Override
    public VariantRuntime start(int parallelism) {
        return ThreadVariant.VIRTUAL.start(parallelism);
    }
}
