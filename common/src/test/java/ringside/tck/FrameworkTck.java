package ringside.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import ringside.contract.Framework;
import ringside.contract.Frameworks;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;

/**
 * The compatibility kit every framework module runs: a subclass names its framework and inherits the tests.
 * Every variant runs every workload on small and odd sizes, each case three times on the same runtime, every
 * result validated, every op bounded by {@link TckCases#OP_TIMEOUT}, every test by a hard timeout.
 * The parallelism is the {@code parallelism} system property (set by the build), else the CPU count.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public abstract class FrameworkTck {
    private static final int REPEATS = 3;

    private final Framework framework;

    protected FrameworkTck(String frameworkName) {
        this.framework = Frameworks.named(frameworkName);
    }

    protected int parallelism() {
        return Integer.getInteger("parallelism", Runtime.getRuntime().availableProcessors());
    }

    Stream<String> variants() {
        return framework.variants().stream().map(Variant::name);
    }

    @Test
    void describesItself() {
        assertFalse(framework.version().isBlank(), "version");
        assertFalse(framework.licence().isBlank(), "licence");
        assertFalse(framework.variants().isEmpty(), "variants");
        assertEquals(framework.variants().size(), variants().distinct().count(), "variant names must be unique");
        framework.variants().forEach(v -> assertFalse(v.description().isBlank(), v.name() + " description"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void ring(String variant) throws Exception {
        runEachCase(variant, TckCases.RINGS, TckCases::ring);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void pingPong(String variant) throws Exception {
        runEachCase(variant, TckCases.PING_PONGS, TckCases::pingPong);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void fanOut(String variant) throws Exception {
        runEachCase(variant, TckCases.FAN_OUTS, TckCases::fanOut);
    }

    /** One validated, time-bounded op of a workload on a runtime. */
    private interface Case<W> {
        void run(VariantRuntime runtime, W workload, Duration timeout);
    }

    /** Every case, each {@link #REPEATS} times in a row, on one runtime: reuse must work, not only a first op. */
    private <W> void runEachCase(String variant, List<W> cases, Case<W> op) throws Exception {
        try (VariantRuntime runtime = start(variant)) {
            for (W workload : cases) {
                for (int i = 0; i < REPEATS; i++) {
                    op.run(runtime, workload, TckCases.OP_TIMEOUT);
                }
            }
        }
    }

    /** Busy tasks, eight per thread allowed, must not run on more OS threads than the configured parallelism. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void usesTheConfiguredParallelism(String variant) throws Exception {
        int parallelism = parallelism();
        try (VariantRuntime runtime = start(variant)) {
            Optional<Set<String>> carriers = runtime.carrierThreads(8 * parallelism);
            Assumptions.assumeTrue(carriers.isPresent(), variant + " runs each worker on its own OS thread:"
                    + " its parallelism is the CPU set it is pinned to, not a scheduler setting");
            Set<String> used = carriers.get();
            assertTrue(!used.isEmpty() && used.size() <= parallelism, variant + " ran " + 8 * parallelism
                    + " tasks on " + used.size() + " threads " + used + ", configured parallelism " + parallelism);
        }
    }

    private VariantRuntime start(String variant) throws Exception {
        return framework.variant(variant).start(parallelism());
    }
}
