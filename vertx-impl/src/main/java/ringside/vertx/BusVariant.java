package ringside.vertx;

import java.util.Optional;
import ringside.contract.Remoting;
import ringside.contract.Variant;
import ringside.contract.VariantRuntime;
import ringside.workload.Workload;

/** The same verticles with two ways of using the event bus, so the only difference measured is the delivery. */
record BusVariant(String name, String description, Delivery delivery) implements Variant {

    static final BusVariant EVENTBUS = new BusVariant("eventbus",
            "a verticle per actor, its inbox one event-bus consumer (consumer(), cluster-capable) at its own address;"
                    + " send(address, body) with default DeliveryOptions; bodies Integer/Long with Vert.x's built-in"
                    + " codecs (passed as the same object locally: no copy), spawn's reply a JsonObject (copied per"
                    + " delivery); verticles on p event loops (VertxOptions.setEventLoopPoolSize(p)); unbounded"
                    + " delivery queue (the event loop's task queue); select: the sources send to the collector's one"
                    + " consumer (Vert.x has no select over channels)",
            Delivery.CLUSTER_CAPABLE);

    /**
     * On a Vert.x that is not clustered, as here, the event bus treats every send as local whatever the options say,
     * so for Integer/Long this changes nothing measurable; spawn's reply is the one message it changes.
     */
    static final BusVariant EVENTBUS_LOCAL = new BusVariant("eventbus-local",
            "as eventbus, with the local forms: localConsumer(), DeliveryOptions.setLocalOnly(true) on every send"
                    + " (one instance), and spawn's reply a record passed by reference through a registered local"
                    + " codec (registerDefaultCodec, transform = identity) instead of a JsonObject; unclustered, Vert.x"
                    + " already delivers every send locally, so Integer/Long messages take the same path as eventbus",
            Delivery.LOCAL);

    /**
     * Vert.x's own placement, the same for both deliveries: each verticle gets the next event loop in turn, and a send
     * to a consumer on another loop is a task put on that loop, which wakes it from its selector.
     */
    static final String ACROSS_EVENT_LOOPS = "Vert.x gives each verticle the next event loop in turn, so at p >= 2 a"
            + " sender and its receiver (ping-pong's pair, ring's neighbours) sit on different loops, and every message"
            + " is a task put on the other loop, waking it from its selector (about one eventfd write and epoll_wait"
            + " per message). A plain Vert.x program without Ringside code makes the same jump"
            + " (docs/side-by-side.md: Multi-CPU costs)";

    @Override
    public Optional<String> multiCpuNote() {
        return Optional.of(ACROSS_EVENT_LOOPS);
    }

    /** Only consumer() registrations are seen by other nodes: remote runs on eventbus, clustered. */
    @Override
    public Optional<Remoting> remoting() {
        return delivery == Delivery.CLUSTER_CAPABLE ? Optional.of(new ClusteredRemoting()) : Optional.empty();
    }

    @Override
    public Optional<String> cannotRun(Workload workload) {
        if (workload == Workload.REMOTE && remoting().isEmpty()) {
            return Optional.of("its localConsumer() registrations and local-only sends never leave the JVM, by"
                    + " design; remote runs on eventbus, over the clustered event bus");
        }
        if (workload.http()) {
            return Optional.of(VertxHttpVariant.ITS_OWN);
        }
        return Optional.empty();
    }

    @Override
    public VariantRuntime start(int parallelism) {
        return new VertxRuntime(parallelism, delivery);
    }
}
