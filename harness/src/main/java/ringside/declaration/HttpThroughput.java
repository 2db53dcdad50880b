package ringside.declaration;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import ringside.http.HttpThroughputBenchmark;
import ringside.parameters.Parameter;
import ringside.parameters.Parameters;
import ringside.workload.Workload;

/** httpThroughput: a plaintext server under the load generator; each op records its own responses as its messages. */
public final class HttpThroughput implements WorkloadDeclaration {
    /** Building its load generator in each fork (Go's build cache keeps it short). */
    static final double LOAD_BUILD_SECONDS = 2;

    /** The frameworks' plaintext servers (TechEmpower's entries, or the framework's own example). */
    private static final List<SideBySideRow> ROWS = List.of(
            new SideBySideRow("loom-plaintext", "loom", "jdk-httpserver",
                    "ringside.loom.plain.JdkPlaintext", List.of("cached"), List.of(), "TechEmpower's httpserver entry:"
                            + " com.sun.net.httpserver, backlog 8,192, TCP_NODELAY, a handler adding Content-Type and"
                            + " Server, on the entry's newCachedThreadPool (unsized; Ringside's jdk-httpserver is a"
                            + " fixed pool of parallelism)"),
            new SideBySideRow("loom-plaintext-fixed", "loom", "jdk-httpserver",
                    "ringside.loom.plain.JdkPlaintext", List.of("fixed"), List.of(), "the same server on a fixed pool"
                            + " of parallelism platform threads, the executor Ringside's jdk-httpserver has: like with"
                            + " like"),
            new SideBySideRow("loom-plaintext-virtual", "loom", "jdk-httpserver-virtual",
                    "ringside.loom.plain.JdkPlaintext", List.of("virtual"), List.of(), "the same server with a virtual"
                            + " thread per request (newVirtualThreadPerTaskExecutor); the entry itself has no"
                            + " virtual-thread executor"),
            new SideBySideRow("loom-plaintext-helidon", "loom", "helidon-se",
                    "ringside.loom.plain.HelidonPlaintext", List.of(), List.of(), "TechEmpower's helidon-nima entry on"
                            + " Helidon SE 4.5.0: routing, a Handler with cached headers, and its settings: backlog and"
                            + " write queue 8,192, smart async writes, no read or connect timeout, TCP_NODELAY, path"
                            + " validation and logs off"),
            new SideBySideRow("akka-plaintext", "akka", "akka-http",
                    "ringside.akka.plain.PlaintextServer",
                    List.of(), List.of(), "TechEmpower's akka-http plaintext entry: a classic ActorSystem, the bare"
                            + " request handler bound with newServerAt, one prebuilt response (text/plain;"
                            + " charset=UTF-8), and its application.conf (fork-join default dispatcher, internal"
                            + " dispatcher the same, 128 KiB TCP writes coalescing after one, backlog 1024, no request"
                            + " timeout); pool sized to the run, not the cores; its JVM flags (2 GB heap, ParallelGC)"
                            + " not taken"),
            new SideBySideRow("pekko-plaintext", "pekko", "pekko-http",
                    "ringside.pekko.plain.PlaintextServer", List.of(), List.of(), "the same server in the shape of TechEmpower's pekko-http entry, its twin"),
            new SideBySideRow("vertx-plaintext", "vertx", "http-server",
                    "ringside.vertx.plain.TfbPlaintextServer", List.of(), List.of("-Dvertx.disableMetrics=true",
                            "-Dvertx.disableWebsockets=true", "-Dvertx.disableContextTimings=true",
                            "-Dvertx.disableHttpHeadersValidation=true", "-Dvertx.cacheImmutableHttpResponseHeaders=true",
                            "-Dvertx.internCommonHttpRequestHeadersToLowerCase=true", "-Dio.netty.buffer.checkBounds=false",
                            "-Dio.netty.buffer.checkAccessible=false"),
                    "Vert.x's TechEmpower plaintext entry: a verticle per event loop, each its own HttpServer (strict"
                            + " thread mode) with headers made once a second and TFB's Vert.x and Netty system"
                            + " properties; on NIO, not TFB's io_uring, and sized to the run, not the cores"),
            new SideBySideRow("kilim-plaintext", "kilim", "kilim-http",
                    "ringside.kilim.plain.PlaintextServer", List.of(), List.of(), "Kilim has no TechEmpower entry: Kilim's own SimpleHttpServer example, an"
                            + " HttpSession task per connection (request and response reused, Connection: Keep-Alive)"
                            + " started by its NIO listener on the default scheduler, sized to the run; it binds all"
                            + " interfaces, since Kilim's listener takes only a port"),
            new SideBySideRow("kotlin-plaintext", "kotlin", "ktor-cio",
                    "ringside.kotlin.plain.KtorPlaintextKt", List.of(), List.of(), "TechEmpower's ktor-cio entry:"
                            + " embeddedServer(CIO), get(\"/plaintext\") responding one TextContent made once,"
                            + " Dispatchers sized to parallelism; without the entry's DefaultHeaders (Date, Server),"
                            + " whose artifact this build cannot fetch"));

    @Override
    public Workload workload() {
        return Workload.HTTP_THROUGHPUT;
    }

    @Override
    public Class<?> benchmark() {
        return HttpThroughputBenchmark.class;
    }

    @Override
    public OptionalLong messagesPerOp(Parameters p) {
        return OptionalLong.empty();
    }

    /** An op is the load generator's runs; its iteration counts the closed loop's responses. */
    @Override
    public String countName() {
        return "requests";
    }

    @Override
    public void check(Parameters p) {
        p.httpConnections();
    }

    /** Each measured op runs the generator twice (full speed, then a fixed rate); each fork builds it first. */
    @Override
    public double iterationSeconds(Parameters p) {
        return LOAD_BUILD_SECONDS + (warmupIterations(p) + 2 * iterations(p)) * p.integer(Parameter.httpDuration);
    }

    /** Its side-by-side rows are plaintext servers, each under the load generator: requests per second. */
    @Override
    public Optional<String> sideBySideServer() {
        return Optional.of(HttpThroughputBenchmark.PER_SECOND);
    }

    @Override
    public List<SideBySideRow> sideBySideRows() {
        return ROWS;
    }
}
