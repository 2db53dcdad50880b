package ringside.quasar.workloads.channels;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.channels.IntChannel;
import ringside.workload.StackDepthWitness;

/**
 * A worker fiber's unbounded int channel, as every channel workload uses it: the stop value that ends the worker,
 * the benchmark thread's send into it, and the receive from it at a stack depth.
 */
public final class Inbox {
    /** Ends a worker: the workloads' own values are never negative. */
    public static final int STOP = -1;

    private Inbox() {
    }

    /**
     * Receives from {@code in} {@code frames} suspendable calls deep, each a small frame: Quasar's agent instruments
     * every one (throws SuspendExecution), so a fiber parked here carries them all. Not a tail call: the result is
     * used after the call returns.
     */
    static int receiveAtDepth(IntChannel in, int frames, StackDepthWitness depth, int entity)
            throws SuspendExecution, InterruptedException {
        if (frames == 0) {
            depth.atDepth(entity);
            return in.receive();
        }
        int v = receiveAtDepth(in, frames - 1, depth, entity);
        return v;
    }

    /** A send from the benchmark thread: the channel is unbounded, so trySend never has to wait. */
    static void send(IntChannel to, int value) {
        if (!to.trySend(value)) {
            throw new IllegalStateException("an unbounded channel refused a message");
        }
    }
}
