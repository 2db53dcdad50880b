package ringside.contract;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Future;
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
 * A started framework runtime. Each workload method is one op: it builds the topology, runs it, tears it down
 * and completes the returned future with what the workers observed. The caller awaits the future with a bound
 * ({@link ringside.workload.Await}), so a lost message becomes a failure, never a hang or a score.
 * Ops run one after another, never concurrently.
 */
public interface VariantRuntime extends AutoCloseable {

    /** At {@code stackDepth} > 0 each worker receives (actors: sends) that deep: see {@link RingWorkload}. */
    Future<RingResult> ring(RingWorkload workload);

    /** At {@code stackDepth} > 0 both parties receive (actors: send) that deep: see {@link PingPongWorkload}. */
    Future<PingPongResult> pingPong(PingPongWorkload workload);

    Future<FanOutResult> fanOut(FanOutWorkload workload);

    /**
     * Every sender created and started by the op, each sending its share without waiting for anything, into one
     * receiver's mailbox; the future completes once the receiver has every message and the senders have ended. The
     * op makes its {@link ringside.workload.ContentionTally} on the calling thread and creates the senders through
     * it; each sender reports its start from its own context.
     */
    Future<ContentionResult> contention(ContentionWorkload workload);

    /**
     * The whole skynet tree from {@code root} (made by the caller): every actor spawned by its parent in the loop
     * over {@link SpawnNode#spawnChildren}, reporting {@link SpawnNode#started} in its own context, answered, and
     * ended before the future completes.
     */
    Future<SpawnResult> spawn(SpawnNode root);

    /**
     * The sieve's pipeline ({@link SieveWorkload}): the op creates the generator and the first filter through a
     * {@link ringside.workload.SieveTally} made on the calling thread; each new filter is created by the tail filter,
     * in its own context, through the same tally. The future completes when the tail has had the end.
     */
    Future<SieveResult> sieve(SieveWorkload workload);

    /**
     * One collector receiving from every source at once ({@link SelectWorkload}), with the framework's select over
     * one channel per source where it has one, else through the collector's mailbox; the sources are created through
     * a {@link ringside.workload.SelectTally} made on the calling thread, and the collector tallies every message.
     */
    Future<SelectResult> select(SelectWorkload workload);

    /**
     * Many-to-many pings and pongs ({@link BigWorkload}): the actors created through a
     * {@link ringside.workload.BigTally} made on the calling thread; the future completes when the last actor has
     * all its pongs.
     */
    Future<BigResult> big(BigWorkload workload);

    /**
     * The first half of a footprint op: creates {@code footprintActors} actors, each with its own mailbox, each
     * reporting to a {@link ringside.workload.FootprintTally} once it is about to wait and again when its one message
     * (its own index) has come, and then ending. The tally is made on the calling thread and the actors are created
     * through it ({@code FootprintTally.createActors}). The future completes once all are waiting, with the handle
     * that wakes them ({@code FootprintTally.whenAllWaiting}); the benchmark measures memory in between.
     */
    Future<IdleActors> idleActors(FootprintWorkload workload);

    /**
     * A latency op's framework side: starts one server actor that answers each request with its id, and a receiver
     * of the replies (an actor of the framework, or the thread natural to it) that calls
     * {@link LatencyRecorder#replied} for each, never on the pacer's thread (the op fails if one is). The future
     * completes once both are ready, with the handle the pacer sends the requests through, from its own thread;
     * pacing, timing and validation are common code. A variant that states {@link Variant#cannotRun} for latency is
     * never asked.
     */
    Future<LatencyClient> latency(LatencyRecorder recorder);

    /**
     * Runs {@code tasks} short CPU-bound tasks concurrently, the way this variant runs its workers, and returns
     * the names of the OS threads that ran them: the TCK checks there are no more than the configured parallelism.
     * Empty for variants whose every worker is its own OS thread (their parallelism is the CPU set itself).
     */
    Optional<Set<String>> carrierThreads(int tasks) throws Exception;

    /** Stops the runtime and anything an op left behind (for example after a timeout). */
    @Override
    void close() throws Exception;
}
