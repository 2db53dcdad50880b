package ringside.vertx;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;

/**
 * A verticle without an inbox that does its whole work when it starts (a producer, a sender): its deployment
 * completes once that work is done, which is how an op knows such a worker has ended.
 */
final class Starter extends VerticleBase {
    private final Runnable work;

    Starter(Runnable work) {
        this.work = work;
    }

    @Override
    public Future<?> start() {
        work.run();
        return Future.succeededFuture();
    }
}
