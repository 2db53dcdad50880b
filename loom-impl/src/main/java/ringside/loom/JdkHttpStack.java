package ringside.loom;

import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpService;
import ringside.contract.HttpStack;
import ringside.contract.VirtualThreadScheduler;
import ringside.workload.HttpPlaintext;

/**
 * The JDK's own HTTP stack: com.sun.net.httpserver's {@link HttpServer} (its one dispatcher thread accepts and reads
 * requests, an executor runs the handlers) and java.net.http's HttpClient; the same code on two executors, a fixed
 * pool of parallelism platform threads or a virtual thread per task on the scheduler sized to the run.
 */
record JdkHttpStack(boolean virtual) implements HttpStack {
    /**
     * The JDK server's cap on idle keep-alive connections (module jdk.httpserver's documented property, default
     * 200): above it, a connection is closed once its response is sent, which httpThroughput's load generator would
     * count as an error from 200 connections on. Set no lower than the most connections httpThroughput accepts.
     */
    static final String MAX_IDLE_CONNECTIONS = "sun.net.httpserver.maxIdleConnections";
    /** Connections the listening socket queues before they are accepted: the generator opens all of its at once. */
    private static final int BACKLOG = 1024;

    /** The fork's JVM arguments for the server: read once per JVM, when the first server starts. */
    static List<String> jvmArgs() {
        return List.of("-D" + MAX_IDLE_CONNECTIONS + "=" + HttpPlaintext.MAX_CONNECTIONS);
    }

    @Override
    public String stack() {
        return "JDK " + Runtime.version() + " httpserver and HttpClient";
    }

    @Override
    public String description() {
        return "the JDK's com.sun.net.httpserver.HttpServer (one dispatcher thread reads the requests) with "
                + (virtual ? "a virtual thread per request" : "a fixed pool of parallelism platform threads")
                + " running the handlers, and java.net.http.HttpClient (HTTP/1.1, sendAsync) on "
                + (virtual ? "virtual threads" : "a fixed pool of parallelism platform threads")
                + "; keep-alive, " + MAX_IDLE_CONNECTIONS + "=" + HttpPlaintext.MAX_CONNECTIONS;
    }

    @Override
    public HttpService servePlaintext(int parallelism) throws IOException {
        byte[] body = HttpPlaintext.BODY.getBytes(StandardCharsets.UTF_8);
        ExecutorService handlers = executor(parallelism, "ringside-http-plaintext-");
        HttpServer server = start(handlers);
        server.createContext(HttpPlaintext.PATH, exchange -> {
            try (exchange) {
                exchange.getResponseHeaders().set("Content-Type", HttpPlaintext.CONTENT_TYPE);
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        });
        return new HttpService() {
            @Override
            public int port() {
                return server.getAddress().getPort();
            }

            @Override
            public void close() {
                stop(server, handlers);
            }
        };
    }

    @Override
    public HttpPingPong pingPong(int parallelism) throws IOException {
        return new JdkHttpPingPong(this, parallelism);
    }

    /** A server on a free loopback port, its handlers run by {@code handlers}, started; contexts are added after. */
    static HttpServer start(ExecutorService handlers) throws IOException {
        if (System.getProperty(MAX_IDLE_CONNECTIONS) == null) { // the TCK's JVM; a fork has it from jvmArgs()
            System.setProperty(MAX_IDLE_CONNECTIONS, Integer.toString(HttpPlaintext.MAX_CONNECTIONS));
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), BACKLOG);
        server.setExecutor(handlers);
        server.start();
        return server;
    }

    /** A server with one more context (for ping-pong's pair). */
    static HttpServer start(ExecutorService handlers, String path, HttpHandler handler) throws IOException {
        HttpServer server = start(handlers);
        server.createContext(path, handler);
        return server;
    }

    /** Stops the server at once (no exchange is waited for) and its handlers' executor. */
    static void stop(HttpServer server, ExecutorService handlers) {
        try {
            server.stop(0);
        } finally {
            handlers.shutdownNow();
        }
    }

    /** A fixed pool of parallelism daemon platform threads, or a virtual thread per task. */
    ExecutorService executor(int parallelism, String name) {
        if (virtual) {
            VirtualThreadScheduler.configure(parallelism);
            return Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name(name, 0).factory());
        }
        return Executors.newFixedThreadPool(parallelism, Thread.ofPlatform().daemon(true).name(name, 0).factory());
    }
}
