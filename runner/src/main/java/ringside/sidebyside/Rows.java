package ringside.sidebyside;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import ringside.declaration.Declarations;
import ringside.parameters.ParameterException;
import ringside.workload.Workload;

/** The side-by-side rows, in the order the table lists them: the one list of them. */
public final class Rows {
    /** The Clojure programs' go-block pool: a fixed pool of the run's size, through core.async's own property. */
    private static final String CLOJURE_PLAIN_POOL =
            "-Dclojure.core.async.executor-factory=ringside.clojure.plain.pool/executor-for";
    /** What the Clojure rows compare: the same channel kind and pool on both sides, so a gap is Ringside's code. */
    private static final String CLOJURE_LIKE_WITH_LIKE = "Ringside's side is go-rendezvous, with the same unbuffered"
            + " channels and pool: like with like (go's inboxes are (chan 1024), a cost of their own)";

    /** loom-ring-depth's depth: one of those OpenJDK's Ring runs (1, 4, 16, 64, 256), deep enough to cost. */
    private static final int RING_DEPTH = 64;
    /** What Savina's Akka programs share with Ringside's akka/typed, and where they differ from Savina's. */
    private static final String SAVINA_AKKA = "classic actors made with actorOf, on the default dispatcher"
            + " (throughput 5) and mailbox as typed has them (Savina sets SingleConsumerOnlyUnboundedMailbox)";

