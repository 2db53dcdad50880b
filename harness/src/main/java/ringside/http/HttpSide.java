package ringside.http;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import ringside.bench.VariantParameters;
import ringside.contract.Frameworks;
import ringside.contract.HttpStack;

/**
 * The variant's HTTP stack for the http workloads' benchmarks, with the same JMH parameters as
 * {@link ringside.bench.RunningVariant} ({@link VariantParameters}); this state replaces it, so that the fork starts no
 * runtime the http workloads do not use: each benchmark starts its servers from the stack, sized to parallelism.
 */
@State(Scope.Benchmark)
public class HttpSide extends VariantParameters {

    private HttpStack stack;

    @Setup(Level.Trial)
    public void find() {
        requirePinned();
        stack = Frameworks.named(framework).variant(variant).http().orElseThrow(() -> new IllegalStateException(
                what() + " has no HTTP stack; the launcher should not have run it"));
    }

    HttpStack stack() {
        return stack;
    }
}
