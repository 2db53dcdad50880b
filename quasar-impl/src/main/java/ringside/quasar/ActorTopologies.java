package ringside.quasar;

import java.util.concurrent.CompletableFuture;
import ringside.quasar.workloads.actors.Big;
import ringside.quasar.workloads.actors.Contention;
import ringside.quasar.workloads.actors.FanOut;
import ringside.quasar.workloads.actors.Footprint;
import ringside.quasar.workloads.actors.Latency;
import ringside.quasar.workloads.actors.PingPong;
import ringside.quasar.workloads.actors.Ring;
import ringside.quasar.workloads.actors.Select;
import ringside.quasar.workloads.actors.Sieve;
import ringside.quasar.workloads.actors.Spawn;
import ringside.workload.BigTally;
import ringside.workload.ContentionTally;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
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
 * The workloads as Quasar actors ({@code actor}): each workload's actors in its own class of
 * {@link ringside.quasar.workloads.actors}.
 */
final class ActorTopologies implements Topologies {

    @Override
    public CompletableFuture<RingResult> ring(Op<RingResult> op, RingWorkload w) {
        return Ring.ring(op, w);
    }

    @Override
    public CompletableFuture<Void> pingPong(Op<Void> op, PingPongCheck check) {
        return PingPong.pingPong(op, check);
    }

    @Override
    public CompletableFuture<FanOutResult> fanOut(Op<FanOutResult> op, FanOutWorkload w) {
        return FanOut.fanOut(op, w);
    }

    @Override
    public CompletableFuture<Void> contention(Op<Void> op, ContentionTally tally) {
        return Contention.contention(op, tally);
    }

    @Override
    public CompletableFuture<Void> sieve(Op<Void> op, SieveTally tally) {
        return Sieve.sieve(op, tally);
    }

    @Override
    public CompletableFuture<Void> select(Op<Void> op, SelectTally tally) {
        return Select.select(op, tally);
    }

    @Override
    public CompletableFuture<Void> big(Op<Void> op, BigTally tally) {
        return Big.big(op, tally);
    }

    @Override
    public LatencyClient latency(Op<LatencyRecorder> op, LatencyRecorder recorder) {
        return Latency.latency(op, recorder);
    }

    @Override
    public CompletableFuture<SpawnResult> spawn(Op<SpawnResult> op, SpawnNode root) {
        return Spawn.spawn(op, root);
    }

    @Override
    public CompletableFuture<IdleActors> idleActors(Op<FootprintWorkload> op, FootprintTally tally) {
        return Footprint.idleActors(op, tally);
    }
}
