package ringside.workload;

import java.util.function.IntFunction;

/**
 * What a {@link StackDepthWitness} saw: the op's depth, the entity and call it checked, and how many frames of the
 * recursive method were on the stack there ({@link StackDepthWitness#NOT_SEEN} when that call never came).
 */
public record StackDepthSeen(int stackDepth, int entity, long call, int frames) {
    /** An op at depth 0, or one that made no witness: nothing to check at depth 0. */
    public static StackDepthSeen none() {
        return new StackDepthSeen(0, -1, 0, StackDepthWitness.NOT_SEEN);
    }

    /**
     * At depth d the checked call must have been made from at least d + 1 frames of one recursive method: its bottom
     * level and the d levels above it (a worker that calls it from its loop without recursing shows one).
     */
    public void check(Object op, int expectedDepth, IntFunction<String> entityName) {
        if (expectedDepth == 0) {
            return;
        }
        if (stackDepth != expectedDepth) {
            throw new InvalidResultException(op + ": the op's stack-depth witness was made for depth " + stackDepth
                    + ", expected " + expectedDepth + " (make it from the workload: stackDepthWitness())");
        }
        if (frames == StackDepthWitness.NOT_SEEN) {
            throw new InvalidResultException(op + ": " + entityName.apply(entity) + " never called"
                    + " StackDepthWitness.atDepth on its message " + call + ": at stackDepth " + expectedDepth
                    + " each receive (for actors, each send) is made that deep, calling atDepth there");
        }
        if (frames < expectedDepth + 1) {
            throw new InvalidResultException(op + ": " + entityName.apply(entity) + " handled its message " + call
                    + " in " + frames + " frames of its recursive method, expected at least " + (expectedDepth + 1)
                    + " (the bottom and " + expectedDepth + " levels above it)");
        }
    }
}
