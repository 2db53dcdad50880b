package ringside.workload;

import java.math.BigInteger;

/**
 * A producer sends the numbers 1..{@code fanOutMessages} to {@code fanOutWorkers} workers, number x to worker
 * (x - 1) % fanOutWorkers; each worker sends {@link #transform(long) x * x} to one collector, which sums them
 * (wrapping at 64 bits). The op ends when the collector has all the values.
 */
public record FanOutWorkload(int fanOutWorkers, int fanOutMessages) {

    public FanOutWorkload {
        Workload.require(fanOutWorkers >= 1, "fanOutWorkers", fanOutWorkers, "an integer >= 1");
        Workload.require(fanOutMessages >= 1, "fanOutMessages", fanOutMessages, "an integer >= 1");
    }

    /** The work a worker does on each number. */
    public static long transform(long x) {
        return x * x;
    }

    /** The worker that number x goes to. */
    public int workerFor(long x) {
        return (int) ((x - 1) % fanOutWorkers);
    }

    /** Producer to worker, then worker to collector. */
    public long messagesPerOp() {
        return 2L * fanOutMessages;
    }

    /** Sum of squares 1..n = n(n+1)(2n+1)/6, reduced to 64 bits as the collector's wrapping sum is. */
    public long expectedSum() {
        BigInteger n = BigInteger.valueOf(fanOutMessages);
        return n.multiply(n.add(BigInteger.ONE)).multiply(n.shiftLeft(1).add(BigInteger.ONE))
                .divide(BigInteger.valueOf(6)).longValue();
    }

    public long expectedWorkerCount(int worker) {
        return worker >= fanOutMessages ? 0 : (fanOutMessages - 1 - worker) / fanOutWorkers + 1;
    }

    /**
     * Worker i receives x = i+1, i+1+W, ..., up to n: c = expectedWorkerCount(i) numbers summing to
     * c(i+1) + W c(c-1)/2. W(c-1) <= n - 1, so for any n < 2^31 nothing overflows.
     */
    public long expectedWorkerSum(int worker) {
        long c = expectedWorkerCount(worker);
        return c * (worker + 1) + (long) fanOutWorkers * (c - 1) * c / 2;
    }

    /**
     * The op's structural witness, made on its calling thread: the workers are created through its
     * {@link StartWitness#create} loop, and each calls {@link StartWitness#started} with its number as its first act.
     */
    public StartWitness workers() {
        return new StartWitness(fanOutWorkers);
    }

    public FanOutResult validate(FanOutResult r) {
        if (r.collected() != fanOutMessages) {
            throw new InvalidResultException(this + ": collector received " + r.collected() + " values, expected "
                    + fanOutMessages);
        }
        if (r.workerCounts().length != fanOutWorkers || r.workerSums().length != fanOutWorkers) {
            throw new InvalidResultException(this + ": " + r.workerCounts().length + " worker counts and "
                    + r.workerSums().length + " worker sums for " + fanOutWorkers + " workers");
        }
        for (int i = 0; i < fanOutWorkers; i++) {
            if (r.workerCounts()[i] != expectedWorkerCount(i)) {
                throw new InvalidResultException(this + ": worker " + i + " transformed " + r.workerCounts()[i]
                        + " numbers, expected " + expectedWorkerCount(i));
            }
            if (r.workerSums()[i] != expectedWorkerSum(i)) { // right count, wrong numbers: a misrouted message
                throw new InvalidResultException(this + ": worker " + i + " received numbers summing to "
                        + r.workerSums()[i] + ", expected " + expectedWorkerSum(i));
            }
        }
        if (r.sum() != expectedSum()) {
            throw new InvalidResultException(this + ": collector's sum is " + r.sum() + ", expected " + expectedSum());
        }
        r.workers().check(this, "workers", i -> "worker " + i, "FanOutWorkload.workers().create",
                "StartWitness.started");
        return r;
    }
}
