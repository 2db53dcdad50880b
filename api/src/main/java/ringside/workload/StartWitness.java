package ringside.workload;

import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.IntConsumer;

/**
 * The structural witness that an op's entities (ring's workers, ping-pong's two parties, fan-out's workers,
 * contention's senders) each started in their own context: the op creates them through {@link #create}, and each
 * reports {@link #started} once, as its first act, from its own context. An entity played on the op's thread or
 * inside the creating loop ({@link CreationSite}), or never started, shows in {@link #report}. Made on the op's
 * calling thread. Per entity, not per message: one array write each.
 */
public final class StartWitness {
    private final CreationSite site = new CreationSite();
    private final AtomicIntegerArray starts;

    public StartWitness(int entities) {
        this.starts = new AtomicIntegerArray(entities);
    }

    /** The op's loop that creates the entities: {@code create} creates (and may start) entity i, for each i. */
    public void create(IntConsumer create) {
        site.create(starts.length(), create);
    }

    /** The op's code that creates all its entities at once (ping-pong's two parties), in one block. */
    public void createAll(Runnable create) {
        site.create(1, ignored -> create.run());
    }

    /** Entity {@code entity} has started, in its own context: its first act. Once per entity. */
    public void started(int entity) {
        starts.set(entity, site.inline() ? Starts.INLINE : Starts.OWN_CONTEXT);
    }

    /** Where each entity started; read once the op has ended (its entities' end publishes their reports). */
    public Starts report() {
        int[] started = new int[starts.length()];
        for (int i = 0; i < started.length; i++) {
            started[i] = starts.get(i);
        }
        return new Starts(site.created(), started);
    }
}
