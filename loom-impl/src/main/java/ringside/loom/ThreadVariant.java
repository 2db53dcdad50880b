package ringside.loom;

import java.util.Locale;
import java.util.Optional;
import ringside.contract.Remoting;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.contract.VirtualThreadScheduler;

/**
 * The same blocking-queue code on two kinds of thread, so the only difference measured is the thread.
 * Each worker is a thread that blocks in {@code take()} on its own unbounded LinkedTransferQueue.
 */
record ThreadVariant(String name, String description, boolean virtual) implements Variant {

    static final ThreadVariant PLATFORM = new ThreadVariant("threads",
            "platform threads, one per worker, scheduled by the OS on the run's CPUs;"
                    + " handoff: unbounded LinkedTransferQueue per worker; select: the sources put into the"
                    + " collector's one queue (the JDK has no select over queues)", false);

    static final ThreadVariant VIRTUAL = new ThreadVariant("vthreads",
            "virtual threads, one per worker, on the JDK scheduler sized to the run's CPUs;"
                    + " handoff: unbounded LinkedTransferQueue per worker; select: the sources put into the"
                    + " collector's one queue (the JDK has no select over queues)", true);

    /**
     * A platform thread per actor: actors alive at once must fit the machine's thread limit. Virtual threads are not
     * OS threads: no such limit.
     */
    @Override
    public Optional<String> cannotHold(long actorsAlive) {
        if (virtual) {
            return Optional.empty();
        }
        return ThreadLimit.ofThisMachine().filter(limit -> actorsAlive > limit.threads())
                .map(limit -> String.format(Locale.ROOT, "%,d actors alive at once need as many platform threads;"
                        + " this machine allows at most %,d (%s)", actorsAlive, limit.threads(), limit.source()));
    }

    /** The remote workload's floor: the same sockets on this variant's threads. */
    @Override
    public Optional<Remoting> remoting() {
        return Optional.of(new SocketRemoting(virtual));
    }

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
