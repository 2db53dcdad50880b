package ringside.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpService;
import ringside.contract.HttpStack;
import ringside.contract.RemoteClient;
import ringside.contract.RemoteServer;
import ringside.contract.Remoting;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.parameters.CpuAffinity;
import ringside.remote.RemoteServerProcess;
import ringside.remote.RemoteSide;
import ringside.workload.FootprintWorkload;
import ringside.workload.HttpPingPongWorkload;
import ringside.workload.LatencyWorkload;
import ringside.workload.RemoteOneWayWorkload;
import ringside.workload.RemoteServerCounts;
import ringside.workload.SpawnWorkload;
import ringside.workload.Workload;

/**
 * The compatibility kit every framework module runs: a subclass names its framework and inherits the tests.
 * Every variant runs every workload on small and odd sizes, each case three times on the same runtime, every
 * result validated, every op bounded by {@link TckCases#OP_TIMEOUT}, every test by a hard timeout.
 * The parallelism is the {@code parallelism} system property (set by the build), else the CPU count. The CPU budget's
 * tests come from {@link CpuBudgetTck}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public abstract class FrameworkTck extends CpuBudgetTck {
    private static final int REPEATS = 3;

    protected FrameworkTck(String frameworkName) {
        super(frameworkName);
    }

    @Test
    void describesItself() {
        assertFalse(framework.version().isBlank(), "version");
        assertFalse(framework.licence().isBlank(), "licence");
        assertNotNull(framework.facts(), "facts (stated and dated: FrameworkFacts checks itself)");
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

    /** Each receive (actors: each send) stackDepth frames deep in the variant's own recursion. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void ringAtDepth(String variant) throws Exception {
        runEachCase(variant, TckCases.RINGS_AT_DEPTH, TckCases::ring);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void pingPongAtDepth(String variant) throws Exception {
        runEachCase(variant, TckCases.PING_PONGS_AT_DEPTH, TckCases::pingPong);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void sieve(String variant) throws Exception {
        runEachCase(variant, TckCases.SIEVES, TckCases::sieve);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void select(String variant) throws Exception {
        runEachCase(variant, TckCases.SELECTS, TckCases::select);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void big(String variant) throws Exception {
        runEachCase(variant, TckCases.BIGS, TckCases::big);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void fanOut(String variant) throws Exception {
        runEachCase(variant, TckCases.FAN_OUTS, TckCases::fanOut);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void contention(String variant) throws Exception {
        runEachCase(variant, TckCases.CONTENTIONS, TckCases::contention);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void spawn(String variant) throws Exception {
        runEachCase(variant, TckCases.SPAWNS, TckCases::spawn);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void footprint(String variant) throws Exception {
        runEachCase(variant, TckCases.FOOTPRINTS, TckCases::footprint);
    }

    /** Footprint's witness that idle actors are parked in their framework: the process is idle while they wait. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void idleActorsAreParked(String variant) throws Exception {
        try (VariantRuntime runtime = start(variant)) {
            TckCases.footprint(runtime, TckCases.PARKED_FOOTPRINT, TckCases.OP_TIMEOUT); // warm: the JIT settles
            TckCases.footprintParked(runtime, TckCases.PARKED_FOOTPRINT, TckCases.OP_TIMEOUT);
        }
    }

    /** Every variant runs latency, or says before any fork why its design cannot (and is then not asked). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void latency(String variant) throws Exception {
        Optional<String> refused = framework.variant(variant).cannotRun(Workload.LATENCY);
        Assumptions.assumeTrue(refused.isEmpty(), () -> variant + " does not run latency: " + refused.orElseThrow());
        runEachCase(variant, TckCases.LATENCIES, TckCases::latency);
    }

    /**
     * A refusal names its reason, and only latency may be refused by design: every other workload is a must, but
     * remote, which a variant with a remote side runs and a variant without one refuses with its reason, and the http
     * workloads, likewise with an HTTP stack.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void refusesOnlyLatencyRemoteAndHttpAndSaysWhy(String variant) {
        Variant v = framework.variant(variant);
        for (Workload w : Workload.values()) {
            Optional<String> refused = v.cannotRun(w);
            if (w == Workload.LATENCY) {
                refused.ifPresent(reason -> assertTrue(reason.length() > 20, "a reason, not a word: " + reason));
            } else if (w == Workload.REMOTE) {
                assertEquals(v.remoting().isEmpty(), refused.isPresent(), "remote: refused exactly when the variant"
                        + " has no remote side (" + refused.orElse("not refused") + ")");
                refused.ifPresent(reason -> assertTrue(reason.length() > 20, "a reason, not a word: " + reason));
            } else if (w.http()) {
                // a stack may be a server only (Kilim's has no client of its own): it refuses httpPingPong, not more
                boolean serverOnly = v.http().isPresent() && w == Workload.HTTP_PING_PONG && refused.isPresent();
                assertEquals(v.http().isEmpty(), refused.isPresent() && !serverOnly, w.publicName() + ": refused"
                        + " exactly when the variant has no HTTP stack (" + refused.orElse("not refused") + ")");
                refused.ifPresent(reason -> assertTrue(reason.length() > 20, "a reason, not a word: " + reason));
            } else if (httpOnly(v)) {
                assertTrue(refused.orElse("").length() > 20, w.publicName() + ": an http-only variant refuses it,"
                        + " saying why: " + refused);
            } else {
                assertEquals(Optional.empty(), refused, w.publicName());
            }
        }
    }

    /**
     * A variant with a remote side serves in this JVM on loopback and a client connects to it: every request-reply
     * and one-way case, each {@link #REPEATS} times on the same connection, validated, with the server's counts.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void remote(String variant) throws Exception {
        Optional<Remoting> remoting = framework.variant(variant).remoting();
        Assumptions.assumeTrue(remoting.isPresent(), () -> variant + " has no remote side");
        assertFalse(remoting.get().description().isBlank(), "remote description");
        RemoteServerCounts counts = new RemoteServerCounts();
        try (RemoteServer server = remoting.get().serve(RemoteSide.LOOPBACK, 0, parallelism(), counts);
                RemoteClient client = remoting.get().connect(RemoteSide.LOOPBACK, server.port(),
                        RemoteSide.LOOPBACK, 0, parallelism())) {
            for (int i = 0; i < REPEATS; i++) {
                for (LatencyWorkload w : TckCases.REMOTE_REQUESTS) {
                    TckCases.remoteRequestReply(client, w, counts::totals, TckCases.OP_TIMEOUT);
                }
                for (RemoteOneWayWorkload w : TckCases.REMOTE_ONE_WAYS) {
                    TckCases.remoteOneWay(client, w, counts::totals, TckCases.OP_TIMEOUT);
                }
            }
        }
    }

    /**
     * A variant with an HTTP stack bounces the counter between its two servers through its own client: every case
     * {@link #REPEATS} times on the same servers, validated, with the witness that the round trips crossed TCP, and
     * over a few hundred round trips on kept-alive connections ({@link TckCases#httpPingPong}).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void httpPingPong(String variant) throws Exception {
        Optional<HttpStack> http = framework.variant(variant).http();
        Optional<String> refused = framework.variant(variant).cannotRun(Workload.HTTP_PING_PONG);
        Assumptions.assumeTrue(http.isPresent() && refused.isEmpty(), () -> variant + " does not run httpPingPong: "
                + refused.orElse("(no reason given)"));
        assertFalse(http.get().description().isBlank(), "http description");
        try (HttpPingPong servers = http.get().pingPong(parallelism())) {
            assertNotEquals(servers.portA(), servers.portB(), "two servers");
            for (int i = 0; i < REPEATS; i++) {
                for (HttpPingPongWorkload w : TckCases.HTTP_PING_PONGS) {
                    TckCases.httpPingPong(servers, w, TckCases.OP_TIMEOUT);
                }
            }
        }
    }

    /**
     * A variant with an HTTP stack serves the plaintext exchange: to the JDK's client, then to the load generator at
     * each TCK connection count, closed loop and at a fixed rate, every response checked (without Go, only the first
     * part runs, and the test says it skipped the rest).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void httpThroughput(String variant) throws Exception {
        Optional<HttpStack> http = framework.variant(variant).http();
        Assumptions.assumeTrue(http.isPresent(), () -> variant + " has no HTTP stack: "
                + framework.variant(variant).cannotRun(Workload.HTTP_THROUGHPUT).orElse("(no reason given)"));
        try (HttpService server = http.get().servePlaintext(parallelism())) {
            TckCases.httpPlaintext(server, TckCases.OP_TIMEOUT);
            Path program = TckCases.httpLoadProgram();
            for (int connections : TckCases.HTTP_CONNECTIONS) {
                TckCases.httpLoad(server, program, connections, TckCases.OP_TIMEOUT);
            }
        }
    }

    /**
     * The benchmark's way, once per framework: the server in its own JVM, started as the fork starts it (same java,
     * arguments and class path, under taskset, ready line awaited), one round trip of each kind with the server's
     * counts read from that process over its standard input and output, then ended by closing its input. The same
     * at any parallelism, so it runs in the TCK's first pass only (a JVM start costs seconds on a busy 2-core
     * machine).
     */
    @Test
    void remoteServerInItsOwnJvm() throws Exception {
        Assumptions.assumeTrue(parallelism() > 1 || Runtime.getRuntime().availableProcessors() == 1,
                "run once, in the pass at the machine's parallelism");
        Optional<Variant> remote = framework.variants().stream().filter(v -> v.remoting().isPresent()).findFirst();
        Assumptions.assumeTrue(remote.isPresent(), () -> framework.name() + " has no remote side");
        String cpus = CpuAffinity.current();
        try (RemoteServerProcess server = RemoteServerProcess.start(framework.name(), remote.get().name(),
                parallelism(), cpus, RemoteSide.LOOPBACK, TckCases.OP_TIMEOUT);
                RemoteClient client = remote.get().remoting().orElseThrow().connect(RemoteSide.LOOPBACK,
                        server.port(), RemoteSide.LOOPBACK, 0, parallelism())) {
            assertEquals(cpus, server.cpus(), "the server's CPUs");
            TckCases.remoteRequestReply(client, new LatencyWorkload(1000, 10), server::totals, TckCases.OP_TIMEOUT);
            TckCases.remoteOneWay(client, new RemoteOneWayWorkload(3_000, 100), server::totals, TckCases.OP_TIMEOUT);
        }
    }

    /** Every TCK spawn and footprint size is one the variant says it can hold (platform threads: far below any limit). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void reachesTheTckSizes(String variant) {
        for (SpawnWorkload w : TckCases.SPAWNS) {
            assertEquals(Optional.empty(), framework.variant(variant).cannotHold(w.actors()), w.toString());
        }
        for (FootprintWorkload w : TckCases.FOOTPRINTS) {
            assertEquals(Optional.empty(), framework.variant(variant).cannotHold(w.footprintActors()), w.toString());
        }
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
}
