package ringside.vertx.workloads;

import java.util.concurrent.CompletableFuture;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/** spawn: the skynet tree, each actor a {@link SpawnActor} deployment made by its parent. */
public final class Spawn {
    private Spawn() {
    }

    /** The root is deployed by the op and replies to it; see {@link SpawnActor}. */
    public static CompletableFuture<SpawnResult> spawn(Op op, SpawnNode root) {
        SpawnResult[] answer = {null};
        op.deploy(1, i -> new SpawnActor(op, root, op.address("spawn", 0), reply -> {
            answer[0] = op.delivery.result(reply);
            op.done();
        }));
        return op.result(() -> answer[0]);
    }
}
