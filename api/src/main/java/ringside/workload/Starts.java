package ringside.workload;

import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * What a {@link StartWitness} saw: whether the op created its entities through it, and per entity where it started
 * ({@link #NOT_STARTED}, {@link #OWN_CONTEXT} or {@link #INLINE}).
 */
public record Starts(boolean created, int[] starts) {
    /** The entity never reported its start. */
    public static final int NOT_STARTED = 0;
    /** The entity reported its start in its own context: not on the op's thread, not inside the creating loop. */
    public static final int OWN_CONTEXT = 1;
    /** The entity reported its start on the op's thread or inside the loop that creates the entities. */
    public static final int INLINE = 2;

    /** Every one of {@code n} entities started in its own context, as a correct op reports (tests build from it). */
    public static Starts ownContext(int n) {
        int[] all = new int[n];
        Arrays.fill(all, OWN_CONTEXT);
        return new Starts(true, all);
    }

    /**
     * The witness's check, with the workload's words: {@code entities} names them all ("workers"), {@code entity}
     * names entity i ("worker 3"), {@code creator} and {@code reporter} the calls an implementation makes.
     */
    public void check(Object op, String entities, IntFunction<String> entity, String creator, String reporter) {
        if (!created) {
            throw new InvalidResultException(op + ": the " + entities + " were not created through " + creator
                    + ", so nothing shows they ran outside the op's own loop");
        }
        for (int i = 0; i < starts.length; i++) {
            if (starts[i] == NOT_STARTED) {
                throw new InvalidResultException(op + ": " + entity.apply(i) + " never reported its start ("
                        + reporter + "): each must be its own concurrent entity, started by its framework");
            }
            if (starts[i] == INLINE) {
                throw new InvalidResultException(op + ": " + entity.apply(i) + " ran inline, on the op's thread or"
                        + " inside the loop that creates the " + entities + ": each must run in its own context,"
                        + " started by its framework");
            }
        }
    }
}
