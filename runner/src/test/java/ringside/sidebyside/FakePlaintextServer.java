package ringside.sidebyside;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A stand-in for a plaintext row's server JVM, on the JDK's HttpServer: it prints its pid, then, as its one argument
 * says, serves the plaintext exchange and prints its {@link ListeningLine} ({@code good}), answers a wrong body from
 * the first request ({@code wrong-body}) or from the second on ({@code wrong-later}, past the runner's check), serves
 * without ever printing its port ({@code silent}), or exits with status 3 before listening ({@code exits}).
 */
public final class FakePlaintextServer {
    private FakePlaintextServer() {
    }

    public static void main(String[] args) throws IOException {
        String mode = args[0];
        System.out.println("pid " + ProcessHandle.current().pid());
        System.out.flush();
        if (mode.equals("exits")) {
            System.exit(3);
        }
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        AtomicLong served = new AtomicLong();
        server.createContext("/plaintext", exchange -> {
            boolean wrong = mode.equals("wrong-body") || mode.equals("wrong-later") && served.getAndIncrement() > 0;
            byte[] body = (wrong ? "Hello, world?" : "Hello, World!").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/plain");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.setExecutor(Executors.newFixedThreadPool(2));
        server.start();
        if (!mode.equals("silent")) {
            System.out.println(ListeningLine.of(server.getAddress().getPort()));
            System.out.flush();
        }
    }
}
