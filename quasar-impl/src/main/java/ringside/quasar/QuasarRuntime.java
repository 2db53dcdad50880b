package ringside.quasar;

import co.paralleluniverse.common.monitoring.MonitorType;
import co.paralleluniverse.fibers.FiberForkJoinScheduler;
import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import ringside.contract.VariantRuntime;
import ringside.workload.BigTally;
import ringside.workload.ContentionTally;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.FootprintTally;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.IdleActors;
import ringside.workload.PingPongCheck;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.SelectTally;
import ringside.workload.SieveTally;
import ringside.workload.SpawnResult;
import ringside.workload.SpawnNode;

/** One fiber scheduler per trial (its own, never Quasar's default one); every op's fibers and actors run on it. */
final class QuasarRuntime implements VariantRuntime {
    private final FiberForkJoinScheduler scheduler;
    private final Topologies topologies;
    private volatile Op<?> lastOp;

    QuasarRuntime(String variant, int parallelism, Topologies topologies) {
        // no monitoring: it would register MBeans and count every fiber inside the measurement
        this.scheduler = new FiberForkJoinScheduler("ringside-" + variant, parallelism, MonitorType.NONE, false);
        this.topologies = topologies;
    }

    @Override
    public CompletableFuture<RingResult> ring(RingWorkload w) {
        return run(op -> topologies.ring(op, w));
    }

    @Override
    public CompletableFuture<Void> pingPong(PingPongCheck check) {
        return run(op -> topologies.pingPong(op, check));
    }

    @Override
    public CompletableFuture<FanOutResult> fanOut(FanOutWorkload w) {
        return run(op -> topologies.fanOut(op, w));
    }

    @Override
    public CompletableFuture<Void> contention(ContentionTally tally) {
        return run(op -> topologies.contention(op, tally));
    }

    @Override
    public CompletableFuture<Void> sieve(SieveTally tally) {
        return run(op -> topologies.sieve(op, tally));
    }

    @Override
    public CompletableFuture<Void> select(SelectTally tally) {
        return run(op -> topologies.select(op, tally));
    }

    @Override
    public CompletableFuture<Void> big(BigTally tally) {
        return run(op -> topologies.big(op, tally));
    }

    @Override
    public CompletableFuture<SpawnResult> spawn(SpawnNode root) {
        return run(op -> topologies.spawn(op, root));
    }

    @Override
    public CompletableFuture<IdleActors> idleActors(FootprintTally tally) {
        return topologies.idleActors(begin(), tally);
    }

    @Override
    public CompletableFuture<LatencyClient> latency(LatencyRecorder recorder) {
        Op<LatencyRecorder> op = new Op<>(scheduler);
        lastOp = op;
        return CompletableFuture.completedFuture(topologies.latency(op, recorder));
    }

    /** Busy fibers on the scheduler, which is where every op's fibers and actors run. */
    @Override
    public Optional<Set<String>> carrierThreads(int tasks) throws Exception {
        Set<String> carriers = ConcurrentHashMap.newKeySet();
        return Optional.of(this.<Set<String>>run(op -> {
            for (int i = 0; i < tasks; i++) {
                op.start(new Spinner(carriers));
            }
            return op.built(() -> carriers);
        }).get(30, TimeUnit.SECONDS));
    }

    /** Keeps its carrier busy ~2 ms, so every worker thread gets work, and notes the carrier's name. */
    record Spinner(Set<String> carriers) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution {
            long end = System.nanoTime() + 2_000_000;
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            carriers.add(Thread.currentThread().getName());
        }
    }

    private <R> CompletableFuture<R> run(Function<Op<R>, CompletableFuture<R>> topology) {
        return topology.apply(begin());
    }

    private <R> Op<R> begin() {
        Op<R> op = new Op<>(scheduler);
        lastOp = op;
        // kept only while the op runs (close() interrupts it): it lists the fibers it built, which must not outlive it
        op.whenEnded(() -> {
            if (lastOp == op) {
                lastOp = null;
            }
        });
        return op;
    }

    @Override
    public void close() {
        Op<?> op = lastOp;
        if (op != null) {
            op.interrupt();
        }
        scheduler.shutdown();
    }
}
