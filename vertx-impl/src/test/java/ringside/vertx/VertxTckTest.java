package ringside.vertx;

import java.util.function.Predicate;
import java.util.regex.Pattern;
import ringside.tck.FrameworkTck;

/** Runs the TCK on both event-bus variants. */
class VertxTckTest extends FrameworkTck {
    /** Hazelcast's thread names: "hz.", the member's name, a dot, the thread's own name. */
    private static final Pattern HAZELCAST_MAINTENANCE = Pattern.compile("hz\\.[^.]+\\.(scheduled\\.thread-"
            + "|cached\\.thread-\\d+|MetricsRegistry\\.thread-\\d+|InvocationMonitorThread|operation-parker|migration)");

    VertxTckTest() {
        super("vertx");
    }

    /**
     * Hazelcast's maintenance threads on each member of the remote workload's cluster: the scheduled executor, the
     * cached pool it hands its periodic tasks to, the metrics registry's (it samples the GC beans though metrics
     * collection is off), the invocation monitor, the operation parker and the migration thread. About 4 ms of CPU
     * per second per member while the cluster is idle (measured here over 4 s), whatever the run does; no Hazelcast
     * setting found here turns it off (metrics collection, phone-home and the health monitor are off already). Its
     * I/O, operation and event threads (sized to the run) are not among them: messages travel on the event bus's own
     * connections, so those must stay idle.
     */
    @Override
    protected Predicate<String> remoteThreadsNoSettingSilences() {
        return name -> HAZELCAST_MAINTENANCE.matcher(name).matches();
    }
}
