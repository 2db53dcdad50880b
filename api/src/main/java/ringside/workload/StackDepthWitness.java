package ringside.workload;

import java.util.concurrent.ThreadLocalRandom;

/**
 * The witness that a ring or ping-pong op's workers really receive (or, for actors, send) {@code stackDepth} frames
 * deep. The implementation calls {@link #atDepth} at that point for every message. One entity, and one of its first
 * calls, both drawn at random per op, is checked: the frames of the calling method on the stack are counted there
 * with a {@link StackWalker}, so a worker that recurses only sometimes, or not at all, can show in any op. One walk
 * per op: nothing measurable in the op's time. Made on the op's calling thread; read once the op has ended.
 */
public final class StackDepthWitness {
    /** The checked call is one of each entity's first this many (or of all its calls, when it makes fewer). */
    static final int FIRST_CALLS = 16;
    /** No call was checked: the implementation never called {@link #atDepth} for the drawn entity's drawn call. */
    public static final int NOT_SEEN = -1;

    private final int stackDepth;
    private final int checkedEntity;
    private final long checkedCall;
    /** Calls by the checked entity so far: written by that entity only, one message after another. */
    private long calls;
    private volatile int framesSeen = NOT_SEEN;

    /**
     * For {@code entities} entities of which entity i makes {@code callsOf[i]} calls in the op (its receives), and
     * the op's depth; at depth 0 nothing is checked and {@link #atDepth} costs a compare.
     */
    StackDepthWitness(int stackDepth, int entities, java.util.function.IntToLongFunction callsOf) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        this.stackDepth = stackDepth;
        int entity = random.nextInt(entities);
        long calls = callsOf.applyAsLong(entity);
        while (calls < 1) { // an entity that receives nothing in this op cannot be checked
            entity = (entity + 1) % entities;
            calls = callsOf.applyAsLong(entity);
        }
        this.checkedEntity = stackDepth == 0 ? -1 : entity;
        this.checkedCall = 1 + random.nextLong(Math.min(calls, FIRST_CALLS));
    }

    /**
     * Entity {@code entity} is at its blocking receive (for actors: at its send), {@code stackDepth} frames deep in
     * the recursive method that calls this. Call it from that method, once per message.
     */
    public void atDepth(int entity) {
        if (entity == checkedEntity && ++calls == checkedCall) {
            framesSeen = framesOfCaller();
        }
    }

    /** How many frames in a row, from the caller down, run the caller's method (its recursion's depth, plus one). */
    private static int framesOfCaller() {
        return StackWalker.getInstance().walk(frames -> {
            var it = frames.skip(2).iterator(); // this method and atDepth
            if (!it.hasNext()) {
                return 0;
            }
            StackWalker.StackFrame caller = it.next();
            int count = 1;
            while (it.hasNext()) {
                StackWalker.StackFrame f = it.next();
                if (!f.getClassName().equals(caller.getClassName())
                        || !f.getMethodName().equals(caller.getMethodName())) {
                    break;
                }
                count++;
            }
            return count;
        });
    }

    /** What the op showed: the checked entity, and the frames seen at its checked call (or NOT_SEEN). */
    public StackDepthSeen report() {
        return new StackDepthSeen(stackDepth, checkedEntity, checkedCall, framesSeen);
    }
}