    public static final List<Row> ALL = List.of(
            new Row("loom-ring", "loom", Workload.RING, "vthreads", "ringside.loom.plain.PlainRing",
                    List.of(), List.of(), "OpenJDK's loom Ring shape: virtual threads started once, chained by"
                            + " SynchronousQueues; the main thread puts each trip in at the head and takes it out at"
                            + " the tail"),
            new Row("loom-ring-depth", "loom", Workload.RING, "vthreads", "ringside.loom.plain.PlainRingAtDepth",
                    List.of(), List.of(), "OpenJDK's loom Ring shape at stack depth " + RING_DEPTH + ": as loom-ring,"
                            + " each thread taking and putting " + RING_DEPTH + " frames deep in a recursive method"
                            + " with a small frame (its ChannelFixedStackI2); Ringside's workers receive " + RING_DEPTH
                            + " frames deep",
                    RING_DEPTH),
            new Row("loom-pingpong", "loom", Workload.PINGPONG, "vthreads", "ringside.loom.plain.PlainPingPong",
                    List.of(), List.of(), "two virtual threads handing an int over a LinkedTransferQueue each way"),
            new Row("loom-plaintext", "loom", Workload.HTTP_THROUGHPUT, "jdk-httpserver",
                    "ringside.loom.plain.JdkPlaintext", List.of("cached"), List.of(), "TechEmpower's httpserver entry:"
                            + " com.sun.net.httpserver, backlog 8,192, TCP_NODELAY, a handler adding Content-Type and"
                            + " Server, on the entry's newCachedThreadPool (unsized; Ringside's jdk-httpserver is a"
                            + " fixed pool of parallelism)"),
            new Row("loom-plaintext-fixed", "loom", Workload.HTTP_THROUGHPUT, "jdk-httpserver",
                    "ringside.loom.plain.JdkPlaintext", List.of("fixed"), List.of(), "the same server on a fixed pool"
                            + " of parallelism platform threads, the executor Ringside's jdk-httpserver has: like with"
                            + " like"),
            new Row("loom-plaintext-virtual", "loom", Workload.HTTP_THROUGHPUT, "jdk-httpserver-virtual",
                    "ringside.loom.plain.JdkPlaintext", List.of("virtual"), List.of(), "the same server with a virtual"
                            + " thread per request (newVirtualThreadPerTaskExecutor); the entry itself has no"
                            + " virtual-thread executor"),
            new Row("loom-plaintext-helidon", "loom", Workload.HTTP_THROUGHPUT, "helidon-se",
                    "ringside.loom.plain.HelidonPlaintext", List.of(), List.of(), "TechEmpower's helidon-nima entry on"
                            + " Helidon SE 4.5.0: routing, a Handler with cached headers, and its settings: backlog and"
                            + " write queue 8,192, smart async writes, no read or connect timeout, TCP_NODELAY, path"
                            + " validation and logs off"),
            new Row("akka-pingpong", "akka", Workload.PINGPONG, "typed", "ringside.akka.plain.EchoPair",
                    List.of(), List.of(), "Akka's TypedActorBenchmark echo pair at batch 1: one singleton message"
                            + " each way, default dispatcher (throughput 5) and mailbox"),
            new Row("akka-big", "akka", Workload.BIG, "typed", "ringside.akka.plain.SavinaBig",
                    List.of(), List.of(), "Savina's Big as its Akka port writes it: a sink and the actors, each pinging"
                            + " a neighbour drawn at random (never itself, as in Ringside's big) and waiting for its"
                            + " pong; " + SAVINA_AKKA),
            new Row("akka-sieve", "akka", Workload.SIEVE, "typed", "ringside.akka.plain.SavinaSieve",
                    List.of(), List.of(), "Savina's Sieve as its Akka port writes it: a producer telling the odd"
                            + " candidates, boxed, to a chain of filters, the last making the next for a new prime; one"
                            + " prime per filter, as in Ringside's sieve (Savina's default holds up to 1,000); "
                            + SAVINA_AKKA),
            new Row("akka-plaintext", "akka", Workload.HTTP_THROUGHPUT, "akka-http",
                    "ringside.akka.plain.PlaintextServer",
                    List.of(), List.of(), "TechEmpower's akka-http plaintext entry: a classic ActorSystem, the bare"
                            + " request handler bound with newServerAt, one prebuilt response (text/plain;"
                            + " charset=UTF-8), and its application.conf (fork-join default dispatcher, internal"
                            + " dispatcher the same, 128 KiB TCP writes coalescing after one, backlog 1024, no request"
                            + " timeout); pool sized to the run, not the cores; its JVM flags (2 GB heap, ParallelGC)"
                            + " not taken"),
            new Row("pekko-pingpong", "pekko", Workload.PINGPONG, "typed", "ringside.pekko.plain.EchoPair",
                    List.of(), List.of(), "the same echo pair on Pekko"),
            new Row("pekko-big", "pekko", Workload.BIG, "typed", "ringside.pekko.plain.SavinaBig",
                    List.of(), List.of(), "the same Big on Pekko"),
            new Row("pekko-sieve", "pekko", Workload.SIEVE, "typed", "ringside.pekko.plain.SavinaSieve",
                    List.of(), List.of(), "the same Sieve on Pekko"),
            new Row("pekko-pingpong-virtual", "pekko", Workload.PINGPONG, "typed-virtual",
                    "ringside.pekko.plain.EchoPair", List.of(),
                    List.of("-Dpekko.actor.default-dispatcher.fork-join-executor.virtualize=on"),
                    "the same echo pair on Pekko, its default dispatcher virtualized (fork-join-executor.virtualize"
                            + " = on, set as a system property)"),
            new Row("pekko-plaintext", "pekko", Workload.HTTP_THROUGHPUT, "pekko-http",
                    "ringside.pekko.plain.PlaintextServer", List.of(), List.of(), "the same server in the shape of TechEmpower's pekko-http entry, its twin"),
            new Row("vertx-pingpong", "vertx", Workload.PINGPONG, "eventbus", "ringside.vertx.plain.PlainPingPong",
                    List.of(), List.of(), "two verticles deployed once, an Integer each way on the event bus"),
            new Row("vertx-plaintext", "vertx", Workload.HTTP_THROUGHPUT, "http-server",
                    "ringside.vertx.plain.TfbPlaintextServer", List.of(), List.of("-Dvertx.disableMetrics=true",
                            "-Dvertx.disableWebsockets=true", "-Dvertx.disableContextTimings=true",
                            "-Dvertx.disableHttpHeadersValidation=true", "-Dvertx.cacheImmutableHttpResponseHeaders=true",
                            "-Dvertx.internCommonHttpRequestHeadersToLowerCase=true", "-Dio.netty.buffer.checkBounds=false",
                            "-Dio.netty.buffer.checkAccessible=false"),
                    "Vert.x's TechEmpower plaintext entry: a verticle per event loop, each its own HttpServer (strict"
                            + " thread mode) with headers made once a second and TFB's Vert.x and Netty system"
                            + " properties; on NIO, not TFB's io_uring, and sized to the run, not the cores"),
            new Row("kilim-pingpong", "kilim", Workload.PINGPONG, "mailbox", "ringside.kilim.plain.PlainPingPong",
                    List.of("default"), List.of(), "two tasks, a Mailbox each, an Integer each way, on"
                            + " Scheduler.make(n)"),
            new Row("kilim-pingpong-forkjoin", "kilim", Workload.PINGPONG, "mailbox-forkjoin",
                    "ringside.kilim.plain.PlainPingPong", List.of("forkjoin"), List.of(),
                    "the same two tasks on kilim.ForkJoinScheduler(n)"),
            new Row("kilim-plaintext", "kilim", Workload.HTTP_THROUGHPUT, "kilim-http",
                    "ringside.kilim.plain.PlaintextServer", List.of(), List.of(), "Kilim has no TechEmpower entry: Kilim's own SimpleHttpServer example, an"
                            + " HttpSession task per connection (request and response reused, Connection: Keep-Alive)"
                            + " started by its NIO listener on the default scheduler, sized to the run; it binds all"
                            + " interfaces, since Kilim's listener takes only a port"),
            new Row("quasar-ring", "quasar", Workload.RING, "actor", "ringside.quasar.plain.ActorRing",
                    List.of(), List.of(), "Quasar's own actor RingBenchmark shape: a manager and its relays, one"
                            + " message round per round, default mailbox and fiber scheduler"),
            new Row("kotlin-ring", "kotlin", Workload.RING, "channel", "ringside.kotlin.plain.ActorRingKt",
                    List.of(), List.of(), "kotlinx.coroutines' CycledActorsBenchmark shape: actor {} of capacity 1024"
                            + " in a cycle, one Letter(Ball(n), sender) counting down, on Dispatchers.Default"),
            new Row("kotlin-pingpong", "kotlin", Workload.PINGPONG, "channel", "ringside.kotlin.plain.ActorPingPongKt",
                    List.of(), List.of(), "kotlinx.coroutines' PingPongActorBenchmark shape: two actor {} of"
                            + " capacity 1 sending Letter(Ball(n), sender), on Dispatchers.Default"),
            new Row("kotlin-sieve", "kotlin", Workload.SIEVE, "channel", "ringside.kotlin.plain.PrimePipelineKt",
                    List.of(), List.of(), "the kotlinx.coroutines guide's prime pipeline: numbersFrom and filter, each"
                            + " a produce {} (unbuffered channels), the sieving coroutine taking each prime from the"
                            + " tail and putting its filter after it; on Dispatchers.Default"),
            new Row("kotlin-plaintext", "kotlin", Workload.HTTP_THROUGHPUT, "ktor-cio",
                    "ringside.kotlin.plain.KtorPlaintextKt", List.of(), List.of(), "TechEmpower's ktor-cio entry:"
                            + " embeddedServer(CIO), get(\"/plaintext\") responding one TextContent made once,"
                            + " Dispatchers sized to parallelism; without the entry's DefaultHeaders (Date, Server),"
                            + " whose artifact this build cannot fetch"),
            new Row("clojure-ring", "clojure", Workload.RING, "go-rendezvous", "clojure.main",
                    List.of("-m", "ringside.clojure.plain.ring"), List.of(CLOJURE_PLAIN_POOL),
                    "go blocks as core.async's walkthrough writes them: one per worker in a cycle, an unbuffered"
                            + " (chan) into each, a number counting down; each block's count is its value, the main"
                            + " thread waiting with <!!; go blocks on a fixed pool of the run's size, given by"
                            + " core.async's executor-factory property. " + CLOJURE_LIKE_WITH_LIKE),
            new Row("clojure-pingpong", "clojure", Workload.PINGPONG, "go-rendezvous", "clojure.main",
                    List.of("-m", "ringside.clojure.plain.ping-pong"), List.of(CLOJURE_PLAIN_POOL),
                    "go blocks as core.async's walkthrough writes them: two go blocks, an unbuffered (chan) each way,"
                            + " the main thread waiting with <!!; go blocks on a fixed pool of the run's size, given"
                            + " by core.async's executor-factory property. " + CLOJURE_LIKE_WITH_LIKE));

