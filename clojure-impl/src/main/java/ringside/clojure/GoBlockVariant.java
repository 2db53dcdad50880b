package ringside.clojure;

import clojure.java.api.Clojure;
import clojure.lang.IFn;
import java.util.Optional;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.contract.VirtualThreadScheduler;
import ringside.workload.Workload;

/**
 * Go blocks on an executor of the run's size, given to core.async by its executor-factory property: a fixed pool
 * (go, go-rendezvous), or a virtual thread per dispatch on the JDK's scheduler (go-virtual); every inbox a buffered
 * channel (go, go-virtual) or an unbuffered one (go-rendezvous). The workloads are Clojure (a namespace per workload
 * under ringside/clojure/workloads/, made a runtime by ringside/clojure/runtime.clj, compiled ahead of time by the
 * build), loaded at the first start in a JVM; this class only hands over to it.
 */
final class GoBlockVariant implements Variant {
    private static final String FACTORY_PROPERTY = "clojure.core.async.executor-factory";
    private static final String FACTORY = "ringside.clojure.dispatch/executor-for";
    private static final String RUNTIME = "ringside.clojure.runtime";

    static final GoBlockVariant GO = new GoBlockVariant("go", "pool", "buffered",
            "a go block per worker (go, loop, <!, >!) parking on its own channel, (chan 1024): a fixed buffer of"
                    + " 1024 as a mailbox, a sender parks when it is full (core.async has no unbounded buffer); a send"
                    + " from the benchmark thread is >!!; go blocks on a fixed pool of as many threads as the run's"
                    + " CPUs, given to core.async by its executor-factory property (-D" + FACTORY_PROPERTY + "):"
                    + " core.async's default (1.8.741 on) is an unbounded cached pool");

    /** The same go blocks; only the executor differs, the one core.async 1.9 gives io-thread. */
    static final GoBlockVariant GO_VIRTUAL = new GoBlockVariant("go-virtual", "virtual", "buffered",
            "as go, but each go-block dispatch (a start or a resumption) runs on a new virtual thread, as core.async"
                    + " 1.9 runs io-thread; carriers: the JDK's scheduler sized to the run's CPUs"
                    + " (-D" + VirtualThreadScheduler.PARALLELISM + "=p, -D" + VirtualThreadScheduler.MAX_POOL_SIZE
                    + "=p)");

    /** The same go blocks on the same pool; only the inbox differs, the channel core.async's (chan) makes. */
    static final GoBlockVariant GO_RENDEZVOUS = new GoBlockVariant("go-rendezvous", "pool", "unbuffered",
            "as go, with unbuffered channels ((chan), core.async's default): a put parks until its taker takes it,"
                    + " a handoff and not a mailbox; a send from the benchmark thread (>!!) blocks that thread until"
                    + " taken");

    private final String name;
    /** "pool" or "virtual": where go blocks run (ringside.clojure.dispatch). */
    private final String executor;
    /** "buffered" or "unbuffered": how every inbox is made (ringside.clojure.runtime/inbox-maker). */
    private final String inbox;
    private final String description;

    private GoBlockVariant(String name, String executor, String inbox, String description) {
        this.name = name;
        this.executor = executor;
        this.inbox = inbox;
        this.description = description;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public Optional<String> cannotRun(Workload workload) {
        if (workload.http()) {
            return Optional.of("core.async is channels and go blocks only: it has no HTTP server or client");
        }
        return workload == Workload.REMOTE
                ? Optional.of("core.async has no remoting: a channel connects go blocks inside one JVM")
                : Optional.empty();
    }

    @Override
    public VariantRuntime start(int parallelism) {
        useRingsideExecutorFactory();
        if (executor.equals("virtual")) {
            VirtualThreadScheduler.configure(parallelism);
        }
        IFn require = Clojure.var("clojure.core", "require");
        require.invoke(Clojure.read(RUNTIME));
        return (VariantRuntime) Clojure.var(RUNTIME, "start").invoke(executor, inbox, parallelism);
    }

    /** core.async reads the property once per JVM, at its first dispatch; one naming another factory is refused. */
    private static void useRingsideExecutorFactory() {
        String set = System.getProperty(FACTORY_PROPERTY);
        if (set == null) {
            System.setProperty(FACTORY_PROPERTY, FACTORY);
        } else if (!set.equals(FACTORY)) {
            throw new IllegalStateException(FACTORY_PROPERTY + " is " + set + " in this JVM; the clojure module's"
                    + " go blocks need " + FACTORY + " (the pool of the run's size)");
        }
    }
}
