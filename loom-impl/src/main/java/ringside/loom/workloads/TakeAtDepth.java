package ringside.loom.workloads;

import java.util.concurrent.LinkedTransferQueue;
import ringside.workload.StackDepthWitness;

/**
 * A worker's blocking take from its own queue, made {@code depth} frames deep in a plain recursive method with a
 * small frame, as OpenJDK's loom ring benchmark receives at a stack depth (its {@code recursiveReceive}). A virtual
 * thread that parks there copies those frames to its stack chunk and back as they return; a platform thread just
 * keeps them on its stack. Used only at depth > 0: at depth 0 a worker takes directly, as before.
 */
final class TakeAtDepth<T> {
    private final LinkedTransferQueue<T> queue;
    private final int depth;
    private final StackDepthWitness witness;
    private final int entity;

    TakeAtDepth(LinkedTransferQueue<T> queue, int depth, StackDepthWitness witness, int entity) {
        this.queue = queue;
        this.depth = depth;
        this.witness = witness;
        this.entity = entity;
    }

    T take() throws InterruptedException {
        return descend(depth);
    }

    /** One frame per level; Java keeps every one (no tail-call elimination), and the witness counts them. */
    private T descend(int frames) throws InterruptedException {
        if (frames == 0) {
            witness.atDepth(entity);
            return queue.take();
        }
        return descend(frames - 1);
    }
}
