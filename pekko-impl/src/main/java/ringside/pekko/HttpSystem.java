package ringside.pekko;

import com.typesafe.config.Config;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.apache.pekko.http.javadsl.Http;
import org.apache.pekko.http.javadsl.ServerBinding;
import org.apache.pekko.http.javadsl.server.Route;

/**
 * One ActorSystem serving HTTP, started as Pekko HTTP's own examples start one: a typed system with an empty
 * guardian, and routes bound with {@code newServerAt} on loopback at a port the system picks. Closing it unbinds
 * every route and terminates the system, which stops its connection pools and open connections.
 */
final class HttpSystem implements AutoCloseable {
    /** The system's name, which its threads' names start with. */
    static final String NAME = "ringside-http";
    static final String LOOPBACK = "127.0.0.1";
    private static final long TIMEOUT_SECONDS = 30;

    final ActorSystem<Void> system;
    final Http http;
    private final List<ServerBinding> bindings = new ArrayList<>();

    HttpSystem(Config config) {
        system = ActorSystem.create(Behaviors.empty(), NAME, config);
        http = Http.get(system);
    }

    /**
     * Binds the route; the binding completes once the socket listens, so the port returned is ready. When it cannot
     * bind, the whole system is closed before the failure is thrown: a failed start leaves nothing running.
     */
    int bind(Route route) throws Exception {
        try {
            ServerBinding binding = http.newServerAt(LOOPBACK, 0).bind(route).toCompletableFuture()
                    .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            bindings.add(binding);
            return binding.localAddress().getPort();
        } catch (Exception | Error e) {
            try {
                close();
            } catch (Exception closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    /** The route's path without its leading slash, as {@code path(...)} takes a segment. */
    static String segment(String path) {
        if (!path.startsWith("/") || path.indexOf('/', 1) >= 0) {
            throw new IllegalArgumentException("not a one-segment path: " + path);
        }
        return path.substring(1);
    }

    @Override
    public void close() throws Exception {
        try {
            for (ServerBinding binding : bindings) {
                binding.unbind().toCompletableFuture().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            }
        } finally {
            system.terminate();
            system.getWhenTerminated().toCompletableFuture().get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        }
    }
}
