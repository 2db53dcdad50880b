package ringside.kilim;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import kilim.Scheduler;
import kilim.nio.NioSelectorScheduler;
import ringside.contract.HttpPingPong;
import ringside.contract.HttpService;
import ringside.contract.HttpStack;

/**
 * Kilim's own HTTP server, {@code kilim.http}: its NIO listener ({@code NioSelectorScheduler}, one selector thread)
 * starts an {@link PlaintextSession} task per connection on a scheduler of the run's size, the mailbox variant's kind.
 * Kilim 2.0.2 has no HTTP client, so this stack serves httpThroughput only.
 */
final class KilimHttp implements HttpStack {
    /** Why httpPingPong is not run: its servers must call each other with the framework's own client. */
    static final String NO_CLIENT = "Kilim 2.0.2 has an HTTP server (kilim.http) but no HTTP client, and httpPingPong's"
            + " servers call each other with their framework's own client";

    @Override
    public String stack() {
        return "kilim.http " + new KilimFramework().version();
    }

    @Override
    public String description() {
        return "kilim.http server: Kilim's NIO listener (NioSelectorScheduler: one selector thread, which wakes the task"
                + " waiting on a socket) and an HttpSession task per connection (readRequest, sendResponse, looping"
                + " while the connection is kept alive), on an AffineScheduler of p threads (Scheduler.make(p), as"
                + " mailbox); no HTTP client in Kilim";
    }

    /**
     * Kilim's listener binds the wildcard address (its API takes only a port); the clients here use loopback. The
     * listener also starts its registration task on Kilim's default scheduler, so the sessions' scheduler is made
     * the default first: Kilim then starts no pool of its own, and shutting it down clears the default again.
     */
    @Override
    public HttpService servePlaintext(int parallelism) throws Exception {
        KilimVariant.requireWoven(PlaintextSession.class);
        Scheduler sessions = new TaskRuntime.NamedScheduler(parallelism);
        Scheduler.setDefaultScheduler(sessions);
        NioSelectorScheduler listener = new NioSelectorScheduler();
        Set<PlaintextSession> open = ConcurrentHashMap.newKeySet();
        try {
            int port = listener.listen(0, () -> new PlaintextSession(open), sessions);
            return new Service(listener, sessions, open, port);
        } catch (Exception e) {
            listener.shutdown();
            sessions.shutdown();
            throw e;
        }
    }

    @Override
    public HttpPingPong pingPong(int parallelism) {
        throw new UnsupportedOperationException(NO_CLIENT);
    }

    /**
     * Stops the listener and its selector thread, the open sessions' sockets and the tasks. Kilim leaves the listening
     * socket bound: it closes the channel but never its selector, which would release the socket at a next select.
     */
    private record Service(NioSelectorScheduler listener, Scheduler sessions, Set<PlaintextSession> open, int port)
            implements HttpService {
        @Override
        public void close() {
            listener.shutdown();
            open.forEach(PlaintextSession::close);
            sessions.shutdown();
        }
    }
}
