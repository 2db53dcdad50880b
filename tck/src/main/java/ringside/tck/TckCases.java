package ringside.tck;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpService;
import ringside.contract.RemoteClient;
import ringside.contract.VariantRuntime;
import ringside.http.HttpLoad;
import ringside.http.HttpLoadProgram;
import ringside.http.PlaintextCheck;
import ringside.workload.Await;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;
import ringside.workload.FanOutWorkload;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.HostSockets;
import ringside.workload.HttpPingPongOp;
import ringside.workload.HttpPingPongResult;
import ringside.workload.HttpPingPongWorkload;
import ringside.workload.IdleActors;
import ringside.workload.InvalidResultException;
import ringside.workload.LatencyOp;
import ringside.workload.LatencyWorkload;
import ringside.workload.Pacer;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;
import ringside.workload.RemoteOneWayOp;
import ringside.workload.RemoteOneWayWorkload;
import ringside.workload.RemoteRequestReplyOp;
import ringside.workload.RemoteServerTotals;
import ringside.workload.RingWorkload;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnWorkload;
import ringside.workload.TckHold;
import ringside.workload.TcpConnections;

/** The TCK's small and odd sizes, and one validated op of each workload. */
public final class TckCases {
    /** Long enough for a slow CI machine, short enough that a lost message fails the build quickly. */
    public static final Duration OP_TIMEOUT = Duration.ofSeconds(30);

    /** Two and three workers (the smallest rings), more workers than hops, and the default worker count. */
    public static final List<RingWorkload> RINGS = rings();

    public static final List<PingPongWorkload> PING_PONGS =
            List.of(new PingPongWorkload(1), new PingPongWorkload(7), new PingPongWorkload(1000));

    /**
     * At depth: one frame, a loom-ring depth, and a deep one, each with hops enough that every worker receives
     * several times (the witness checks one of each entity's first calls).
     */
    public static final List<RingWorkload> RINGS_AT_DEPTH = List.of(new RingWorkload(2, 7, 1),
            new RingWorkload(10, 1000, 16), new RingWorkload(3, 300, 256));

    public static final List<PingPongWorkload> PING_PONGS_AT_DEPTH = List.of(new PingPongWorkload(7, 1),
            new PingPongWorkload(1000, 16), new PingPongWorkload(300, 256));

    /**
     * No number to sieve (the first filter alone), one new prime, a short pipeline, and the quick size (2,000: 303
     * filters).
     */
    public static final List<SieveWorkload> SIEVES = List.of(new SieveWorkload(3), new SieveWorkload(4),
            new SieveWorkload(100), new SieveWorkload(2_000));

    /** One source with one message, one source alone, more sources than messages, and many sources. */
    public static final List<SelectWorkload> SELECTS = List.of(new SelectWorkload(1, 1), new SelectWorkload(1, 1000),
            new SelectWorkload(8, 3), new SelectWorkload(8, 1000), new SelectWorkload(64, 100));

    /** The smallest pair with one ping each, a pair, an odd count, and the default 64 actors. */
    public static final List<BigWorkload> BIGS = List.of(new BigWorkload(2, 1), new BigWorkload(2, 100),
            new BigWorkload(7, 50), new BigWorkload(64, 100));

    /** One worker, one message, more workers than messages, uneven shares. */
    public static final List<FanOutWorkload> FAN_OUTS = List.of(new FanOutWorkload(1, 1), new FanOutWorkload(8, 1),
            new FanOutWorkload(8, 3), new FanOutWorkload(3, 1000), new FanOutWorkload(7, 1000));

    /**
     * One sender with one message, one sender alone, more senders than messages, uneven shares, and the default 64
     * senders with uneven shares (10,000 = 64 x 156 + 16).
     */
    public static final List<ContentionWorkload> CONTENTIONS = List.of(new ContentionWorkload(1, 1),
            new ContentionWorkload(1, 1000), new ContentionWorkload(8, 3), new ContentionWorkload(7, 1000),
            new ContentionWorkload(64, 10_000));

    /**
     * A lone root that is its own leaf, the smallest trees, an odd branching, and the default branching three levels
     * deep (1,111 actors: small enough for platform threads on any machine).
     */
    public static final List<SpawnWorkload> SPAWNS = List.of(new SpawnWorkload(2, 1), new SpawnWorkload(2, 2),
            new SpawnWorkload(2, 64), new SpawnWorkload(3, 27), new SpawnWorkload(10, 1000));

