package ringside.akka.workloads;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import java.util.function.Consumer;
import java.util.function.Supplier;
import ringside.akka.workloads.OpParent.Done;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/** spawn: the skynet tree, each actor spawning its children as its own and replying once they all have. */
public final class Spawn {
    private Spawn() {
    }

    /**
     * The skynet tree: the root is the parent's child, and every other actor its parent's child, so stopping the
     * op's parent waits for the whole tree to be gone. The root's reply is the op's result.
     */
    public static Supplier<SpawnResult> spawn(ActorContext<Done> ctx, SpawnNode root) {
        SpawnResult[] answer = {null};
        ActorRef<Done> parent = ctx.getSelf();
        ctx.spawnAnonymous(spawnActor(root, reply -> {
            answer[0] = reply;
            parent.tell(Done.DONE);
        }));
        return () -> answer[0];
    }

    /** Spawns its children when it starts, replies once all of them have replied (a leaf at once), then stops. */
    private static Behavior<SpawnResult> spawnActor(SpawnNode node, Consumer<SpawnResult> replyTo) {
        return Behaviors.<SpawnResult>setup(self -> {
            node.started();
            if (node.isLeaf()) {
                replyTo.accept(node.reply());
                return Behaviors.stopped();
            }
            ActorRef<SpawnResult> me = self.getSelf();
            for (SpawnNode child : node.spawnChildren()) {
                self.spawnAnonymous(spawnActor(child, me::tell));
            }
            return Behaviors.receiveMessage((SpawnResult reply) -> {
                if (!node.add(reply)) {
                    return Behaviors.same();
                }
                replyTo.accept(node.reply());
                return Behaviors.stopped();
            });
        });
    }
}
