package ringside.workload;

import java.util.function.IntConsumer;

/**
 * Where an op's entities (ring's and fan-out's workers, ping-pong's parties, contention's senders, footprint's actors:
 * {@link StartWitness}, {@link FootprintTally}) must not run: on the op's own thread, the one that made the tally, or
 * inside the loop that creates them. An entity that reports its start there was run by its caller, not started in its
 * own context by its framework. Spawn's tree applies the same rule to each parent's spawning loop ({@link SpawnNode}).
 */
final class CreationSite {
    private final Thread opThread = Thread.currentThread();
    /** The creating loop's thread while the loop runs; only that thread can compare equal, and it writes this. */
    private Thread looping;
    private volatile boolean created;

    /** Runs the op's creating loop: {@code create} creates entity i (and may start it), for i = 0..n-1. */
    void create(int n, IntConsumer create) {
        if (created) {
            throw new IllegalStateException("the op's entities have been created already");
        }
        created = true; // before any entity starts: one may finish, and the op be checked, before this loop ends
        looping = Thread.currentThread();
        try {
            for (int i = 0; i < n; i++) {
                create.accept(i);
            }
        } finally {
            looping = null;
        }
    }

    /** True when the calling thread is the op's, or is running the creating loop: an entity starting here ran inline. */
    boolean inline() {
        Thread me = Thread.currentThread();
        return me == opThread || me == looping;
    }

    /** Whether the op created its entities through {@link #create}. */
    boolean created() {
        return created;
    }
}
