package ringside.vertx.workloads;

import io.vertx.core.DeploymentOptions;
import io.vertx.core.Deployable;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.EventBus;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import ringside.vertx.Delivery;

/**
 * One op: its deployments, its addresses (unique to the op, so a consumer left behind by an op that failed never
 * gets another op's messages), and its end. The op is over when its workers say so ({@link #done}) and every
 * deployment has started; it then undeploys them all and only then reads its result: tear-down is inside the op.
 * Each worker counts into its own slot of an array owned by the op; the op reads the arrays after every deployment
 * is undeployed (each instance's stop runs on its event loop after the messages queued there, and the undeploy
 * futures join them), which publishes the counts to it.
 */
public final class Op {
    final Vertx vertx;
    final EventBus bus;
    final Delivery delivery;
    private final String prefix;
    /** Completed by the worker that ends the op (on its event loop), or failed. */
    private final Promise<Void> done = Promise.promise();
    /** Every deployment of the op, known when the op is built (later ones as futures composed on earlier ones). */
    private final List<Future<String>> deployments = new ArrayList<>();
    /** Deployments the op's verticles made as it ran (sieve's filters), oldest first: each a child of its maker. */
    private final ConcurrentLinkedDeque<String> madeInside = new ConcurrentLinkedDeque<>();

    public Op(Vertx vertx, Delivery delivery, long number) {
        this.vertx = vertx;
        this.bus = vertx.eventBus();
        this.delivery = delivery;
        this.prefix = "ringside." + number + ".";
    }

    /** An address of this op. */
    String address(String role, int index) {
        return prefix + role + "." + index;
    }

    /** Deploys {@code instances} instances of a verticle, instance i made by {@code instance.apply(i)}. */
    Future<String> deploy(int instances, IntFunction<? extends Deployable> instance) {
        return track(vertx.deployVerticle(numbered(instance), new DeploymentOptions().setInstances(instances)));
    }

    /** As {@link #deploy}, once {@code before} has succeeded (its workers' consumers are registered). */
    Future<String> deployAfter(Future<?> before, int instances, IntFunction<? extends Deployable> instance) {
        return track(before.compose(ready -> vertx.deployVerticle(numbered(instance),
                new DeploymentOptions().setInstances(instances))));
    }

    private Future<String> track(Future<String> deployment) {
        deployments.add(deployment);
        deployment.onFailure(done::tryFail);
        return deployment;
    }

    /**
     * Vert.x asks the supplier once per instance, one after another on the deploying thread: a plain counter numbers
     * them.
     */
    static Supplier<Deployable> numbered(IntFunction<? extends Deployable> instance) {
        int[] next = {0};
        return () -> instance.apply(next[0]++);
    }

    /**
     * A deployment a verticle of the op has made (Vert.x records it as that verticle's child), undeployed with the
     * op's own. Called once it has succeeded, in the order they were made.
     */
    void deployedInside(String deploymentId) {
        madeInside.add(deploymentId);
    }

    /** The workers' end of the op. */
    void done() {
        done.tryComplete();
    }

    public void fail(Throwable failure) {
        done.tryFail(failure);
    }

    /** Completes (with null) once the op is done and every deployment of it has been undeployed. */
    CompletableFuture<Void> ended() {
        return result(() -> null);
    }

    /** Completes with the result once the op is done and every deployment of it has been undeployed. */
    <R> CompletableFuture<R> result(Supplier<R> result) {
        List<Future<String>> all = List.copyOf(deployments);
        return Future.all(all).compose(started -> done.future())
                .compose(over -> Future.all(undeployAll(all)))
                .map(gone -> result.get())
                .toCompletionStage().toCompletableFuture();
    }

    /**
     * Newest first: Vert.x undeploys a deployment's children recursively, one stack frame pair per generation, so a
     * chain of thousands (sieve's filters) would overflow the stack. A deployment with no children left detaches from
     * its parent at once, so undeploying the chain from its end leaves each parent childless when its turn comes.
     */
    private List<Future<Void>> undeployAll(List<Future<String>> own) {
        List<Future<Void>> gone = new ArrayList<>(madeInside.size() + own.size());
        for (var it = madeInside.descendingIterator(); it.hasNext(); ) {
            gone.add(vertx.undeploy(it.next()));
        }
        for (Future<String> d : own) {
            gone.add(vertx.undeploy(d.result()));
        }
        return gone;
    }
}
