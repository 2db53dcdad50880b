package ringside.vertx.workloads;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import java.util.function.Consumer;
import ringside.vertx.Delivery;

/**
 * A worker: a verticle whose inbox is one event-bus consumer at its own address, handling each message body on
 * its context (one event loop). {@code started} runs once the consumer is registered, on the same context. Vert.x
 * unregisters a verticle's consumers when it is undeployed, so undeploying the op's deployments is its tear-down.
 */
final class Actor<T> extends VerticleBase {
    private final Delivery delivery;
    private final String address;
    private final Consumer<T> onMessage;
    private final Runnable started;

    Actor(Delivery delivery, String address, Consumer<T> onMessage, Runnable started) {
        this.delivery = delivery;
        this.address = address;
        this.onMessage = onMessage;
        this.started = started;
    }

    Actor(Delivery delivery, String address, Consumer<T> onMessage) {
        this(delivery, address, onMessage, () -> { });
    }

    @Override
    public Future<?> start() {
        return delivery.<T>consumer(vertx.eventBus(), address, message -> onMessage.accept(message.body()))
                .completion().onSuccess(registered -> started.run());
    }
}
