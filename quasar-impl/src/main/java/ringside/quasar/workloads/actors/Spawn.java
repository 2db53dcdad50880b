package ringside.quasar.workloads.actors;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/** Spawn as a tree of actors: each spawns its children and sums their replies from its mailbox. */
public final class Spawn {
    private Spawn() {
    }

    public static CompletableFuture<SpawnResult> spawn(Op<SpawnResult> op, SpawnNode root) {
        SpawnResult[] answer = {null};
        new SpawnActor(op, root, null, answer).spawn(op);
        return op.built(() -> answer[0]);
    }

    /** Spawns its children (fibers of the op), sums their replies from its mailbox, replies to its parent, ends. */
    static final class SpawnActor extends BasicActor<SpawnResult, Void> {
        private final Op<SpawnResult> op;
        private final SpawnNode node;
        private final ActorRef<SpawnResult> parent; // null for the root, whose reply is the op's answer
        private final SpawnResult[] answer;

        SpawnActor(Op<SpawnResult> op, SpawnNode node, ActorRef<SpawnResult> parent, SpawnResult[] answer) {
            this.op = op;
            this.node = node;
            this.parent = parent;
            this.answer = answer;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            node.started();
            if (!node.isLeaf()) {
                for (SpawnNode child : node.spawnChildren()) {
                    child(child).spawn(op);
                }
                for (boolean all = false; !all; ) {
                    all = node.add(receive());
                }
            }
            if (parent == null) {
                answer[0] = node.reply();
            } else {
                parent.send(node.reply());
            }
            return null;
        }

        /** Not inline, as PingPong.Pinger.ping: no call inside a `new`'s arguments in suspendable code. */
        private SpawnActor child(SpawnNode child) {
            return new SpawnActor(op, child, ref(), answer);
        }
    }
}
