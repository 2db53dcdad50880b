package ringside.akka;

import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import com.typesafe.config.Config;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import ringside.akka.workloads.Big;
import ringside.akka.workloads.Contention;
import ringside.akka.workloads.FanOut;
import ringside.akka.workloads.Footprint;
import ringside.akka.workloads.Latency;
import ringside.akka.workloads.OpParent;
import ringside.akka.workloads.PingPong;
import ringside.akka.workloads.Ring;
import ringside.akka.workloads.Select;
import ringside.akka.workloads.Sieve;
import ringside.akka.workloads.Spin;
import ringside.contract.VariantRuntime;
import ringside.workload.BigTally;
import ringside.workload.ContentionTally;
import ringside.workload.PingPongCheck;
import ringside.workload.StackDepthWitness;
import ringside.workload.StartWitness;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.FootprintTally;
import ringside.workload.IdleActors;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.SelectTally;
import ringside.workload.SieveTally;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/**
 * One ActorSystem per trial. Each op is one parent actor, spawned by the guardian, that builds the op's
 * topology as its children and completes the op's future once it and they have stopped (see {@link OpParent}).
 */
final class ActorRuntime implements VariantRuntime {
    /** The guardian's messages. */
    sealed interface Command {
    }

    /**
     * Spawn this op's parent; {@code gone}, unless null, completes once the guardian has seen the parent terminate,
     * so no longer holds it (and through its Props, whatever its first behavior captured).
     */
    record Spawn(Behavior<OpParent.Done> parent, CompletableFuture<Void> gone) implements Command {
    }

    /** A watched op's parent has terminated. */
    record Gone(CompletableFuture<Void> gone) implements Command {
    }

    private final ActorSystem<Command> system;
    /** The op in flight, failed at once if the system terminates under it. */
    private volatile CompletableFuture<?> current;

    ActorRuntime(Config config) {
        system = ActorSystem.create(Behaviors.receive((ctx, command) -> {
            switch (command) {
                case Spawn spawn -> {
                    ActorRef<OpParent.Done> parent = ctx.spawnAnonymous(spawn.parent());
                    if (spawn.gone() != null) {
                        ctx.watchWith(parent, new Gone(spawn.gone()));
                    }
                }
                case Gone gone -> gone.gone().complete(null);
            }
            return Behaviors.same();
        }), "ringside", config);
        system.getWhenTerminated().whenComplete((done, error) -> {
            CompletableFuture<?> op = current;
            if (op != null) {
                op.completeExceptionally(terminated());
            }
        });
    }

    @Override
    public Future<RingResult> ring(RingWorkload w) {
        StartWitness workers = w.workers(); // on the op's thread, where no worker may run
        if (w.stackDepth() == 0) {
            return run(ctx -> Ring.ring(ctx, w, workers));
        }
        StackDepthWitness depth = w.stackDepthWitness(); // on the op's thread too
        return run(ctx -> Ring.ringAtDepth(ctx, w, workers, depth));
    }

    @Override
    public Future<Void> pingPong(PingPongCheck check) {
        return check.workload().stackDepth() == 0 ? run(ctx -> PingPong.pingPong(ctx, check))
                : run(ctx -> PingPong.pingPongAtDepth(ctx, check));
    }

    @Override
    public Future<FanOutResult> fanOut(FanOutWorkload w) {
        StartWitness workers = w.workers(); // on the op's thread, where no worker may run
        return run(ctx -> FanOut.fanOut(ctx, w, workers));
    }

    @Override
    public Future<Void> contention(ContentionTally tally) {
        return run(ctx -> Contention.contention(ctx, tally));
    }

    @Override
    public Future<Void> sieve(SieveTally tally) {
        return run(ctx -> Sieve.sieve(ctx, tally));
    }

    @Override
    public Future<Void> select(SelectTally tally) {
        return run(ctx -> Select.select(ctx, tally));
    }

    @Override
    public Future<Void> big(BigTally tally) {
        return run(ctx -> Big.big(ctx, tally));
    }

    @Override
    public Future<SpawnResult> spawn(SpawnNode root) {
        return run(ctx -> ringside.akka.workloads.Spawn.spawn(ctx, root)); // Spawn alone: the guardian's command
    }

    /**
     * The op's actors are handed over once all are spawned; from then the benchmark's thread tells each its index.
     * The op ends when the guardian has seen its parent go: only then is nothing of it referenced.
     */
    @Override
    public Future<IdleActors> idleActors(FootprintTally tally) {
        CompletableFuture<List<ActorRef<Integer>>> spawned = new CompletableFuture<>();
        CompletableFuture<Void> gone = new CompletableFuture<>();
        CompletableFuture<IdleActors> idle = spawned.thenCompose(actors -> tally.whenAllWaiting(() -> {
            for (int i = 0; i < actors.size(); i++) {
                actors.get(i).tell(i);
            }
        }, gone));
        start(idle, new Spawn(Footprint.footprint(tally, spawned), gone));
        return idle;
    }

    /**
     * The pacer's thread tells each request to the server from outside the actor system; the replies go to an actor
     * of the op, which records them on a dispatcher thread.
     */
    @Override
    public Future<LatencyClient> latency(LatencyRecorder recorder) {
        CompletableFuture<IntConsumer> sender = new CompletableFuture<>();
        CompletableFuture<LatencyRecorder> ended = run(ctx -> Latency.latency(ctx, recorder, sender));
        ended.whenComplete((r, failure) -> sender.completeExceptionally(failure != null ? failure
                : new IllegalStateException("the op ended before its server started"))); // no-op once started
        return sender.thenApply(send -> LatencyClient.of(send, () -> send.accept(Latency.STOP), ended));
    }

    /** Busy actors on the default dispatcher, which is where every op's actors run. */
    @Override
    public Optional<Set<String>> carrierThreads(int tasks) throws Exception {
        return Optional.of(run(ctx -> Spin.spin(ctx, tasks)).get(30, TimeUnit.SECONDS));
    }

    private <R> CompletableFuture<R> run(Function<ActorContext<OpParent.Done>, Supplier<R>> topology) {
        CompletableFuture<R> result = new CompletableFuture<>();
        start(result, new Spawn(OpParent.parent(result, topology), null));
        return result;
    }

    private void start(CompletableFuture<?> op, Spawn parent) {
        current = op;
        // kept only while the op is in flight: a finished op's result (footprint: its actors) must not outlive it
        op.whenComplete((r, failure) -> {
            if (current == op) {
                current = null;
            }
        });
        // no result may come from a terminated system: the op fails instead
        if (isTerminated()) {
            op.completeExceptionally(terminated());
        } else {
            system.tell(parent);
        }
    }

    private boolean isTerminated() {
        return system.whenTerminated().isCompleted();
    }

    private IllegalStateException terminated() {
        return new IllegalStateException("the Akka ActorSystem has terminated (Akka 2.7+ without a licence key"
                + " stops it 15 minutes after start); no result is taken from it");
    }

    @Override
    public void close() throws Exception {
        system.terminate();
        system.getWhenTerminated().toCompletableFuture().get(30, TimeUnit.SECONDS);
    }
}
