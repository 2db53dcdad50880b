package ringside.quasar;

import java.util.concurrent.CompletableFuture;
import ringside.quasar.workloads.channels.Big;
import ringside.quasar.workloads.channels.Contention;
import ringside.quasar.workloads.channels.FanOut;
import ringside.quasar.workloads.channels.Footprint;
import ringside.quasar.workloads.channels.Latency;
import ringside.quasar.workloads.channels.PingPong;
import ringside.quasar.workloads.channels.Ring;
import ringside.quasar.workloads.channels.Select;
import ringside.quasar.workloads.channels.Sieve;
import ringside.quasar.workloads.channels.Spawn;
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
 * The workloads as fibers that block on Quasar channels ({@code fiber-channel}): each workload's fibers in its own
 * class of {@link ringside.quasar.workloads.channels}.
 */
final class ChannelTopologies implements Topologies {

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
