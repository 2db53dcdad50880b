package ringside.quasar;

import java.util.concurrent.CompletableFuture;
import ringside.workload.BigTally;
import ringside.workload.ContentionTally;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.IdleActors;
import ringside.workload.PingPongCheck;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.SelectTally;
import ringside.workload.SieveTally;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/** One variant's way of building each workload: its fibers or actors are created through the op. */
interface Topologies {

    CompletableFuture<RingResult> ring(Op<RingResult> op, RingWorkload w);

    CompletableFuture<Void> pingPong(Op<Void> op, PingPongCheck check);

    CompletableFuture<FanOutResult> fanOut(Op<FanOutResult> op, FanOutWorkload w);

    CompletableFuture<Void> contention(Op<Void> op, ContentionTally tally);

    /** Its tail filters create the next filter through the op too, so the op ends when the last filter has ended. */
    CompletableFuture<Void> sieve(Op<Void> op, SieveTally tally);

    CompletableFuture<Void> select(Op<Void> op, SelectTally tally);

    CompletableFuture<Void> big(Op<Void> op, BigTally tally);

    /** A server and a receiver of the op, started; the client's stop ends them, and with them the op. */
    LatencyClient latency(Op<LatencyRecorder> op, LatencyRecorder recorder);
    /** Its actors create their children through the op too, so the op ends when the last of the tree has ended. */
    CompletableFuture<SpawnResult> spawn(Op<SpawnResult> op, SpawnNode root);

    /**
     * The footprint actors as fibers of the op, each tallied; the future is the tally's, whose woken half also
     * waits for the op's end (every fiber ended), after which the runtime forgets the op.
     */
    CompletableFuture<IdleActors> idleActors(Op<FootprintWorkload> op, FootprintTally tally);
}