    /** One actor, a few, and a thousand (small enough for platform threads on any machine). */
    public static final List<FootprintWorkload> FOOTPRINTS =
            List.of(new FootprintWorkload(1), new FootprintWorkload(7), new FootprintWorkload(1000));

    /**
     * A lone request, and two short schedules (0.1 s each): slow enough for any variant and CI machine, fast enough
     * that the pacer sends several requests per wake-up at the second. Validated, never timed.
     */
    public static final List<LatencyWorkload> LATENCIES = List.of(new LatencyWorkload(1000, 1),
            new LatencyWorkload(2_000, 200), new LatencyWorkload(20_000, 2_000));

    /** Bytes of payload in every remote request (the one-way cases carry their own). */
    public static final int REMOTE_PAYLOAD = 100;

    /** Remote request-reply: a lone request and a short schedule (0.1 s), over loopback. */
    public static final List<LatencyWorkload> REMOTE_REQUESTS = List.of(new LatencyWorkload(1000, 1),
            new LatencyWorkload(2_000, 200));

    /** Remote one-way: fewer messages than the window, and several windows, with and without a payload. */
    public static final List<RemoteOneWayWorkload> REMOTE_ONE_WAYS = List.of(new RemoteOneWayWorkload(7, 0),
            new RemoteOneWayWorkload(10_000, 100));

    /** httpPingPong: a lone round trip (A only), an odd count (ending at A), and a few hundred over the same servers. */
    public static final List<HttpPingPongWorkload> HTTP_PING_PONGS = List.of(new HttpPingPongWorkload(1),
            new HttpPingPongWorkload(7), new HttpPingPongWorkload(300));

    /** httpThroughput: the load generator on one connection, then on more connections than any TCK parallelism. */
    public static final List<Integer> HTTP_CONNECTIONS = List.of(1, 16);
    /** Seconds of each load-generator run: short, every response still checked. */
    public static final double HTTP_LOAD_SECONDS = 0.3;
    /** The fixed rate of the TCK's open-loop run (requests/s): low enough for any stack and CI machine. */
    public static final double HTTP_LOAD_RATE = 200;
    /** Requests the JDK's client sends to a plaintext server, one after another, before the load generator. */
    public static final int HTTP_PLAINTEXT_REQUESTS = 3;
    /**
     * The system property that turns a missing toolchain (here Go, for the load generator) from a skip into a
     * failure, as for the reference programs: CI sets it.
     */
    public static final String REQUIRE_TOOLCHAINS = "ringside.requireToolchains";

    /**
     * The fewest round trips an op needs for the keep-alive check: enough that a connection per request stands far
     * above the few connections a keep-alive client opens (one per client and server, more if a pool adds some).
     */
    public static final int KEEP_ALIVE_MIN_ROUND_TRIPS = 100;
    /**
     * Round trips per new connection that an op must reach at least. A connection per request opens one per round
     * trip. A keep-alive pool opens a few per op, and more when a connection is not yet back in the pool as the next
     * request leaves: a CI run under load saw 136 in 500. The bound counts connections, not time, and sits halfway.
     */
    public static final int KEEP_ALIVE_ROUND_TRIPS_PER_CONNECTION = 2;

    /**
     * One httpPingPong op on a variant's servers, as the benchmark runs it: validated, and with the witness that its
     * round trips crossed TCP ({@link HttpPingPongOp}). An op of {@link #KEEP_ALIVE_MIN_ROUND_TRIPS} or more also
     * checks HTTP/1.1 keep-alive, which the workload asks for: the servers' ports saw at most one new TCP connection
     * per {@link #KEEP_ALIVE_ROUND_TRIPS_PER_CONNECTION} round trips ({@link TcpConnections}, closed ones included).
     */
    public static HttpPingPongResult httpPingPong(HttpPingPong servers, HttpPingPongWorkload w, Duration timeout) {
        List<Integer> ports = List.of(servers.portA(), servers.portB());
        TcpConnections before = TcpConnections.read(Set.copyOf(ports));
        HttpPingPongResult result = HttpPingPongOp.run(w, servers::play, ports, HostSockets.LINUX, timeout,
                () -> "httpPingPong " + w);
        long opened = TcpConnections.read(Set.copyOf(ports)).openedSince(before);
        long roundTrips = w.httpPingPongCount();
        if (roundTrips >= KEEP_ALIVE_MIN_ROUND_TRIPS && opened > roundTrips / KEEP_ALIVE_ROUND_TRIPS_PER_CONNECTION) {
            throw new InvalidResultException("httpPingPong " + w + ": " + roundTrips + " round trips opened "
                    + opened + " TCP connections to the two servers, more than one per "
                    + KEEP_ALIVE_ROUND_TRIPS_PER_CONNECTION + " round trips: the client does not keep its connections"
                    + " alive (HTTP/1.1 keep-alive)");
        }
        return result;
    }

