package ringside.quasar.workloads.actors;

import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import ringside.workload.StackDepthWitness;

/**
 * An actor that can receive a stack depth down: a Quasar actor is a fiber, so its receive() parks the whole
 * stack, and the recursion is a suspendable method (throws SuspendExecution) like any other.
 */
public abstract class DeepActor<M> extends BasicActor<M, Void> {
    /** Receives {@code frames} suspendable calls deep; not a tail call (the result is used after the call). */
    protected M receiveAtDepth(int frames, StackDepthWitness depth, int entity)
            throws SuspendExecution, InterruptedException {
        if (frames == 0) {
            depth.atDepth(entity);
            return receive();
        }
        M m = receiveAtDepth(frames - 1, depth, entity);
        return m;
    }
}
