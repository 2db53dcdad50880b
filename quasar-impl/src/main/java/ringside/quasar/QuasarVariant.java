package ringside.quasar;

import java.util.Optional;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.workload.Workload;

/** Fibers with channels, and actors: both on one FiberForkJoinScheduler per trial, sized to the run's CPUs. */
record QuasarVariant(String name, String description, Topologies topologies) implements Variant {

    static final QuasarVariant FIBER_CHANNEL = new QuasarVariant("fiber-channel",
            "Quasar fibers, one per worker, on a FiberForkJoinScheduler with parallelism = the run's CPUs;"
                    + " handoff: unbounded primitive channel per worker (Channels.newIntChannel(-1), MPSC); select:"
                    + " Selector.select over one channel per source",
            new ChannelTopologies());

    static final QuasarVariant ACTOR = new QuasarVariant("actor",
            "Quasar actors (BasicActor, receive/send), each a fiber on a FiberForkJoinScheduler with parallelism"
                    + " = the run's CPUs; default unbounded mailbox, boxed messages; select: actors have no select, so"
                    + " every source sends to the collector's one mailbox", new ActorTopologies());

    /** Why the http workloads are not run (jar dates: Comsat 0.7.0 April 2016, Quasar 0.8.0 November 2018). */
    static final String NO_HTTP = "Quasar 0.8.0 has no HTTP server or client of its own; its HTTP integrations were"
            + " the separate Comsat project, whose last release (0.7.0) predates Quasar 0.8.0";

    /** Quasar's remote actors ran on Galaxy, a data grid abandoned with Quasar; nothing of it is built here. */
    @Override
    public Optional<String> cannotRun(Workload workload) {
        if (workload.http()) {
            return Optional.of(NO_HTTP);
        }
        return workload == Workload.REMOTE ? Optional.of("Quasar's remote actors need Galaxy (quasar-galaxy), abandoned"
                + " with Quasar and not built here; its fibers and channels are in-process") : Optional.empty();
    }

    /** Refuses to start, before anything is measured, unless the agent is active and has instrumented our code. */
    @Override
    public VariantRuntime start(int parallelism) {
        QuasarAgent.check();
        return new QuasarRuntime(name, parallelism, topologies);
    }
}
