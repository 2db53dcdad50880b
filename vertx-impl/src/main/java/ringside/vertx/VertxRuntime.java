package ringside.vertx;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.file.FileSystemOptions;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import ringside.contract.VariantRuntime;
import ringside.vertx.workloads.Big;
import ringside.vertx.workloads.Contention;
import ringside.vertx.workloads.FanOut;
import ringside.vertx.workloads.Footprint;
import ringside.vertx.workloads.Latency;
import ringside.vertx.workloads.Op;
import ringside.vertx.workloads.PingPong;
import ringside.vertx.workloads.Ring;
import ringside.vertx.workloads.Select;
import ringside.vertx.workloads.Sieve;
import ringside.vertx.workloads.Spawn;
import ringside.vertx.workloads.Spin;
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
import ringside.workload.SpawnResult;
import ringside.workload.SpawnNode;

/**
 * One Vert.x instance per trial, with p event loops; each op deploys its verticles on it, runs, and undeploys them
 * ({@link Op}). close() closes the instance, which undeploys whatever an op left and stops every thread it started.
 */
final class VertxRuntime implements VariantRuntime {
    /** Event loop thread names start with this (Vert.x's own prefix); the TCK and the pool test look for it. */
    static final String EVENT_LOOP_THREAD = "vert.x-eventloop-thread-";

    private final Vertx vertx;
    private final Delivery delivery;
    private final AtomicLong ops = new AtomicLong();
    /** The op in flight (ops run one after another), failed by close() if it has not ended by then. */
    private volatile Op current;

    VertxRuntime(int parallelism, Delivery delivery) {
        this.vertx = Vertx.vertx(options(parallelism));
        this.delivery = delivery;
        if (delivery == Delivery.LOCAL) {
            vertx.eventBus().registerDefaultCodec(SpawnResult.class, new ByReferenceCodec<>(SpawnResult.class));
        }
    }

    /**
     * Every pool Vert.x makes, sized to the run or idle (fairness rule 6): p event loops run every verticle; the
     * worker and internal blocking pools (threads made on demand) get p too, and no op blocks, so they stay empty
     * (the internal one runs one task at close). The blocked-thread checker is a timer thread that wakes every
     * interval (default 1 s) and warns, with a stack trace, about an event loop busy longer than 2 s: a producer
     * sending a million numbers from start() is that by design here, so its interval is a day, idle for any run.
     * The acceptor event loop (1 thread) starts only for a server, and no op starts one. No op reads files, so
     * class-path resolving, which makes a file cache directory per instance, is off.
     */
    static VertxOptions options(int parallelism) {
        return new VertxOptions()
                .setEventLoopPoolSize(parallelism)
                .setWorkerPoolSize(parallelism)
                .setInternalBlockingPoolSize(parallelism)
                .setBlockedThreadCheckInterval(TimeUnit.DAYS.toMillis(1))
                .setBlockedThreadCheckIntervalUnit(TimeUnit.MILLISECONDS)
                .setFileSystemOptions(new FileSystemOptions().setClassPathResolvingEnabled(false)
                        .setFileCachingEnabled(false));
    }

    @Override
    public Future<RingResult> ring(RingWorkload w) {
        return Ring.ring(newOp(), w);
    }

    @Override
    public Future<Void> pingPong(PingPongCheck check) {
        return PingPong.pingPong(newOp(), check);
    }

    @Override
    public Future<FanOutResult> fanOut(FanOutWorkload w) {
        return FanOut.fanOut(newOp(), w);
    }

    @Override
    public Future<Void> contention(ContentionTally tally) {
        return Contention.contention(newOp(), tally);
    }

    @Override
    public Future<SpawnResult> spawn(SpawnNode root) {
        return Spawn.spawn(newOp(), root);
    }

    @Override
    public Future<Void> sieve(SieveTally tally) {
        return Sieve.sieve(newOp(), tally);
    }

    @Override
    public Future<Void> select(SelectTally tally) {
        return Select.select(newOp(), tally);
    }

    @Override
    public Future<Void> big(BigTally tally) {
        return Big.big(newOp(), tally);
    }

    @Override
    public Future<IdleActors> idleActors(FootprintTally tally) {
        return Footprint.idleActors(newOp(), tally);
    }

    @Override
    public Future<LatencyClient> latency(LatencyRecorder recorder) {
        return Latency.latency(newOp(), recorder);
    }

    /** Busy verticle instances, which Vert.x spreads over the event loops as it does every op's workers. */
    @Override
    public Optional<Set<String>> carrierThreads(int tasks) throws Exception {
        return Optional.of(Spin.spin(newOp(), tasks).get(30, TimeUnit.SECONDS));
    }

    private Op newOp() {
        Op op = new Op(vertx, delivery, ops.incrementAndGet());
        current = op;
        return op;
    }

    /**
     * Fails an op left running (after a timeout), so nothing waits on it; Vert.x's close then undeploys its
     * verticles and stops the event loops and every other thread it started.
     */
    @Override
    public void close() throws Exception {
        Op op = current;
        if (op != null) {
            op.fail(new IllegalStateException("the Vert.x instance was closed before the op ended"));
        }
        vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    }
}
