package ringside.loom.plain;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The plaintext test as TechEmpower's {@code httpserver} entry (frameworks/Java/httpserver) writes it for the JDK's
 * com.sun.net.httpserver, with no Ringside code: {@code HttpServer.create} with a backlog of 8,192, one context per
 * path, a handler adding Content-Type and Server, sending the length-known headers and writing, flushing and
 * closing the body; TCP_NODELAY on, as its command line sets {@code sun.net.httpserver.nodelay}.
 *
 * <p>Where it differs: it listens on loopback at a free port and serves only /plaintext. The executor is the first argument: {@code cached}, the entry's own
 * {@code newCachedThreadPool} (it is not sized to the cores, so neither to parallelism here); {@code fixed}, a pool
 * of parallelism platform threads; {@code virtual}, a virtual thread per request on a scheduler of parallelism
 * carriers. The entry's JVM flags (ParallelGC, NUMA) are left to the run's fork flags, as on Ringside's side; so is
 * {@code sun.net.httpserver.maxIdleConnections}, which the entry leaves at the JDK's 200.
 *
 * <p>Arguments: executor (cached, fixed or virtual), parallelism. Prints {@code listening on 127.0.0.1:<port>} once
 * it accepts connections, then serves until killed.
 */
public final class JdkPlaintext {
    private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.UTF_8);
    /** The entry's listen backlog (1024 * 8). */
    private static final int BACKLOG = 8192;

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: JdkPlaintext <cached|fixed|virtual> <parallelism>");
            System.exit(2);
        }
        int parallelism = Parallelism.parse(args[1]);
        ExecutorService executor = executor(args[0], parallelism);
        System.setProperty("sun.net.httpserver.nodelay", "true"); // read when the first server is made
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), BACKLOG);
        server.setExecutor(executor);
        server.createContext("/plaintext", exchange -> {
            exchange.getResponseHeaders().add("Content-Type", "text/plain");
            exchange.getResponseHeaders().add("Server", "httpserver");
            exchange.sendResponseHeaders(200, HELLO.length);
            OutputStream body = exchange.getResponseBody();
            body.write(HELLO);
            body.flush();
            body.close();
        });
        server.start();
        // the dispatcher thread (not a daemon) keeps the JVM serving after main returns
        System.out.println("listening on 127.0.0.1:" + server.getAddress().getPort());
        System.out.flush();
    }

    private static ExecutorService executor(String name, int parallelism) {
        return switch (name) {
            case "cached" -> Executors.newCachedThreadPool();
            case "fixed" -> Executors.newFixedThreadPool(parallelism);
            case "virtual" -> {
                // the JDK reads the scheduler's size once, at the first virtual thread; a fork's flags set it first
                if (System.getProperty("jdk.virtualThreadScheduler.parallelism") == null) {
                    System.setProperty("jdk.virtualThreadScheduler.parallelism", Integer.toString(parallelism));
                    System.setProperty("jdk.virtualThreadScheduler.maxPoolSize", Integer.toString(parallelism));
                }
                yield Executors.newVirtualThreadPerTaskExecutor();
            }
            default -> {
                System.err.println("executor: '" + name + "' is not one of cached, fixed, virtual");
                System.exit(2);
                yield null;
            }
        };
    }
}
