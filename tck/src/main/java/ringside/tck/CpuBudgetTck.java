package ringside.tck;

import static org.junit.jupiter.api.Assertions.fail;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import ringside.contract.Framework;
import ringside.contract.Frameworks;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpStack;
import ringside.contract.HttpStackVariant;
import ringside.contract.RemoteClient;
import ringside.contract.RemoteServer;
import ringside.contract.Remoting;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.remote.RemoteSide;
import ringside.workload.Await;
import ringside.workload.BigWorkload;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;
import ringside.workload.FanOutWorkload;
import ringside.workload.FootprintWorkload;
import ringside.workload.HttpPingPongWorkload;
import ringside.workload.LatencyWorkload;
import ringside.workload.PingPongWorkload;
import ringside.workload.RemoteOneWayWorkload;
import ringside.workload.RemoteServerCounts;
import ringside.workload.RingWorkload;
import ringside.workload.SelectWorkload;
import ringside.workload.SieveWorkload;
import ringside.workload.SpawnWorkload;
import ringside.workload.Workload;

/**
 * Fairness rule 6, the part of the compatibility kit that measures CPU: a variant's runtime uses no threads beyond
 * its own, sized to the run, for more than 2% of the process's CPU time ({@link CpuBudget}). {@link FrameworkTck}
 * extends it with the workloads' cases; a module's TCK test subclasses that, and may name the threads its stack or
 * remote sides run by design (the hooks below).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public abstract class CpuBudgetTck {
    /**
     * Rounds of the budget's workloads before the CPU budget is measured; then at least two rounds and 0.5 s are
     * measured, so the total (the process's CPU time) is some hundreds of ms and 2% of it several ms.
     */
    private static final int BUDGET_WARM_UPS = 3;
    private static final int BUDGET_MEASURED_ROUNDS = 2;
    private static final long BUDGET_MEASURED_NANOS = 500_000_000;
    /** Mid sizes for the CPU-budget check: long enough that an op's CPU time dwarfs the odd timer tick. */
    static final RingWorkload BUDGET_RING = new RingWorkload(503, 20_000);
    static final PingPongWorkload BUDGET_PING_PONG = new PingPongWorkload(2_000);
    static final FanOutWorkload BUDGET_FAN_OUT = new FanOutWorkload(8, 20_000);
    static final ContentionWorkload BUDGET_CONTENTION = new ContentionWorkload(64, 20_000);
    /** The default skynet tree three levels deep (1,111 actors) and a thousand idle actors, woken once each. */
    static final SpawnWorkload BUDGET_SPAWN = new SpawnWorkload(10, 1000);
    static final FootprintWorkload BUDGET_FOOTPRINT = new FootprintWorkload(1000);
    static final SieveWorkload BUDGET_SIEVE = new SieveWorkload(2_000);
    static final SelectWorkload BUDGET_SELECT = new SelectWorkload(8, 2_000);
    static final BigWorkload BUDGET_BIG = new BigWorkload(64, 200);
    static final RingWorkload BUDGET_RING_AT_DEPTH = new RingWorkload(10, 2_000, 64);
    /**
     * Latency and remote request-reply at a small rate (0.05 s each): mostly idle, so a timer or monitor that ticks
     * while the actors wait shows against little work.
     */
    static final LatencyWorkload BUDGET_LATENCY = new LatencyWorkload(2_000, 100);
    static final RemoteOneWayWorkload BUDGET_REMOTE_ONE_WAY = new RemoteOneWayWorkload(5_000, 100);
    /** httpPingPong for the CPU budget over HTTP: a few hundred round trips per op. */
    static final HttpPingPongWorkload BUDGET_HTTP_PING_PONG = new HttpPingPongWorkload(500);

    final Framework framework;

    CpuBudgetTck(String frameworkName) {
        this.framework = Frameworks.named(frameworkName);
    }

    protected int parallelism() {
        return Integer.getInteger("parallelism", Runtime.getRuntime().availableProcessors());
    }

    Stream<String> variants() {
        return framework.variants().stream().map(Variant::name);
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
                TckCases.httpPingPong(servers, BUDGET_HTTP_PING_PONG, TckCases.OP_TIMEOUT);
            }
            long me = Thread.currentThread().threadId();
            CpuBudget.Usage usage = CpuBudget.measure(() -> {
                long end = System.nanoTime() + BUDGET_MEASURED_NANOS;
                for (int round = 1; round <= BUDGET_MEASURED_ROUNDS || System.nanoTime() < end; round++) {
                    TckCases.httpPingPong(servers, BUDGET_HTTP_PING_PONG, TckCases.OP_TIMEOUT);
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
        TckCases.ring(runtime, BUDGET_RING, TckCases.OP_TIMEOUT);
        TckCases.pingPong(runtime, BUDGET_PING_PONG, TckCases.OP_TIMEOUT);
        TckCases.fanOut(runtime, BUDGET_FAN_OUT, TckCases.OP_TIMEOUT);
        // not held: the hold's wait for a second receiver is idle time, in which only other threads would spend CPU
        ContentionTally contention = new ContentionTally(BUDGET_CONTENTION);
        Await.end(runtime.contention(contention), TckCases.OP_TIMEOUT, BUDGET_CONTENTION::toString);
        BUDGET_CONTENTION.validate(contention.result());
        TckCases.spawn(runtime, BUDGET_SPAWN, TckCases.OP_TIMEOUT);
        TckCases.footprint(runtime, BUDGET_FOOTPRINT, TckCases.OP_TIMEOUT);
        TckCases.sieve(runtime, BUDGET_SIEVE, TckCases.OP_TIMEOUT);
        TckCases.select(runtime, BUDGET_SELECT, TckCases.OP_TIMEOUT);
        TckCases.big(runtime, BUDGET_BIG, TckCases.OP_TIMEOUT);
        TckCases.ring(runtime, BUDGET_RING_AT_DEPTH, TckCases.OP_TIMEOUT);
        if (latency) {
            TckCases.latency(runtime, BUDGET_LATENCY, TckCases.OP_TIMEOUT);
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
                TckCases.remoteRequestReply(c, BUDGET_LATENCY, counts::totals, TckCases.OP_TIMEOUT);
                TckCases.remoteOneWay(c, BUDGET_REMOTE_ONE_WAY, counts::totals, TckCases.OP_TIMEOUT);
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
    VariantRuntime start(String variant) throws Exception {
        Variant v = framework.variant(variant);
        Assumptions.assumeFalse(httpOnly(v), () -> variant + " runs only the http workloads: "
                + v.cannotRun(Workload.RING).orElseThrow());
        return v.start(parallelism());
    }

    /** A variant that is an HTTP stack (loom's helidon-se, Akka's akka-http): it runs the http workloads alone. */
    static boolean httpOnly(Variant v) {
        return v instanceof HttpStackVariant;
    }
}
