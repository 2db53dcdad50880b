package ringside.clojure;

import clojure.java.api.Clojure;
import clojure.lang.IFn;
import java.util.Optional;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.workload.Workload;

/**
 * Go blocks on a fixed pool of the run's size. The workloads are Clojure (ringside/clojure/runtime.clj on the class
 * path), loaded and compiled at the first start in a JVM; this class only hands over to it.
 */
final class GoBlockVariant implements Variant {
    static final GoBlockVariant GO = new GoBlockVariant();

    private static final String FACTORY_PROPERTY = "clojure.core.async.executor-factory";
    private static final String FACTORY = "ringside.clojure.dispatch/executor-for";
    private static final String RUNTIME = "ringside.clojure.runtime";

    private GoBlockVariant() {
    }

    @Override
    public String name() {
        return "go";
    }

    @Override
    public String description() {
        return "a go block per worker (go, loop, <!, >!) parking on its own channel, (chan 1024): a fixed buffer of"
                + " 1024 as a mailbox, a sender parks when it is full (core.async has no unbounded buffer); a send from"
                + " the benchmark thread is >!!; go blocks on a fixed pool of as many threads as the run's CPUs,"
                + " given to core.async by its executor-factory property (-D" + FACTORY_PROPERTY + "): core.async's"
                + " default since 1.8 is an unbounded cached pool";
    }

    @Override
    public Optional<String> cannotRun(Workload workload) {
        return workload == Workload.REMOTE
                ? Optional.of("core.async has no remoting: a channel connects go blocks inside one JVM")
                : Optional.empty();
    }

    @Override
    public VariantRuntime start(int parallelism) {
        useRingsideExecutorFactory();
        IFn require = Clojure.var("clojure.core", "require");
        require.invoke(Clojure.read(RUNTIME));
        return (VariantRuntime) Clojure.var(RUNTIME, "start").invoke(parallelism);
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
