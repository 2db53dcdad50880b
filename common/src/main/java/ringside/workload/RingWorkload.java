package ringside.workload;

/**
 * {@code workerCount} workers in a circle. A token holding {@code ringSize} is sent to worker 0; a worker that
 * receives v > 0 sends v - 1 to the next worker; the worker that receives 0 ends the op ({@code ringSize} hops).
 */
public record RingWorkload(int workerCount, int ringSize) {

    public RingWorkload {
        Workload.require(workerCount >= 2, "workerCount", workerCount, "an integer >= 2");
        Workload.require(ringSize >= 1, "ringSize", ringSize, "an integer >= 1");
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
        return r;
    }
}
