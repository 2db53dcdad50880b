package ringside.kilim.workloads;

import kilim.Pausable;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.workload.StackDepthWitness;

/** The receive at a stack depth that ring's and ping-pong's deep workers make: a recursive pausable method. */
public final class ReceiveAtDepth {
    private ReceiveAtDepth() {
    }

    /**
     * Receives from {@code in} {@code frames} pausable calls deep, each a small frame: the weaver makes every one
     * resumable, so a worker paused here unwinds and rebuilds them all. Not a tail call: the result is used after.
     */
    static <T> T receiveAtDepth(Inbox<T> in, int frames, StackDepthWitness depth, int entity) throws Pausable {
        if (frames == 0) {
            depth.atDepth(entity);
            return in.receive();
        }
        T received = receiveAtDepth(in, frames - 1, depth, entity);
        return received;
    }
}