    private Rows() {
    }

    /**
     * The rows of the selected frameworks, workloads and variants (none: all), a ring or ping-pong row only when the
     * run's stackDepth names its depth (so the default run, at depth 0, has the rows it had before depths); refused
     * when that leaves none, naming the rows there are.
     */
    static List<Row> select(List<String> frameworks, List<Workload> workloads, List<String> variants,
            List<Integer> stackDepths) {
        List<Row> selected = ALL.stream().filter(r -> frameworks.contains(r.framework())
                && workloads.contains(r.workload()) && (variants.isEmpty() || variants.contains(r.variant()))
                && (!Declarations.takesStackDepth(r.workload()) || stackDepths.contains(r.stackDepth())))
                .toList();
        if (selected.isEmpty()) {
            throw new ParameterException("frameworks, benchmarks, variants, stackDepth: they select no side-by-side"
                    + " row; the rows are " + ALL.stream().map(r -> r.name() + " (" + r.framework() + ", "
                            + Declarations.name(r.workload(), r.stackDepth()) + ", " + r.variant() + ")")
                            .collect(Collectors.joining(", ")));
        }
        return selected;
    }

    /** The row of this name, for reading a stored run; empty when the suite no longer has it. */
    static Optional<Row> named(String name) {
        return ALL.stream().filter(r -> r.name().equals(name)).findFirst();
    }
}
