package ringside.vertx.workloads;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * A verticle without an inbox that does its whole work when it starts (a producer, a sender): its deployment
 * completes once that work is done, which is how an op knows such a worker has ended.
 */
final class Starter extends VerticleBase {
    /** Reports the start and gives the stage the work waits for (the TCK's hold), or null: no wait. */
    private final Supplier<CompletableFuture<Void>> go;
    private final Runnable work;

    Starter(Runnable work) {
        this(null, work);
    }

    /** {@code go} runs first, in the verticle's context; {@code work} once the stage it returns has completed. */
    Starter(Supplier<CompletableFuture<Void>> go, Runnable work) {
        this.go = go;
        this.work = work;
    }

    @Override
    public Future<?> start() {
        CompletableFuture<Void> gate = go == null ? null : go.get();
        if (gate == null || gate.isDone()) {
            work.run();
            return Future.succeededFuture();
        }
        return Future.fromCompletionStage(gate, context).map(opened -> {
            work.run();
            return opened;
        });
    }
}
