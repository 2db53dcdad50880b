package ringside.kilim.workloads;

import java.util.List;
import java.util.concurrent.Future;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/** Spawn: a skynet tree of workers, each starting its children as workers of the op and summing their replies. */
public final class Spawn {
    private Spawn() {
    }

    public static Future<SpawnResult> spawn(KilimRuntime runtime, SpawnNode root) {
        SpawnResult[] answer = {null};
        return runtime.run(List.of(new SpawnWorker(runtime, root, null, answer)), () -> answer[0]);
    }

    /** An actor of the tree: starts its children as workers of the op, sums their replies from its inbox, replies. */
    static final class SpawnWorker extends Worker {
        private final KilimRuntime runtime;
        private final SpawnNode node;
        private final Inbox<SpawnResult> parent; // null for the root, whose reply is the op's answer
        private final SpawnResult[] answer;

        SpawnWorker(KilimRuntime runtime, SpawnNode node, Inbox<SpawnResult> parent, SpawnResult[] answer) {
            this.runtime = runtime;
            this.node = node;
            this.parent = parent;
            this.answer = answer;
        }

        @Override
        protected void run() throws Pausable {
            node.started();
            if (!node.isLeaf()) {
                Inbox<SpawnResult> replies = runtime.inbox();
                for (SpawnNode child : node.spawnChildren()) {
                    runtime.start(new SpawnWorker(runtime, child, replies, answer));
                }
                for (boolean all = false; !all; ) {
                    all = node.add(replies.receive());
                }
            }
            if (parent == null) {
                answer[0] = node.reply();
            } else {
                parent.send(node.reply());
            }
        }
    }
}