    /**
     * A plaintext server answers the JDK's own client: status 200 and the exact body, {@link #HTTP_PLAINTEXT_REQUESTS}
     * times; the check the benchmark makes once before measuring.
     */
    public static void httpPlaintext(HttpService server, Duration timeout) throws Exception {
        for (int i = 0; i < HTTP_PLAINTEXT_REQUESTS; i++) {
            PlaintextCheck.answers(server.port(), timeout);
        }
    }

    /**
     * The load generator built, or the test skipped without Go (failed instead under
     * {@code -Dringside.requireToolchains=true}).
     */
    public static Path httpLoadProgram() throws Exception {
        Optional<String> missing = HttpLoadProgram.unavailable();
        if (missing.isPresent()) {
            Assertions.assertFalse(Boolean.getBoolean(REQUIRE_TOOLCHAINS), missing.get() + " (required by -D"
                    + REQUIRE_TOOLCHAINS + "=true)");
            Assumptions.assumeTrue(false, missing.get());
        }
        return HttpLoadProgram.build();
    }

    /**
     * httpThroughput's two runs of the load generator against a plaintext server, unpinned, each response checked by
     * the generator: closed loop, then at {@link #HTTP_LOAD_RATE}. Any error or timeout fails.
     */
    public static void httpLoad(HttpService server, Path program, int connections, Duration timeout)
            throws Exception {
        HttpLoad load = new HttpLoad(program, "", connections, HTTP_LOAD_SECONDS, timeout);
        String what = "httpThroughput, " + connections + " connections";
        load.closedLoop(server.port()).requireClean(what + ", closed loop");
        load.fixedRate(server.port(), HTTP_LOAD_RATE).requireClean(what + ", at " + HTTP_LOAD_RATE + " requests/s");
    }

    private TckCases() {
    }

    private static List<RingWorkload> rings() {
        List<RingWorkload> rings = new ArrayList<>();
        for (int workers : new int[] {2, 3, 10}) {
            for (int hops : new int[] {1, 7, 1000}) {
                rings.add(new RingWorkload(workers, hops));
            }
        }
        rings.add(new RingWorkload(503, 1000));
        return List.copyOf(rings);
    }

    public static void ring(VariantRuntime runtime, RingWorkload w, Duration timeout) {
        w.validate(Await.result(runtime.ring(w), timeout, w::toString));
    }

    public static void pingPong(VariantRuntime runtime, PingPongWorkload w, Duration timeout) {
        PingPongCheck check = new PingPongCheck(w);
        Await.end(runtime.pingPong(check), timeout, w::toString);
        w.validate(check.result());
    }

    public static void fanOut(VariantRuntime runtime, FanOutWorkload w, Duration timeout) {
        w.validate(Await.result(runtime.fanOut(w), timeout, w::toString));
    }

    /**
     * One contention op under the TCK's hold ({@link TckHold}): no sender sends until every sender has started, so
     * senders run one after another time out, saying why; receivers side by side are counted in the tally and fail.
     */
    public static void contention(VariantRuntime runtime, ContentionWorkload w, Duration timeout) {
        ContentionTally tally = TckHold.during(() -> new ContentionTally(w));
        held(runtime.contention(tally), timeout, w, "no sender sends until every sender has started, so senders that"
                + " run one after another never finish");
        w.validate(tally.result());
    }

