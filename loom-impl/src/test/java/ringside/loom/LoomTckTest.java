package ringside.loom;

import java.util.function.Predicate;
import ringside.tck.FrameworkTck;

/** Runs the TCK on platform threads and virtual threads. */
class LoomTckTest extends FrameworkTck {
    LoomTckTest() {
        super("loom");
    }

    /**
     * The JDK's HTTP stack, by its design and with no setting: one dispatcher thread per server, which accepts the
     * connections and reads every request before a handler runs; one selector thread per HttpClient, which does its
     * socket I/O; and the common pool (CompletableFuture's default executor, sized to the CPUs this JVM may use), on
     * which the HttpClient completes each {@code sendAsync} future even when it has an executor of its own (measured
     * here: the vthreads budget over HTTP failed on the common pool's worker alone before it was named).
     */
    @Override
    protected Predicate<String> httpStackThreads() {
        return name -> name.equals("HTTP-Dispatcher") || name.matches("HttpClient-\\d+-SelectorManager")
                || name.startsWith("ForkJoinPool.commonPool-worker-");
    }
}
