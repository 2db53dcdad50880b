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
     * connections and reads every request before a handler runs, and one selector thread per HttpClient, which does
     * its socket I/O.
     */
    @Override
    protected Predicate<String> httpStackThreads() {
        return name -> name.equals("HTTP-Dispatcher") || name.matches("HttpClient-\\d+-SelectorManager");
    }
}