    /** Awaits the op's end, or fails on its timeout with what the TCK's hold asked of the op. */
    private static void held(Future<Void> op, Duration timeout, Object w, String hold) {
        try {
            Await.end(op, timeout, w::toString);
        } catch (InvalidResultException e) {
            if (!e.getMessage().contains("did not complete")) {
                throw e;
            }
            throw new InvalidResultException(e.getMessage() + "; under the TCK's hold " + hold);
        }
    }

    public static void sieve(VariantRuntime runtime, SieveWorkload w, Duration timeout) {
        SieveTally tally = new SieveTally(w);
        Await.end(runtime.sieve(tally), timeout, w::toString);
        w.validate(tally.result());
    }

    /**
     * One select op under the TCK's hold ({@link TckHold}): with two sources or more, source 0 sends only once the
     * collector has taken another source's message, so a collector that waits on source 0 first times out, with a
     * message that says why.
     */
    public static void select(VariantRuntime runtime, SelectWorkload w, Duration timeout) {
        SelectTally tally = TckHold.during(() -> new SelectTally(w));
        held(runtime.select(tally), timeout, w, "source 0 sends only once the collector has taken another source's"
                + " message, so a collector that waits on one source first, not on whichever is ready, never"
                + " finishes");
        w.validate(tally.result());
    }

    public static void big(VariantRuntime runtime, BigWorkload w, Duration timeout) {
        BigTally tally = new BigTally(w);
        Await.end(runtime.big(tally), timeout, w::toString);
        w.validate(tally.result());
    }

    /** One spawn op from a root made here, on the op's thread, validated with the witness its nodes kept. */
    public static void spawn(VariantRuntime runtime, SpawnWorkload w, Duration timeout) {
        SpawnNode root = SpawnNode.root(w);
        w.validate(Await.result(runtime.spawn(root), timeout, w::toString), root);
    }

    /** One latency op, paced and validated as the benchmark does it. */
    public static void latency(VariantRuntime runtime, LatencyWorkload w, Duration timeout) {
        LatencyOp.run(w, runtime::latency, timeout, w::toString);
    }

    /**
     * One remote request-reply op through a connected client, paced and validated as the benchmark does it,
     * {@code server} giving the server's counts (checked over the op).
     */
    public static void remoteRequestReply(RemoteClient client, LatencyWorkload w, Supplier<RemoteServerTotals> server,
            Duration timeout) {
        RemoteRequestReplyOp.run(w, Pacer.PARKING, REMOTE_PAYLOAD, client::requestReply, server, timeout,
                () -> "remote " + w);
    }

    /** One remote one-way op through a connected client, validated as the benchmark does it. */
    public static void remoteOneWay(RemoteClient client, RemoteOneWayWorkload w, Supplier<RemoteServerTotals> server,
            Duration timeout) {
        RemoteOneWayOp.run(w, client::oneWay, server, timeout, () -> "remote " + w);
    }

    /** The parked-actors witness's size: small enough for platform threads anywhere; one polling actor shows. */
    public static final FootprintWorkload PARKED_FOOTPRINT = new FootprintWorkload(1000);

    /**
     * A footprint op with its "really parked" witness: while every actor says it waits, the process's Java threads
     * stay idle ({@link IdleCpu}); the actors are woken and validated first, so a failure leaves none behind.
     */
    public static void footprintParked(VariantRuntime runtime, FootprintWorkload w, Duration timeout)
            throws InterruptedException {
        FootprintTally tally = new FootprintTally(w);
        IdleActors idle = Await.result(runtime.idleActors(tally), timeout, w::toString);
        w.checkIdle(tally);
        Optional<String> busy = IdleCpu.busyThreadsWhileIdle();
        w.checkIdle(tally);
        Await.end(idle.wakeEach(), timeout, w::toString);
        w.validate(tally.result());
        busy.ifPresent(message -> {
            throw new InvalidResultException(w + ": " + message);
        });
    }

    /** Both halves of a footprint op, checked as the benchmark checks them, without measuring memory. */
    public static void footprint(VariantRuntime runtime, FootprintWorkload w, Duration timeout) {
        FootprintTally tally = new FootprintTally(w);
        IdleActors idle = Await.result(runtime.idleActors(tally), timeout, w::toString);
        w.checkIdle(tally);
        Await.end(idle.wakeEach(), timeout, w::toString);
        w.validate(tally.result());
    }
}
