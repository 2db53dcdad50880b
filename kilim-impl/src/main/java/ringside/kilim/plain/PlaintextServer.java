package ringside.kilim.plain;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import kilim.Pausable;
import kilim.Scheduler;
import kilim.http.HttpRequest;
import kilim.http.HttpResponse;
import kilim.http.HttpSession;
import kilim.nio.NioSelectorScheduler;

/**
 * httpThroughput's plaintext server as Kilim's own HTTP example (its SimpleHttpServer) writes one, with no Ringside
 * code: Kilim has no TechEmpower Framework Benchmarks entry. Taken from the example: an HttpSession task per
 * connection, started by Kilim's NIO listener on the default scheduler, that reads a request into one reused
 * HttpRequest, answers with one reused HttpResponse (adding Connection: Keep-Alive when the client keeps it) and loops
 * while the connection is kept alive. Different: the default scheduler is sized to parallelism
 * ({@code Scheduler.defaultNumberThreads}, which Kilim otherwise sets to the cores); the listener is made directly
 * (as {@code kilim.http.HttpServer} does inside) since only it reports the port it bound; the answer is the fixed
 * plaintext, and a wrong method or path gets Kilim's own 404 page. Kilim's listener takes only a port, so it binds all
 * interfaces; the line printed names loopback, where the load generator connects. The side-by-side runner
 * ({@code ./benchmark.sh side-by-side}, row kilim-plaintext) drives it with the load generator until it kills it. In
 * src/main only because the build weaves target/classes alone.
 *
 * <p>Arguments: parallelism. Prints one line {@code listening on 127.0.0.1:<port>} once it accepts connections.
 */
public final class PlaintextServer {

    public static void main(String[] args) throws IOException {
        Scheduler.defaultNumberThreads = parallelism(args); // before Kilim makes its default scheduler
        int port = new NioSelectorScheduler().listen(0, Session.class, Scheduler.getDefaultScheduler());
        System.out.println("listening on 127.0.0.1:" + port);
        System.out.flush();
    }

    /** One connection's task; Kilim makes one per accepted socket, by its public no-argument constructor. */
    public static final class Session extends HttpSession {
        private static final byte[] BODY = "Hello, World!".getBytes(StandardCharsets.US_ASCII);

        @Override
        public void execute() throws Pausable {
            HttpRequest request = new HttpRequest();
            HttpResponse response = new HttpResponse();
            try {
                do {
                    readRequest(request);
                    if (request.keepAlive()) {
                        response.addField("Connection", "Keep-Alive");
                    }
                    if ("GET".equals(request.method) && "/plaintext".equals(request.uriPath)) {
                        response.setContentType("text/plain");
                        response.getOutputStream().write(BODY);
                        sendResponse(response);
                    } else {
                        problem(response, HttpResponse.ST_NOT_FOUND, "not found");
                    }
                } while (request.keepAlive());
            } catch (IOException closed) {
                // the client closed or reset the connection (EOFException when it closed): the session ends with it
            }
            close();
        }
    }

    /** The one argument; refused with exit status 2, naming it, unless a whole number of at least 1. */
    static int parallelism(String[] args) {
        try {
            if (args.length == 1 && Integer.parseInt(args[0]) >= 1) {
                return Integer.parseInt(args[0]);
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        System.err.println("parallelism (the one argument): a whole number >= 1, not " + String.join(" ", args));
        System.exit(2);
        throw new IllegalStateException("not reached");
    }
}
