package ringside.akka.workloads;

import java.util.function.Consumer;
import ringside.workload.StackDepthWitness;

/**
 * A worker's handling of one message, made {@code stackDepth} calls deep in ordinary recursion, one small frame per
 * call (this, the frames left and the message). An actor's receive does not wait inside a stack: the dispatcher calls
 * it with a message already there. So the depth an actor can carry is that of the call that sends, and that is the
 * call made at the bottom here. One per worker, made in its setup; at depth 0 the ops do not use it.
 */
final class SendAtDepth<M> {
    private final int entity;
    private final StackDepthWitness witness;
    private final Consumer<M> send;

    /** {@code send} is what the worker does with a message (its sends, or ending the op), run at the bottom. */
    SendAtDepth(int entity, StackDepthWitness witness, Consumer<M> send) {
        this.entity = entity;
        this.witness = witness;
        this.send = send;
    }

    /** Recurses {@code frames} calls, then shows the witness where it is and sends. */
    void send(int frames, M message) {
        if (frames == 0) {
            witness.atDepth(entity);
            send.accept(message);
            return;
        }
        send(frames - 1, message);
    }
}
