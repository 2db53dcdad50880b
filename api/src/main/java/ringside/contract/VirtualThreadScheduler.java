package ringside.contract;

import java.util.List;

/**
 * The JDK's virtual-thread scheduler sized to the run, for every module that runs on virtual threads (loom's
 * vthreads, clojure's go-virtual). The JDK reads its size from system properties once, when the first virtual
 * thread is created. maxPoolSize = parallelism too, so the scheduler cannot add carriers beyond the run's CPU count.
 *
 * <p>Its other threads are left as they are, idle: {@code VirtualThread-unparker} (timed parks and sleeps; on JDK 25
 * max(1, CPUs / 4) of them, {@code jdk.virtualThreadScheduler.timerQueues}, each started on first use),
 * {@code VirtualThread-unblocker} (JDK 24+, hands a released monitor to a waiting virtual thread) and the I/O poller
 * threads (socket I/O of virtual threads). No op parks with a timeout, waits for a monitor or does I/O; the TCK's CPU
 * budget checks that nothing but the carriers works during an op.
 */
public final class VirtualThreadScheduler {
    public static final String PARALLELISM = "jdk.virtualThreadScheduler.parallelism";
    public static final String MAX_POOL_SIZE = "jdk.virtualThreadScheduler.maxPoolSize";

    private VirtualThreadScheduler() {
    }

    /** The fork's JVM arguments that size it. */
    public static List<String> jvmArgs(int parallelism) {
        return List.of("-D" + PARALLELISM + "=" + parallelism, "-D" + MAX_POOL_SIZE + "=" + parallelism);
    }

    /** Sets the properties if this JVM has not (in the TCK); refuses a JVM already set to another size. */
    public static void configure(int parallelism) {
        String wanted = Integer.toString(parallelism);
        String current = System.getProperty(PARALLELISM);
        if (current == null) {
            System.setProperty(PARALLELISM, wanted);
            System.setProperty(MAX_POOL_SIZE, wanted);
        } else if (!current.equals(wanted)) {
            throw new IllegalStateException(PARALLELISM + " is " + current + " in this JVM but the run's parallelism is "
                    + parallelism + "; the JDK reads it once per JVM, so start a JVM per parallelism");
        }
    }
}
