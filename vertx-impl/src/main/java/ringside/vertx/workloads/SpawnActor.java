package ringside.vertx.workloads;

import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.VerticleBase;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/**
 * One actor of the skynet tree as a verticle: a spawned actor is a verticle deployment, as Vert.x's actor-like model
 * has it (a verticle deployed from a verticle is its child deployment). Not a bare consumer per actor: one registered
 * from a handler belongs to that handler's context, so the whole tree would run on one event loop. A leaf replies
 * when it starts. A parent registers its inbox, deploys its children as one deployment of {@code spawnBranching}
 * instances, sums their replies, undeploys them once all have come (Vert.x waits until each has stopped) and only
 * then replies, so the root's reply means every actor under it is gone.
 */
final class SpawnActor extends VerticleBase {
    private final Op op;
    private final SpawnNode node;
    private final String address;
    private final Consumer<Object> replyTo;

    SpawnActor(Op op, SpawnNode node, String address, Consumer<Object> replyTo) {
        this.op = op;
        this.node = node;
        this.address = address;
        this.replyTo = replyTo;
    }

    @Override
    public Future<?> start() {
        node.started();
        if (node.isLeaf()) {
            replyTo.accept(op.delivery.reply(node.reply()));
            return Future.succeededFuture();
        }
        // replies may come before the deployment's own completion reaches this context: undeploy once both have
        Promise<String> children = Promise.promise();
        return op.delivery.consumer(op.bus, address, reply -> {
            if (node.add(op.delivery.result(reply.body()))) {
                children.future().compose(vertx::undeploy).onComplete(
                        gone -> replyTo.accept(op.delivery.reply(node.reply())),
                        op::fail);
            }
        }).completion().compose(registered -> deployChildren()).onSuccess(children::complete);
    }

    /**
     * The children as one deployment of {@code spawnBranching} instances, deployed inside the spawning loop (at its
     * last child), where SpawnNode's witness sees a child that would start inline.
     */
    private Future<String> deployChildren() {
        List<SpawnActor> made = new ArrayList<>(node.children());
        Future<String> deployed = null;
        for (SpawnNode child : node.spawnChildren()) {
            String at = address + "." + made.size();
            made.add(new SpawnActor(op, child, at, reply -> op.delivery.send(op.bus, address, reply)));
            if (made.size() == node.children()) {
                deployed = vertx.deployVerticle(Op.numbered(i -> made.set(i, null)),
                        new DeploymentOptions().setInstances(node.children()));
            }
        }
        return deployed;
    }
}
