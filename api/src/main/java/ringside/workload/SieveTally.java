package ringside.workload;

import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A sieve op's common bookkeeping, the same for every framework, made by the op's caller on the thread that calls the
 * op. It is also the op's structural witness. The generator is created through {@link #createGenerator} and each
 * filter through {@link #createFilter}, by the op or by the tail filter. Each reports its start as its first act, from
 * its own context. A filter that starts on the op's thread, or inside its parent's creating call, ran inline. Each
 * filter hands every number it receives to {@link #received}, which counts it for that filter and checks that no
 * smaller prime divides it: so common code, not the filter, sees which numbers reach each filter, and a filter that
 * drops a number not its own multiple (the one after it misses it) or forwards its own multiple (the one after it gets
 * it) shows. Each filter reports {@link #filterEnded} once, on {@link SieveWorkload#END}; the result is read once the
 * op has ended (the tail's end publishes them all: each filter reports before it forwards the end).
 */
public final class SieveTally {
    private final SieveWorkload workload;
    private final StartWitness generator = new StartWitness(1);
    private final Thread opThread = Thread.currentThread();
    /** Per filter, the thread running its creating call while it runs; only that thread can compare equal. */
    private final AtomicReferenceArray<Thread> creating;
    private final AtomicIntegerArray starts;
    private final boolean[] ended;
    /** Shared per limit, read only: per number its smallest prime factor, and per prime its filter's place. */
    private final int[] smallestFactor;
    private final int[] filterIndex;
    /** Per filter, written by that filter only: the numbers it received, their sum, and those it should not have. */
    private final long[] received;
    private final long[] sums;
    private final long[] misplaced;
    private final int[] firstMisplaced;
    private long strays;
    private int firstStray;

    public SieveTally(SieveWorkload w) {
        this.workload = w;
        int filters = w.filters();
        this.creating = new AtomicReferenceArray<>(filters);
        this.starts = new AtomicIntegerArray(filters);
        this.ended = new boolean[filters];
        this.smallestFactor = w.smallestFactors();
        this.filterIndex = w.filterIndices();
        this.received = new long[filters];
        this.sums = new long[filters];
        this.misplaced = new long[filters];
        this.firstMisplaced = new int[filters];
    }

    /** The op's workload. */
    public SieveWorkload workload() {
        return workload;
    }

    /** The op's code that creates (and may start) the generator; the generator must not run inside it. */
    public void createGenerator(Runnable create) {
        generator.createAll(create);
    }

    /** The generator has started, in its own context: its first act, before it sends. */
    public void generatorStarted() {
        generator.started(0);
    }

    /**
     * Creates (and may start) the filter for {@code prime}: {@code create} makes it. Called by the op for
     * {@link SieveWorkload#FIRST_PRIME}, and by the tail filter for each new prime. The filter must not run inside.
     */
    public void createFilter(int prime, Runnable create) {
        int i = workload.filterOf(prime);
        if (i < 0) {
            stray(prime);
            create.run();
            return;
        }
        creating.set(i, Thread.currentThread());
        try {
            create.run();
        } finally {
            creating.set(i, null);
        }
    }

    /** The filter for {@code prime} has started, in its own context: its first act. Once per filter. */
    public void filterStarted(int prime) {
        int i = workload.filterOf(prime);
        if (i >= 0) {
            Thread me = Thread.currentThread();
            starts.set(i, me == opThread || me == creating.get(i) ? Starts.INLINE : Starts.OWN_CONTEXT);
        }
    }

    /**
     * The filter for {@code prime} received {@code number} (not {@link SieveWorkload#END}), before it drops or forwards
     * it. A few array reads and adds: the filter's own count, kept here.
     */
    public void received(int prime, int number) {
        int i = prime >= 0 && prime < filterIndex.length ? filterIndex[prime] : -1;
        if (i < 0) {
            return; // a filter for a number that is not a prime below the limit: counted at its creation
        }
        received[i]++;
        sums[i] += number;
        if ((number <= prime || number >= smallestFactor.length || smallestFactor[number] < prime)
                && misplaced[i]++ == 0) {
            firstMisplaced[i] = number;
        }
    }

    /** The filter for {@code prime} has had {@link SieveWorkload#END}, before it forwards the end or ends the op. */
    public void filterEnded(int prime) {
        int i = workload.filterOf(prime);
        if (i < 0) {
            stray(prime);
            return;
        }
        ended[i] = true;
    }

    /** A filter for a number that is not a prime below the limit: counted, the first named. Rare: a failed op. */
    private synchronized void stray(int number) {
        if (strays++ == 0) {
            firstStray = number;
        }
    }

    public synchronized SieveResult result() {
        int[] started = new int[starts.length()];
        for (int i = 0; i < started.length; i++) {
            started[i] = starts.get(i);
        }
        return new SieveResult(generator.report(), started, ended.clone(), received.clone(), sums.clone(),
                misplaced.clone(), firstMisplaced.clone(), strays, firstStray);
    }
}
