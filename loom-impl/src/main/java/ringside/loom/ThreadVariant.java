package ringside.loom;

import ringside.contract.Variant;
import ringside.contract.VariantRuntime;

/**
 * The same blocking-queue code on two kinds of thread, so the only difference measured is the thread.
 * Each worker is a thread that blocks in {@code take()} on its own unbounded LinkedTransferQueue.
 */
record ThreadVariant(String name, String description, boolean virtual) implements Variant {

    static final ThreadVariant PLATFORM = new ThreadVariant("threads",
            "platform threads, one per worker, scheduled by the OS on the run's CPUs;"
                    + " handoff: unbounded LinkedTransferQueue per worker", false);

    static final ThreadVariant VIRTUAL = new ThreadVariant("vthreads",
            "virtual threads, one per worker, on the JDK scheduler sized to the run's CPUs;"
                    + " handoff: unbounded LinkedTransferQueue per worker", true);

    @Override
    public VariantRuntime start(int parallelism) {
        if (virtual) {
            VirtualThreadScheduler.configure(parallelism);
            return new ThreadRuntime(Thread.ofVirtual().factory(), true);
        }
        // daemon: a thread left behind by a failed op never keeps the JVM alive
        return new ThreadRuntime(Thread.ofPlatform().daemon(true).factory(), false);
    }
}
