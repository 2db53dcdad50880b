package ringside.vertx;

import io.vertx.core.Handler;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.eventbus.Message;
import io.vertx.core.eventbus.MessageConsumer;
import io.vertx.core.json.JsonObject;
import ringside.workload.SpawnResult;

/**
 * How a variant uses the event bus: which consumer it registers, how it sends, and what spawn's reply (two numbers,
 * the one message that is not a built-in type) travels as. Every other message is an Integer or a Long, whose
 * built-in codecs (IntMessageCodec, LongMessageCodec) pass the same object on a local delivery: nothing is copied.
 */
public enum Delivery {
    /** What the docs show first: {@code consumer}, {@code send(address, body)}, and a JsonObject for a record. */
    CLUSTER_CAPABLE {
        @Override
        public <T> MessageConsumer<T> consumer(EventBus bus, String address, Handler<Message<T>> handler) {
            return bus.consumer(address, handler);
        }

        @Override
        public void send(EventBus bus, String address, Object body) {
            bus.send(address, body);
        }

        /** JsonObjectMessageCodec's transform copies the object for each local delivery (JsonObject.copy()). */
        @Override
        public Object reply(SpawnResult result) {
            return new JsonObject().put("sum", result.sum()).put("actors", result.actors());
        }

        @Override
        public SpawnResult result(Object body) {
            JsonObject json = (JsonObject) body;
            return new SpawnResult(json.getLong("sum"), json.getLong("actors"));
        }
    },

    /**
     * The local forms: {@code localConsumer}, one {@code DeliveryOptions} with {@code setLocalOnly(true)} for every
     * send, and spawn's reply passed by reference through a codec the runtime registers ({@link ByReferenceCodec}).
     */
    LOCAL {
        private static final DeliveryOptions LOCAL_ONLY = new DeliveryOptions().setLocalOnly(true);

        @Override
        public <T> MessageConsumer<T> consumer(EventBus bus, String address, Handler<Message<T>> handler) {
            return bus.localConsumer(address, handler);
        }

        @Override
        public void send(EventBus bus, String address, Object body) {
            bus.send(address, body, LOCAL_ONLY);
        }

        @Override
        public Object reply(SpawnResult result) {
            return result;
        }

        @Override
        public SpawnResult result(Object body) {
            return (SpawnResult) body;
        }
    };

    public abstract <T> MessageConsumer<T> consumer(EventBus bus, String address, Handler<Message<T>> handler);

    public abstract void send(EventBus bus, String address, Object body);

    /** Spawn's reply as this variant sends it. */
    public abstract Object reply(SpawnResult result);

    /** Spawn's reply as received. */
    public abstract SpawnResult result(Object body);
}
