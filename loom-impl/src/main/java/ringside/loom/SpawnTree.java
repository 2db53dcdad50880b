package ringside.loom;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.ThreadFactory;
import java.util.function.Consumer;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;
import ringside.workload.SpawnWorkload;

/**
 * One spawn op with threads: each actor is a thread that starts its children, takes their replies from its own
 * unbounded LinkedTransferQueue (as every worker of this module does), joins them and replies to its parent. The
 * joins make the tear-down part of the op: the root replies only once every thread of the tree has exited.
 */
final class SpawnTree {
    private final ThreadFactory threads;
    private final CompletableFuture<SpawnResult> done = new CompletableFuture<>();
    private final Thread root;

    SpawnTree(ThreadFactory threads, SpawnWorkload w) {
        this.threads = threads;
        this.root = actor(SpawnNode.root(w), done::complete);
    }

    CompletableFuture<SpawnResult> start() {
        root.start();
        return done;
    }

    /** Ends the tree of an op that did not finish (after a timeout): each actor interrupts its children. */
    void interrupt() {
        root.interrupt();
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
        LinkedTransferQueue<SpawnResult> replies = new LinkedTransferQueue<>();
        Thread[] children = new Thread[node.children()];
        try {
            for (int i = 0; i < children.length; i++) {
                children[i] = actor(node.child(i), replies::put);
                children[i].start();
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
