package ringside.quasar.workloads.channels;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channel;
import co.paralleluniverse.strands.channels.Channels;
import java.util.concurrent.CompletableFuture;
import ringside.quasar.Op;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/** Spawn as a tree of fibers: each starts its children and sums their replies from its own channel. */
public final class Spawn {
    private Spawn() {
    }

    public static CompletableFuture<SpawnResult> spawn(Op<SpawnResult> op, SpawnNode root) {
        SpawnResult[] answer = {null};
        op.start(new SpawnFiber(op, root, null, answer));
        return op.built(() -> answer[0]);
    }

    /**
     * An actor of the tree as a fiber: starts its children as fibers of the op, sums their replies from its own
     * unbounded channel (an object channel: a reply is a sum and a count), replies to its parent's and ends.
     */
    record SpawnFiber(Op<SpawnResult> op, SpawnNode node, Channel<SpawnResult> parent, SpawnResult[] answer)
            implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            node.started();
            if (!node.isLeaf()) {
                Channel<SpawnResult> replies = Channels.newChannel(-1);
                for (SpawnNode child : node.spawnChildren()) {
                    op.start(child(child, replies));
                }
                for (boolean all = false; !all; ) {
                    all = node.add(replies.receive());
                }
            }
            if (parent == null) { // the root: its reply is the op's answer
                answer[0] = node.reply();
            } else {
                parent.send(node.reply());
            }
        }

        /** Not inline: Quasar 0.8.0 warns about a `new` whose arguments include a call it cannot prove safe. */
        private SpawnFiber child(SpawnNode child, Channel<SpawnResult> replies) {
            return new SpawnFiber(op, child, replies, answer);
        }
    }
}
