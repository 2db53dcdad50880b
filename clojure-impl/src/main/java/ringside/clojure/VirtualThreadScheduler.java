package ringside.clojure;

import java.util.List;

/**
 * go-virtual's carriers: the JDK's virtual-thread scheduler, sized from system properties read once per JVM, when
 * the first virtual thread is created. maxPoolSize = parallelism too, so the scheduler adds no carrier beyond the
 * run's CPUs. (loom-impl sizes the same scheduler the same way; the modules share no code.)
 */
final class VirtualThreadScheduler {
    static final String PARALLELISM = "jdk.virtualThreadScheduler.parallelism";
    static final String MAX_POOL_SIZE = "jdk.virtualThreadScheduler.maxPoolSize";

    private VirtualThreadScheduler() {
    }

    static List<String> jvmArgs(int parallelism) {
        return List.of("-D" + PARALLELISM + "=" + parallelism, "-D" + MAX_POOL_SIZE + "=" + parallelism);
    }

    /** Sets the properties if this JVM has not (in the TCK); refuses a JVM already set to another size. */
    static void configure(int parallelism) {
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
