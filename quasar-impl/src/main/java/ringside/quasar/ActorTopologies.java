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
import ringside.workload.BigResult;
import ringside.workload.BigWorkload;
import ringside.workload.ContentionResult;
import ringside.workload.ContentionWorkload;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.PingPongResult;
import ringside.workload.PingPongWorkload;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.SelectResult;
import ringside.workload.SelectWorkload;
import ringside.workload.SieveResult;
import ringside.workload.SieveWorkload;
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
    public CompletableFuture<PingPongResult> pingPong(Op<PingPongResult> op, PingPongWorkload w) {
        return PingPong.pingPong(op, w);
    }

    @Override
    public CompletableFuture<FanOutResult> fanOut(Op<FanOutResult> op, FanOutWorkload w) {
        return FanOut.fanOut(op, w);
    }

    @Override
    public CompletableFuture<ContentionResult> contention(Op<ContentionResult> op, ContentionWorkload w) {
        return Contention.contention(op, w);
    }

    @Override
    public CompletableFuture<SieveResult> sieve(Op<SieveResult> op, SieveWorkload w) {
        return Sieve.sieve(op, w);
    }

    @Override
    public CompletableFuture<SelectResult> select(Op<SelectResult> op, SelectWorkload w) {
        return Select.select(op, w);
    }

    @Override
    public CompletableFuture<BigResult> big(Op<BigResult> op, BigWorkload w) {
        return Big.big(op, w);
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
    public CompletableFuture<IdleActors> idleActors(Op<FootprintWorkload> op, FootprintWorkload w) {
        return Footprint.idleActors(op, w);
    }
}
