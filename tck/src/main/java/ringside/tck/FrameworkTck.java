package ringside.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import ringside.contract.Framework;
import ringside.contract.Frameworks;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpService;
import ringside.contract.HttpStack;
import ringside.contract.HttpStackVariant;
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
 * The parallelism is the {@code parallelism} system property (set by the build), else the CPU count.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public abstract class FrameworkTck {
    private static final int REPEATS = 3;
    /**
     * Rounds of the budget's workloads before the CPU budget is measured; then at least two rounds and 0.5 s are
     * measured, so the total (the process's CPU time) is some hundreds of ms and 2% of it several ms.
     */
    private static final int BUDGET_WARM_UPS = 3;
    private static final int BUDGET_MEASURED_ROUNDS = 2;
    private static final long BUDGET_MEASURED_NANOS = 500_000_000;

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

    /**
     * Fairness rule 6: across a few warm rounds of every workload the variant runs (remote with its server and client
     * in this JVM), threads other than the variant's own use at most 2% of the process's CPU time, measured per OS
     * thread ({@link CpuBudget}), threads that start and end inside the window included. Inside the budget: this
     * thread (it awaits each op and paces latency), the threads that ran the busy tasks of
     * {@link VariantRuntime#carrierThreads} (the pool, whatever number a replacement thread gets), the test runner's
     * own threads, the JDK's master poller of virtual threads' sockets ({@link CpuBudget#jdkMasterPoller}), the
     * remote sides' pools sized to the run ({@link #remotePoolsSizedToTheRun}), threads a subclass shows no setting
     * silences ({@link #remoteThreadsNoSettingSilences}: printed, not counted), and, for a variant whose every worker
     * is its own OS thread, the threads born since its runtime started and those that ended inside the window.
     * Anything else doing real work (a system dispatcher, a timer, a monitor, a transport's thread, a pool thread
     * that came and went) fails the test, named with its CPU time. The JVM's own threads are never outside (GC's in
     * the total, JIT's left out of it). The server in its own JVM runs the same {@code serve} code with the same
     * pools, so measuring both sides here covers its threads too; that JVM adds only its JVM's threads and a main
     * thread blocked on its input.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void staysWithinItsCpuBudget(String variant) throws Exception {
        Assumptions.assumeTrue(CpuBudget.measurable(), "per-thread CPU time needs Linux's /proc");
        Variant v = framework.variant(variant);
        Set<Long> existing = javaThreadIds();
        try (VariantRuntime runtime = start(variant);
                BudgetRemote remote = BudgetRemote.open(v.remoting(), parallelism())) {
            Optional<Set<String>> carriers = runtime.carrierThreads(8 * parallelism());
            boolean latency = v.cannotRun(Workload.LATENCY).isEmpty();
            for (int i = 0; i < BUDGET_WARM_UPS; i++) {
                budgetOps(runtime, latency, remote);
            }
            long me = Thread.currentThread().threadId();
            CpuBudget.Usage usage = CpuBudget.measure(() -> {
                long end = System.nanoTime() + BUDGET_MEASURED_NANOS;
                for (int round = 1; round <= BUDGET_MEASURED_ROUNDS || System.nanoTime() < end; round++) {
                    budgetOps(runtime, latency, remote);
                }
            });
            Predicate<CpuBudget.ThreadCpu> workers = carriers.map(CpuBudget::namedLike)
                    .orElse(t -> !existing.contains(t.id()));
            Predicate<CpuBudget.ThreadCpu> unsilenced = t -> remoteThreadsNoSettingSilences().test(t.name());
            Predicate<CpuBudget.ThreadCpu> inside = workers.or(t -> t.id() == me).or(CpuBudget::testRunners)
                    .or(CpuBudget::jdkMasterPoller).or(CpuBudget.namedLike(remotePoolsSizedToTheRun()))
                    .or(unsilenced);
            boolean endedInside = carriers.isEmpty();
            long unsilencedNanos = usage.threads().stream().filter(unsilenced).mapToLong(CpuBudget.ThreadCpu::cpuNanos)
                    .sum();
            System.out.println("CPU budget, " + framework.name() + "/" + variant + " at parallelism " + parallelism()
                    + ": " + usage.summary(inside, endedInside) + (unsilencedNanos == 0 ? "" : String.format(
                            Locale.ROOT, "; not counted, threads no setting silences: %.1f ms (%.2f%%)",
                            unsilencedNanos / 1e6, 100.0 * unsilencedNanos / usage.totalNanos())));
            usage.overBudget(inside, endedInside)
                    .ifPresent(message -> fail(variant + " at parallelism " + parallelism() + ": " + message));
        }
    }

    /**
     * Fairness rule 6 over HTTP, for a variant with an HTTP stack: across warm httpPingPong ops on its own servers and
     * client, threads other than the variant's own (as {@link #staysWithinItsCpuBudget} counts them) and its HTTP
     * stack's own I/O threads ({@link #httpStackThreads}) use at most 2% of the process's CPU time. A pool the stack
     * starts beside those (a timer, a worker pool not sized to the run) fails, named with its CPU time.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void staysWithinItsCpuBudgetOverHttp(String variant) throws Exception {
        Assumptions.assumeTrue(CpuBudget.measurable(), "per-thread CPU time needs Linux's /proc");
        Optional<HttpStack> http = framework.variant(variant).http();
        Assumptions.assumeTrue(http.isPresent() && framework.variant(variant).cannotRun(Workload.HTTP_PING_PONG)
                .isEmpty(), () -> variant + " has no HTTP stack with a client");
        Set<Long> existing = javaThreadIds();
        // the variant's runtime names its carriers; an http-only variant's is the one its stack runs on
        try (VariantRuntime runtime = framework.variant(variant).start(parallelism());
                HttpPingPong servers = http.get().pingPong(parallelism())) {
            Optional<Set<String>> carriers = runtime.carrierThreads(8 * parallelism());
            for (int i = 0; i < BUDGET_WARM_UPS; i++) {
                TckCases.httpPingPong(servers, TckCases.BUDGET_HTTP_PING_PONG, TckCases.OP_TIMEOUT);
            }
            long me = Thread.currentThread().threadId();
            CpuBudget.Usage usage = CpuBudget.measure(() -> {
                long end = System.nanoTime() + BUDGET_MEASURED_NANOS;
                for (int round = 1; round <= BUDGET_MEASURED_ROUNDS || System.nanoTime() < end; round++) {
                    TckCases.httpPingPong(servers, TckCases.BUDGET_HTTP_PING_PONG, TckCases.OP_TIMEOUT);
                }
            });
            Predicate<CpuBudget.ThreadCpu> workers = carriers.map(CpuBudget::namedLike)
                    .orElse(t -> !existing.contains(t.id()));
            Predicate<CpuBudget.ThreadCpu> inside = workers.or(t -> t.id() == me).or(CpuBudget::testRunners)
                    .or(CpuBudget::jdkMasterPoller).or(CpuBudget::jdkVirtualThreadUnblocker)
                    .or(t -> httpStackThreads().test(t.name()));
            boolean endedInside = carriers.isEmpty();
            System.out.println("CPU budget over HTTP, " + framework.name() + "/" + variant + " at parallelism "
                    + parallelism() + ": " + usage.summary(inside, endedInside));
            usage.overBudget(inside, endedInside)
                    .ifPresent(message -> fail(variant + " over HTTP at parallelism " + parallelism() + ": " + message));
        }
    }

    /**
     * The HTTP stack's own I/O threads, by name: a server's acceptor or dispatcher, a client's selector, sized to the
     * run or fixed by the stack's design. Inside the HTTP budget, as the carriers are. None by default; a subclass
     * names each and says why.
     */
    protected Predicate<String> httpStackThreads() {
        return name -> false;
    }

    /**
     * The threads of the remote sides' own runtimes that belong to pools sized to the run, by name (any number of a
     * pool matches): inside the budget, as the carriers are. None by default, for a remote side that runs on the
     * carriers or on threads born for it; a subclass names each pool and where it is sized.
     */
    protected Set<String> remotePoolsSizedToTheRun() {
        return Set.of();
    }

    /**
     * Threads of the remote sides' runtimes that no setting sizes or silences, by name: their CPU time is printed
     * beside the verdict instead of counted in it. None by default; a subclass says for each why and how much.
     */
    protected Predicate<String> remoteThreadsNoSettingSilences() {
        return name -> false;
    }

    /** One op of every workload the variant runs, at the budget's sizes, each validated. */
    private static void budgetOps(VariantRuntime runtime, boolean latency, BudgetRemote remote) {
        TckCases.ring(runtime, TckCases.BUDGET_RING, TckCases.OP_TIMEOUT);
        TckCases.pingPong(runtime, TckCases.BUDGET_PING_PONG, TckCases.OP_TIMEOUT);
        TckCases.fanOut(runtime, TckCases.BUDGET_FAN_OUT, TckCases.OP_TIMEOUT);
        TckCases.contention(runtime, TckCases.BUDGET_CONTENTION, TckCases.OP_TIMEOUT);
        TckCases.spawn(runtime, TckCases.BUDGET_SPAWN, TckCases.OP_TIMEOUT);
        TckCases.footprint(runtime, TckCases.BUDGET_FOOTPRINT, TckCases.OP_TIMEOUT);
        TckCases.sieve(runtime, TckCases.BUDGET_SIEVE, TckCases.OP_TIMEOUT);
        TckCases.select(runtime, TckCases.BUDGET_SELECT, TckCases.OP_TIMEOUT);
        TckCases.big(runtime, TckCases.BUDGET_BIG, TckCases.OP_TIMEOUT);
        TckCases.ring(runtime, TckCases.BUDGET_RING_AT_DEPTH, TckCases.OP_TIMEOUT);
        if (latency) {
            TckCases.latency(runtime, TckCases.BUDGET_LATENCY, TckCases.OP_TIMEOUT);
        }
        remote.ops();
    }

    /** The ids of the Java threads alive now. */
    private static Set<Long> javaThreadIds() {
        return Arrays.stream(ManagementFactory.getThreadMXBean().getAllThreadIds()).boxed()
                .collect(Collectors.toSet());
    }

    /** A variant's remote server and client in this JVM for the budget's remote ops; nothing without a remote side. */
    private record BudgetRemote(Optional<RemoteServer> server, Optional<RemoteClient> client,
            RemoteServerCounts counts) implements AutoCloseable {

        static BudgetRemote open(Optional<Remoting> remoting, int parallelism) throws Exception {
            RemoteServerCounts counts = new RemoteServerCounts();
            if (remoting.isEmpty()) {
                return new BudgetRemote(Optional.empty(), Optional.empty(), counts);
            }
            RemoteServer server = remoting.get().serve(RemoteSide.LOOPBACK, 0, parallelism, counts);
            try {
                return new BudgetRemote(Optional.of(server), Optional.of(remoting.get().connect(RemoteSide.LOOPBACK,
                        server.port(), RemoteSide.LOOPBACK, 0, parallelism)), counts);
            } catch (Exception | Error e) {
                server.close();
                throw e;
            }
        }

        void ops() {
            client.ifPresent(c -> {
                TckCases.remoteRequestReply(c, TckCases.BUDGET_LATENCY, counts::totals, TckCases.OP_TIMEOUT);
                TckCases.remoteOneWay(c, TckCases.BUDGET_REMOTE_ONE_WAY, counts::totals, TckCases.OP_TIMEOUT);
            });
        }

        @Override
        public void close() throws Exception {
            try {
                if (client.isPresent()) {
                    client.get().close();
                }
            } finally {
                if (server.isPresent()) {
                    server.get().close();
                }
            }
        }
    }

    /**
     * A runtime of the variant for the workloads it runs on one; an http-only variant runs none of them, and those
     * tests are skipped for it.
     */
    private VariantRuntime start(String variant) throws Exception {
        Variant v = framework.variant(variant);
        Assumptions.assumeFalse(httpOnly(v), () -> variant + " runs only the http workloads: "
                + v.cannotRun(Workload.RING).orElseThrow());
        return v.start(parallelism());
    }

    /** A variant that is an HTTP stack (loom's helidon-se, Akka's akka-http): it runs the http workloads alone. */
    private static boolean httpOnly(Variant v) {
        return v instanceof HttpStackVariant;
    }
}
