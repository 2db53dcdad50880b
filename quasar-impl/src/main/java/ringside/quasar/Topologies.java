package ringside.quasar;

import java.util.concurrent.CompletableFuture;
import ringside.workload.BigResult;
import ringside.workload.BigWorkload;
import ringside.workload.ContentionResult;
import ringside.workload.ContentionWorkload;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;
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

/** One variant's way of building each workload: its fibers or actors are created through the op. */
interface Topologies {

    CompletableFuture<RingResult> ring(Op<RingResult> op, RingWorkload w);

    CompletableFuture<PingPongResult> pingPong(Op<PingPongResult> op, PingPongWorkload w);

    CompletableFuture<FanOutResult> fanOut(Op<FanOutResult> op, FanOutWorkload w);

    CompletableFuture<ContentionResult> contention(Op<ContentionResult> op, ContentionWorkload w);

    /** Its tail filters create the next filter through the op too, so the op ends when the last filter has ended. */
    CompletableFuture<SieveResult> sieve(Op<SieveResult> op, SieveWorkload w);

    CompletableFuture<SelectResult> select(Op<SelectResult> op, SelectWorkload w);

    CompletableFuture<BigResult> big(Op<BigResult> op, BigWorkload w);

    /** A server and a receiver of the op, started; the client's stop ends them, and with them the op. */
    LatencyClient latency(Op<LatencyRecorder> op, LatencyRecorder recorder);
    /** Its actors create their children through the op too, so the op ends when the last of the tree has ended. */
    CompletableFuture<SpawnResult> spawn(Op<SpawnResult> op, SpawnNode root);

    /**
     * The footprint actors as fibers of the op, each tallied; the future is the tally's, whose woken half also
     * waits for the op's end (every fiber ended), after which the runtime forgets the op.
     */
    CompletableFuture<IdleActors> idleActors(Op<FootprintWorkload> op, FootprintWorkload w);
}
