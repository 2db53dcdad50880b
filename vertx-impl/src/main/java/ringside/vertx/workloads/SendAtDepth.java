package ringside.vertx.workloads;

import ringside.workload.StackDepthWitness;

/**
 * An actor's send made {@code depth} frames deep in a plain recursive method with a small frame, the shape of
 * OpenJDK's loom ring benchmark ({@code recursiveSend}). A verticle's handler returns to its event loop between
 * messages, so there is no blocking receive to put deep: the send is the deepest point its work reaches, and the
 * frames cost only the calls (nothing parks with them). Used only at depth > 0: at depth 0 an actor sends directly.
 */
final class SendAtDepth {
    private final Op op;
    private final int depth;
    private final StackDepthWitness witness;
    private final int entity;

    SendAtDepth(Op op, int depth, StackDepthWitness witness, int entity) {
        this.op = op;
        this.depth = depth;
        this.witness = witness;
        this.entity = entity;
    }

    void send(String address, Object body) {
        descend(depth, address, body);
    }

    /** One frame per level; Java keeps every one (no tail-call elimination), and the witness counts them. */
    private void descend(int frames, String address, Object body) {
        if (frames == 0) {
            witness.atDepth(entity);
            op.delivery.send(op.bus, address, body);
            return;
        }
        descend(frames - 1, address, body);
    }
}
