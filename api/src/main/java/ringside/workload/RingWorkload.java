package ringside.workload;

/**
 * {@code workerCount} workers in a circle. A token holding {@code ringSize} is sent to worker 0; a worker that
 * receives v > 0 sends v - 1 to the next worker; the worker that receives 0 ends the op ({@code ringSize} hops).
 * At {@code stackDepth} d > 0 each worker makes each receive d frames deep in a recursive method of its own (for
 * actors, whose receive does not wait inside a stack: each send), calling {@link StackDepthWitness#atDepth} there.
 */
public record RingWorkload(int workerCount, int ringSize, int stackDepth) {
    /** Deeper than this, a platform thread's default stack may overflow in some frameworks' frames. */
    public static final int MAX_STACK_DEPTH = 4096;

    public RingWorkload {
        Workload.require(workerCount >= 2, "workerCount", workerCount, "an integer >= 2");
        Workload.require(ringSize >= 1, "ringSize", ringSize, "an integer >= 1");
        Workload.requireStackDepth(stackDepth);
    }

    /** The ring at depth 0: each receive where the worker's own code makes it. */
    public RingWorkload(int workerCount, int ringSize) {
        this(workerCount, ringSize, 0);
    }

    /** As the record's own, naming the depth only when there is one (so depth 0 reads as before it existed). */
    @Override
    public String toString() {
        return "RingWorkload[workerCount=" + workerCount + ", ringSize=" + ringSize
                + (stackDepth == 0 ? "" : ", stackDepth=" + stackDepth) + "]";
    }

    /** Every receive counts: the initial send to worker 0 plus {@code ringSize} hops. */
    public long messagesPerOp() {
        return (long) ringSize + 1;
    }

    /** Worker i receives the values v with (ringSize - v) % workerCount == i, for v in [0, ringSize]. */
    public long expectedReceives(int worker) {
        return worker > ringSize ? 0 : (ringSize - worker) / workerCount + 1;
    }

    /**
     * The op's structural witness, made on its calling thread: the workers are created through its
     * {@link StartWitness#create} loop, and each calls {@link StartWitness#started} with its number as its first act.
     */
    public StartWitness workers() {
        return new StartWitness(workerCount);
    }

    /**
     * The op's stack-depth witness, made on its calling thread; every worker calls {@link StackDepthWitness#atDepth}
     * with its number at each receive (actors: each send), from the bottom of its recursion. Not needed at depth 0.
     * The checked call is one both make: the worker that receives 0 sends one message fewer than it receives.
     */
    public StackDepthWitness stackDepthWitness() {
        return new StackDepthWitness(stackDepth, workerCount,
                i -> expectedReceives(i) - (i == ringSize % workerCount ? 1 : 0));
    }

    public RingResult validate(RingResult r) {
        String op = toString();
        if (r.endedBy() != ringSize % workerCount) {
            throw new InvalidResultException(op + ": worker " + r.endedBy() + " received 0, expected worker "
                    + ringSize % workerCount);
        }
        if (r.receiveCounts().length != workerCount) {
            throw new InvalidResultException(op + ": " + r.receiveCounts().length + " receive counts for "
                    + workerCount + " workers");
        }
        long total = 0;
        for (int i = 0; i < workerCount; i++) {
            if (r.receiveCounts()[i] != expectedReceives(i)) {
                throw new InvalidResultException(op + ": worker " + i + " received " + r.receiveCounts()[i]
                        + " messages, expected " + expectedReceives(i));
            }
            total += r.receiveCounts()[i];
        }
        if (total != messagesPerOp()) { // implied by the per-worker check; kept as the definition's own words
            throw new InvalidResultException(op + ": " + total + " receives in all, expected " + messagesPerOp());
        }
        r.workers().check(op, "workers", i -> "worker " + i, "RingWorkload.workers().create",
                "StartWitness.started");
        r.depth().check(op, stackDepth, i -> "worker " + i);
        return r;
    }
}
