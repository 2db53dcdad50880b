package ringside.loom;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.function.Supplier;
import ringside.contract.OsThread;
import ringside.contract.VariantRuntime;
import ringside.loom.workloads.Big;
import ringside.loom.workloads.Contention;
import ringside.loom.workloads.FanOut;
import ringside.loom.workloads.Footprint;
import ringside.loom.workloads.Latency;
import ringside.loom.workloads.PingPong;
import ringside.loom.workloads.Ring;
import ringside.loom.workloads.Select;
import ringside.loom.workloads.Sieve;
import ringside.loom.workloads.Spawn;
import ringside.workload.BigTally;
import ringside.workload.ContentionTally;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.FootprintTally;
import ringside.workload.IdleActors;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.PingPongCheck;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.SelectTally;
import ringside.workload.SieveTally;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/**
 * The workloads written as a careful user writes them with threads (a file per workload in
 * {@code ringside.loom.workloads}): one thread per worker, each blocking on its own mailbox. LinkedTransferQueue is
 * the JDK's unbounded lock-free queue, so it behaves like an actor mailbox (a sender never blocks); on one CPU it
 * parks a waiter at once, and measured there it hands over as fast as SynchronousQueue, the handoff of OpenJDK's own
 * loom ring benchmark (loom-impl/README.md). This runtime runs their ops on its kind of thread.
 */
public final class ThreadRuntime implements VariantRuntime {
    private final ThreadFactory threads;
    private final boolean multiplexed;
    private volatile OpThreads<?> lastOp;
    private volatile Spawn lastTree;

    ThreadRuntime(ThreadFactory threads, boolean multiplexed) {
        this.threads = threads;
        this.multiplexed = multiplexed;
    }

    @Override
    public Future<RingResult> ring(RingWorkload w) {
        return Ring.ring(this, w);
    }

    @Override
    public Future<Void> pingPong(PingPongCheck check) {
        return PingPong.pingPong(this, check);
    }

    @Override
    public Future<FanOutResult> fanOut(FanOutWorkload w) {
        return FanOut.fanOut(this, w);
    }

    @Override
    public Future<Void> contention(ContentionTally tally) {
        return Contention.contention(this, tally);
    }

    @Override
    public Future<Void> sieve(SieveTally tally) {
        return start(Sieve.op(threads, tally));
    }

    @Override
    public Future<Void> select(SelectTally tally) {
        return Select.select(this, tally);
    }

    @Override
    public Future<Void> big(BigTally tally) {
        return Big.big(this, tally);
    }

    /** Threads that spawn threads: the tree cannot be listed up front as the other workloads' workers are. */
    @Override
    public Future<SpawnResult> spawn(SpawnNode root) {
        Spawn tree = new Spawn(threads, root);
        lastTree = tree;
        return tree.start();
    }

    @Override
    public Future<IdleActors> idleActors(FootprintTally tally) {
        return Footprint.idleActors(this, tally);
    }

    @Override
    public Future<LatencyClient> latency(LatencyRecorder recorder) {
        return Latency.latency(this, recorder);
    }

    @Override
    public Optional<Set<String>> carrierThreads(int tasks) throws InterruptedException {
        if (!multiplexed) {
            return Optional.empty();
        }
        Set<String> carriers = ConcurrentHashMap.newKeySet();
        List<Thread> started = new ArrayList<>();
        for (int i = 0; i < tasks; i++) {
            started.add(threads.newThread(() -> {
                long end = System.nanoTime() + 2_000_000; // busy, so every carrier gets work
                while (System.nanoTime() < end) {
                    Thread.onSpinWait();
                }
                carriers.add(OsThread.currentName());
            }));
        }
        started.forEach(Thread::start);
        for (Thread t : started) {
            t.join();
        }
        return Optional.of(carriers);
    }

    /** Runs {@code bodies} as the threads of one op; the future completes once all are joined. */
    public CompletableFuture<Void> run(List<OpThreads.Body> bodies) {
        return run(bodies, () -> null);
    }

    /** Runs {@code bodies} as the threads of one op; the future gets {@code result} once all are joined. */
    public <R> CompletableFuture<R> run(List<OpThreads.Body> bodies, Supplier<R> result) {
        return start(new OpThreads<>(threads, bodies, result));
    }

    private <R> CompletableFuture<R> start(OpThreads<R> op) {
        lastOp = op;
        // kept only while the op runs (close() interrupts it): a finished op's threads must not outlive it
        return op.start().whenComplete((r, failure) -> {
            if (lastOp == op) {
                lastOp = null;
            }
        });
    }

    @Override
    public void close() {
        OpThreads<?> op = lastOp;
        if (op != null) {
            op.interrupt();
        }
        Spawn tree = lastTree;
        if (tree != null) {
            tree.interrupt();
        }
    }
}
