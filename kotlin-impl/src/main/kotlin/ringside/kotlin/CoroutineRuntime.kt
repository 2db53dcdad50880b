package ringside.kotlin

import java.util.Optional
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.Future
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExecutorCoroutineDispatcher
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.job
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeoutOrNull
import ringside.contract.VariantRuntime
import ringside.kotlin.workloads.Ops
import ringside.kotlin.workloads.big
import ringside.kotlin.workloads.contention
import ringside.kotlin.workloads.fanOut
import ringside.kotlin.workloads.idleActors
import ringside.kotlin.workloads.latency
import ringside.kotlin.workloads.pingPong
import ringside.kotlin.workloads.ring
import ringside.kotlin.workloads.select
import ringside.kotlin.workloads.sieve
import ringside.kotlin.workloads.spawn
import ringside.workload.BigTally
import ringside.workload.ContentionTally
import ringside.workload.FanOutResult
import ringside.workload.FanOutWorkload
import ringside.workload.FootprintTally
import ringside.workload.IdleActors
import ringside.workload.LatencyClient
import ringside.workload.LatencyRecorder
import ringside.workload.PingPongCheck
import ringside.workload.RingResult
import ringside.workload.RingWorkload
import ringside.workload.SelectTally
import ringside.workload.SieveTally
import ringside.workload.SpawnNode
import ringside.workload.SpawnResult

/**
 * The workloads as a Kotlin team writes them: each worker a coroutine looping over its own Channel (`for (m in
 * inbox)`), a worker ended by closing its channel. Each op is one coroutine whose workers are its children, so its
 * future completes only once every worker has ended: tear-down is inside the op. The runtime holds the dispatcher,
 * the scope and close(); each workload's coroutines are in its own file of ringside.kotlin.workloads.
 */
internal class CoroutineRuntime(
    parallelism: Int,
    capacity: Int,
    onDefaultDispatcher: Boolean,
) : VariantRuntime {
    /** The runtime's own threads; none on Dispatchers.Default, whose threads are the JVM's. */
    private val pool = if (onDefaultDispatcher) null else OwnedPool(parallelism)
    private val dispatcher: CoroutineDispatcher = pool?.executor?.asCoroutineDispatcher() ?: Dispatchers.Default

    /** A failed op fails its own future, not the runtime; close() cancels whatever an op left running. */
    private val scope = CoroutineScope(SupervisorJob() + dispatcher)

    /** Every op runs on [scope], its inboxes of the variant's channel kind. */
    private val ops = Ops(scope, capacity)

    override fun ring(w: RingWorkload): Future<RingResult> = ops.ring(w)

    override fun pingPong(check: PingPongCheck): Future<Void?> = ops.pingPong(check)

    override fun fanOut(w: FanOutWorkload): Future<FanOutResult> = ops.fanOut(w)

    override fun contention(tally: ContentionTally): Future<Void?> = ops.contention(tally)

    override fun spawn(root: SpawnNode): Future<SpawnResult> = ops.spawn(root)

    override fun sieve(tally: SieveTally): Future<Void?> = ops.sieve(tally)

    override fun select(tally: SelectTally): Future<Void?> = ops.select(tally)

    override fun big(tally: BigTally): Future<Void?> = ops.big(tally)

    override fun idleActors(tally: FootprintTally): Future<IdleActors> = ops.idleActors(tally)

    override fun latency(recorder: LatencyRecorder): Future<LatencyClient> = ops.latency(recorder)

    override fun carrierThreads(tasks: Int): Optional<Set<String>> {
        val carriers = ConcurrentHashMap.newKeySet<String>()
        ops.op({ carriers }) {
            repeat(tasks) {
                launch {
                    val end = System.nanoTime() + 2_000_000 // busy, so every thread of the pool gets work
                    while (System.nanoTime() < end) {
                        Thread.onSpinWait()
                    }
                    carriers.add(Thread.currentThread().name)
                }
            }
        }.get()
        return Optional.of(carriers)
    }

    /**
     * Cancels an op left running (after a timeout), lets the cancelled coroutines end, then stops the pool's
     * threads and returns once they have ended (Dispatchers.Default's stay, idle).
     */
    override fun close() {
        val job = scope.coroutineContext.job
        scope.cancel()
        if (pool == null) {
            runBlocking { withTimeoutOrNull(10_000) { job.join() } }
        } else {
            pool.shutdownAndJoin(10_000)
            (dispatcher as ExecutorCoroutineDispatcher).close()
        }
    }
}
