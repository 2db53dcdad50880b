package ringside.loom.workloads;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.ThreadFactory;
import java.util.function.Consumer;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/**
 * Spawn, a skynet tree, as one op with threads: each actor is a thread that starts its children, takes their replies
 * from its own unbounded LinkedTransferQueue (as every worker of this module does), joins them and replies to its
 * parent. The joins make the tear-down part of the op: a parent replies only once every thread under it has exited,
 * and the op itself, a thread that starts the root, joins it too before completing (SpawnNode's witness checks both).
 */
public final class Spawn {
    private final ThreadFactory threads;
    private final CompletableFuture<SpawnResult> done = new CompletableFuture<>();
    private final Thread op;
    private volatile Thread root;

    public Spawn(ThreadFactory threads, SpawnNode rootNode) {
        this.threads = threads;
        this.op = threads.newThread(() -> {
            SpawnResult[] reply = {null};
            Thread top = actor(rootNode, r -> reply[0] = r);
            root = top;
            top.start();
            try {
                top.join();
            } catch (InterruptedException e) {
                top.interrupt();
                done.completeExceptionally(e);
                return;
            }
            if (reply[0] != null) { // else the root failed, and said so
                done.complete(reply[0]);
            }
        });
    }

    public CompletableFuture<SpawnResult> start() {
        op.start();
        return done;
    }

    /** Ends the tree of an op that did not finish (after a timeout): each actor interrupts its children. */
    public void interrupt() {
        op.interrupt();
        Thread top = root;
        if (top != null) {
            top.interrupt();
        }
    }

    private Thread actor(SpawnNode node, Consumer<SpawnResult> parent) {
        return threads.newThread(() -> {
            try {
                parent.accept(answer(node));
            } catch (Throwable t) {
                done.completeExceptionally(t);
            }
        });
    }

    private SpawnResult answer(SpawnNode node) throws InterruptedException {
        node.startedOnItsOwnThread();
        LinkedTransferQueue<SpawnResult> replies = new LinkedTransferQueue<>();
        Thread[] children = new Thread[node.children()];
        int started = 0;
        try {
            for (SpawnNode child : node.spawnChildren()) {
                children[started] = actor(child, replies::put);
                children[started++].start();
            }
            for (boolean all = children.length == 0; !all; ) {
                all = node.add(replies.take());
            }
            for (Thread child : children) {
                child.join();
            }
        } catch (InterruptedException e) {
            for (Thread child : children) {
                if (child != null) {
                    child.interrupt();
                }
            }
            throw e;
        }
        return node.reply();
    }
}
