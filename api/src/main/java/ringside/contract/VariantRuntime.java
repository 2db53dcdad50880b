package ringside.contract;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Future;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;
import ringside.workload.ContentionTally;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.FootprintTally;
import ringside.workload.IdleActors;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;

/**
 * A started framework runtime. Each workload method is one op: it builds the topology, runs it, tears it down
 * and completes the returned future. The caller awaits the future with a bound ({@link ringside.workload.Await}), so
 * a lost message becomes a failure, never a hang or a score. Ops run one after another, never concurrently.
 * <p>
 * An op whose counts common code keeps gets their tally from the caller: spawn its root ({@link SpawnNode}),
 * ping-pong its {@link PingPongCheck}, contention, sieve, select, big and footprint their tally
 * ({@link ContentionTally}, {@link SieveTally}, {@link SelectTally}, {@link BigTally}, {@link FootprintTally}). The
 * caller makes it on the thread that calls the op, and no actor of the op may run there. The op creates its actors
 * through it. No module makes one. Ping-pong's, contention's, sieve's, select's and big's futures complete with null once the op has
 * ended; the caller then reads the result from its own check or tally. Ring and fan-out complete with what their
 * workers observed, spawn with the root's reply.
 */
public interface VariantRuntime extends AutoCloseable {

    /** At {@code stackDepth} > 0 each worker receives (actors: sends) that deep: see {@link RingWorkload}. */
    Future<RingResult> ring(RingWorkload workload);

    /**
     * The pinger and the ponger, created through the check, each numbering its messages through it. At
     * {@code stackDepth} > 0 both parties receive (actors: send) that deep: see {@link PingPongWorkload}.
     */
    Future<Void> pingPong(PingPongCheck check);

    Future<FanOutResult> fanOut(FanOutWorkload workload);

    /**
     * Every sender created and started by the op, through the tally, each sending its share without waiting for
     * anything, into one receiver's mailbox; the receiver tallies every message. The future completes once the
     * receiver has every message and the senders have ended. Each sender reports its start from its own context.
     */
    Future<Void> contention(ContentionTally tally);

    /**
     * The whole skynet tree from {@code root}: every actor spawned by its parent in the loop over
     * {@link SpawnNode#spawnChildren}, reporting {@link SpawnNode#started} in its own context, answered, and ended
     * before the future completes.
     */
    Future<SpawnResult> spawn(SpawnNode root);

    /**
     * The sieve's pipeline ({@link SieveWorkload}): the op creates the generator and the first filter through the
     * tally; each new filter is created by the tail filter, in its own context, through the same tally. The future
     * completes when the tail has had the end.
     */
    Future<Void> sieve(SieveTally tally);

    /**
     * One collector receiving from every source at once ({@link SelectWorkload}), with the framework's select over
     * one channel per source where it has one, else through the collector's mailbox; the sources are created through
     * the tally, and the collector tallies every message.
     */
    Future<Void> select(SelectTally tally);

    /**
     * Many-to-many pings and pongs ({@link BigWorkload}): the actors created through the tally; the future completes
     * when the last actor has all its pongs.
     */
    Future<Void> big(BigTally tally);

    /**
     * The first half of a footprint op: creates {@code footprintActors} actors through the tally
     * ({@code FootprintTally.createActors}), each with its own mailbox, each reporting to the tally once it is about
     * to wait and again when its one message (its own index) has come, and then ending. The future completes once all
     * are waiting, with the handle that wakes them ({@code FootprintTally.whenAllWaiting}); the benchmark measures
     * memory in between.
     */
    Future<IdleActors> idleActors(FootprintTally tally);

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
