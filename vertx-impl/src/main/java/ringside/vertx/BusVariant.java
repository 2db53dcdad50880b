package ringside.vertx;

import ringside.contract.Variant;
import ringside.contract.VariantRuntime;

/** The same verticles with two ways of using the event bus, so the only difference measured is the delivery. */
record BusVariant(String name, String description, Delivery delivery) implements Variant {

    static final BusVariant EVENTBUS = new BusVariant("eventbus",
            "a verticle per actor, its inbox one event-bus consumer (consumer(), cluster-capable) at its own address;"
                    + " send(address, body) with default DeliveryOptions; bodies Integer/Long with Vert.x's built-in"
                    + " codecs (passed as the same object locally: no copy), spawn's reply a JsonObject (copied per"
                    + " delivery); verticles on p event loops (VertxOptions.setEventLoopPoolSize(p)); unbounded"
                    + " delivery queue (the event loop's task queue)",
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

    @Override
    public VariantRuntime start(int parallelism) {
        return new VertxRuntime(parallelism, delivery);
    }
}
