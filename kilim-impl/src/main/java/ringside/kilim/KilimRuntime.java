package ringside.kilim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import kilim.Pausable;
import ringside.contract.VariantRuntime;
import ringside.kilim.workloads.Big;
import ringside.kilim.workloads.Contention;
import ringside.kilim.workloads.FanOut;
import ringside.kilim.workloads.Footprint;
import ringside.kilim.workloads.Latency;
import ringside.kilim.workloads.PingPong;
import ringside.kilim.workloads.Ring;
import ringside.kilim.workloads.Sieve;
import ringside.kilim.workloads.Spawn;
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
 * The level the workloads are written against, once, as pausable Kilim code (a file per workload in
 * {@code ringside.kilim.workloads}): a worker per role, each pausing in {@code receive()} on its own unbounded inbox. A
 * subclass supplies the Kilim level: what an inbox is and what runs a worker (a Task on a scheduler, or a
 * Continuation on one loop), so the level is the only difference measured. An op's future completes once every
 * worker has returned, so tear-down is inside the op.
 */
public abstract class KilimRuntime implements VariantRuntime {
    /** Ends a worker: the workloads' own values are never negative. */
    public static final int STOP = -1;

    /** An inbox with one receiver; unbounded, so a sender never waits. */
    public interface Inbox<T> {
        T receive() throws Pausable;

        void send(T message) throws Pausable;

        /** From outside any worker: the op's first message. */
        void post(T message);
    }

    /** One worker's whole life. */
    public abstract static class Worker {
        protected abstract void run() throws Pausable;
    }

    public abstract <T> Inbox<T> inbox();

    /** Receives from whichever of its inboxes has a message: the level's select over them. */
    public interface Select<T> {
        T receive() throws Pausable;
    }

    /** The level's select over {@code inboxes} (made by {@link #inbox}), which then have no other receiver. */
    public abstract <T> Select<T> select(List<Inbox<T>> inboxes);

    /**
     * Starts the workers; the future gets {@code result} when all have returned (those they started too), or the
     * first failure.
     */
    public abstract <R> CompletableFuture<R> run(List<Worker> workers, Supplier<R> result);

    /** Runs {@code workers} as one op; the future completes when all have returned (those they started too). */
    public CompletableFuture<Void> run(List<Worker> workers) {
        return run(workers, () -> null);
    }

    /** Starts one more worker of the op in flight; only that op's workers call it (ops never overlap). */
    public abstract void start(Worker worker);

    /**
     * What runs {@code posts} (inbox posts to the op's workers) from outside the op, on any thread. An op whose
     * workers wait for such messages asks for it before {@link #run}, so a level that must know can wait for them.
     */
    public abstract Runnable fromOutside(Runnable posts);

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
        return Sieve.sieve(this, tally);
    }

    @Override
    public Future<Void> select(SelectTally tally) {
        return ringside.kilim.workloads.Select.select(this, tally); // Select alone is the level's select, above
    }

    @Override
    public Future<Void> big(BigTally tally) {
        return Big.big(this, tally);
    }

    @Override
    public Future<SpawnResult> spawn(SpawnNode root) {
        return Spawn.spawn(this, root);
    }

    @Override
    public Future<IdleActors> idleActors(FootprintTally tally) {
        return Footprint.idleActors(this, tally);
    }

    @Override
    public Future<LatencyClient> latency(LatencyRecorder recorder) {
        return Latency.latency(this, recorder);
    }

    /** Workers that keep their thread busy ~2 ms and note its name, so every thread of the level gets work. */
    @Override
    public Optional<Set<String>> carrierThreads(int tasks) throws Exception {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        List<Worker> spinners = new ArrayList<>(tasks);
        for (int i = 0; i < tasks; i++) {
            spinners.add(new Worker() {
                @Override
                protected void run() throws Pausable { // pausable as the method it overrides, or the weaver refuses it
                    long end = System.nanoTime() + 2_000_000;
                    while (System.nanoTime() < end) {
                        Thread.onSpinWait();
                    }
                    threads.add(Thread.currentThread().getName());
                }
            });
        }
        return Optional.of(run(spinners, () -> Set.copyOf(threads)).get(30, TimeUnit.SECONDS));
    }

    /** {@code n} inboxes of the level, one per worker. */
    public <T> List<Inbox<T>> inboxes(int n) {
        List<Inbox<T>> inboxes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            inboxes.add(inbox());
        }
        return inboxes;
    }
}
