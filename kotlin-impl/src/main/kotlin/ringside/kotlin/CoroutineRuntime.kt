package ringside.kotlin

import java.util.Optional
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ConcurrentHashMap
import java.util.concurrent.Future
import java.util.concurrent.atomic.AtomicReference
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExecutorCoroutineDispatcher
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.future.await
import kotlinx.coroutines.future.future
import kotlinx.coroutines.job
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.selects.select
import kotlinx.coroutines.withTimeoutOrNull
import ringside.contract.VariantRuntime
import ringside.kotlin.workloads.bigActor
import ringside.kotlin.workloads.forEachAtDepth
import ringside.kotlin.workloads.receiveAtDepth
import ringside.kotlin.workloads.sendFromThread
import ringside.kotlin.workloads.sieveFilter
import ringside.kotlin.workloads.spawnActor
import ringside.workload.BigTally
import ringside.workload.ContentionTally
import ringside.workload.ContentionWorkload
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
import ringside.workload.SelectWorkload
import ringside.workload.SieveTally
import ringside.workload.SieveWorkload
import ringside.workload.SpawnNode
import ringside.workload.SpawnResult

/**
 * The workloads as a Kotlin team writes them: each worker a coroutine looping over its own Channel (`for (m in
 * inbox)`), a worker ended by closing its channel. Each op is one coroutine whose workers are its children, so its
 * future completes only once every worker has ended: tear-down is inside the op.
 */
internal class CoroutineRuntime(
    parallelism: Int,
    private val capacity: Int,
    onDefaultDispatcher: Boolean,
) : VariantRuntime {
    /** The runtime's own threads; none on Dispatchers.Default, whose threads are the JVM's. */
    private val pool = if (onDefaultDispatcher) null else OwnedPool(parallelism)
    private val dispatcher: CoroutineDispatcher = pool?.executor?.asCoroutineDispatcher() ?: Dispatchers.Default

    /** A failed op fails its own future, not the runtime; close() cancels whatever an op left running. */
    private val scope = CoroutineScope(SupervisorJob() + dispatcher)

    override fun ring(w: RingWorkload): Future<RingResult> {
        val n = w.workerCount()
        val inboxes = inboxes<Int>(n)
        val counts = LongArray(n)
        var endedBy = -1
        val witness = w.workers()
        val depth = w.stackDepthWitness()
        return op({ RingResult(endedBy, counts, witness.report(), depth.report()) }) {
            witness.create { me ->
                val next = inboxes[(me + 1) % n]
                launch {
                    witness.started(me)
                    inboxes[me].forEachAtDepth(w.stackDepth(), depth, me) { v ->
                        counts[me]++
                        if (v == 0) {
                            endedBy = me
                            inboxes.forEach { it.close() }
                        } else {
                            next.send(v - 1)
                        }
                    }
                }
            }
            inboxes[0].send(w.ringSize())
        }
    }

    override fun pingPong(check: PingPongCheck): Future<Void?> {
        val w = check.workload()
        val pings = Channel<Int>(capacity)
        val pongs = Channel<Int>(capacity)
        return tallied {
            check.createParties {
                launch { // ponger
                    check.pongerStarted()
                    pings.forEachAtDepth(w.stackDepth(), check.depth(), PingPongCheck.PONGER) { seq ->
                        check.pingReceived(seq)
                        pongs.send(seq)
                    }
                }
                launch { // pinger
                    check.pingerStarted()
                    if (w.stackDepth() == 0) {
                        repeat(w.pingPongCount()) {
                            pings.send(check.nextPing())
                            check.pongReceived(pongs.receive())
                        }
                    } else {
                        repeat(w.pingPongCount()) {
                            pings.send(check.nextPing())
                            val pong = pongs.receiveAtDepth(w.stackDepth(), check.depth(), PingPongCheck.PINGER)
                            check.pongReceived(pong!!) // the pongs' channel is never closed
                        }
                    }
                    pings.close()
                }
            }
        }
    }

    override fun fanOut(w: FanOutWorkload): Future<FanOutResult> {
        val n = w.fanOutWorkers()
        val inboxes = inboxes<Long>(n)
        val collectorInbox = Channel<Long>(capacity)
        val workerCounts = LongArray(n)
        val workerSums = LongArray(n)
        var collected = 0L
        var sum = 0L
        val witness = w.workers()
        return op({ FanOutResult(collected, sum, workerCounts, workerSums, witness.report()) }) {
            launch { // producer
                for (x in 1L..w.fanOutMessages()) {
                    inboxes[w.workerFor(x)].send(x)
                }
                inboxes.forEach { it.close() }
            }
            witness.create { me ->
                launch {
                    witness.started(me)
                    for (x in inboxes[me]) {
                        workerCounts[me]++
                        workerSums[me] += x
                        collectorInbox.send(FanOutWorkload.transform(x))
                    }
                }
            }
            launch { // collector
                repeat(w.fanOutMessages()) {
                    sum += collectorInbox.receive()
                    collected++
                }
            }
        }
    }

    /** Every sender a coroutine sending its range into the receiver's one channel, as fan-out's producer sends. */
    override fun contention(tally: ContentionTally): Future<Void?> {
        val w = tally.workload()
        val inbox = Channel<Long>(capacity)
        return tallied {
            launch { // receiver
                while (!tally.add(inbox.receive())) {
                    // every message counted by the tally; its last one ends the receiver
                }
            }
            tally.createSenders { s ->
                launch {
                    tally.senderStarted(s).await() // complete at once, but under the TCK's hold
                    val first = w.firstValue(s)
                    for (v in first until first + w.share(s)) {
                        inbox.send(ContentionWorkload.message(s, v))
                    }
                }
            }
        }
    }

    override fun spawn(root: SpawnNode): Future<SpawnResult> {
        var answer: SpawnResult? = null
        return op({ answer!! }) {
            val top = Channel<SpawnResult>(capacity)
            spawnActor(root, top, capacity)
            answer = top.receive()
        }
    }

    /**
     * The generator and every filter a coroutine on the op's scope, each filter on its own channel; the tail filter
     * launches the next one ([sieveFilter]). The generator closes the first channel after its last number.
     */
    override fun sieve(tally: SieveTally): Future<Void?> {
        val w = tally.workload()
        return tallied {
            val first = Channel<Int>(capacity)
            tally.createFilter(SieveWorkload.FIRST_PRIME) {
                sieveFilter(tally, SieveWorkload.FIRST_PRIME, first, capacity)
            }
            tally.createGenerator {
                launch {
                    tally.generatorStarted()
                    for (n in SieveWorkload.FIRST_PRIME + 1 until w.sieveLimit()) {
                        first.send(n)
                    }
                    first.close()
                }
            }
        }
    }

    /**
     * Every source a coroutine sending its numbers into a channel of its own; the collector a coroutine that
     * selects over all of them (select with onReceive), one message per select. Kotlin's select is biased to the
     * first clause ready; the sources' order within each channel is kept either way.
     */
    override fun select(tally: SelectTally): Future<Void?> {
        val w = tally.workload()
        val sources = inboxes<Long>(w.selectSources())
        return tallied {
            launch { // collector
                var all = false
                while (!all) {
                    all = select {
                        for (source in sources) {
                            source.onReceive { tally.add(it) }
                        }
                    }
                }
            }
            tally.createSources { s ->
                launch {
                    tally.sourceStarted(s).await() // complete at once, but under the TCK's hold
                    for (i in 1..w.selectMessages()) {
                        sources[s].send(SelectWorkload.message(s, i.toLong()))
                    }
                }
            }
        }
    }

    /** Every actor a coroutine on its own channel ([bigActor]). */
    override fun big(tally: BigTally): Future<Void?> {
        val w = tally.workload()
        val inboxes = inboxes<Long>(w.bigActors())
        return tallied {
            tally.createActors { a -> bigActor(w, tally, a, inboxes) }
        }
    }

    /** Each actor a coroutine suspended in receive on its own channel, woken by the benchmark thread. */
    override fun idleActors(tally: FootprintTally): Future<IdleActors> {
        val w = tally.workload()
        val inboxes = inboxes<Int>(w.footprintActors())
        // handed over once: a pool thread may still hold the op's coroutine when the future completes, and the
        // heap kept after the op must not count the channels through it (a quick run showed 419 B/actor kept)
        val handOver = AtomicReference(inboxes)
        val ended = op({ w }) {
            val mine = handOver.getAndSet(null)
            tally.createActors { me ->
                val inbox = mine[me]
                launch {
                    tally.waiting()
                    tally.received(me, inbox.receive())
                }
            }
        }
        return tally.whenAllWaiting({ inboxes.forEachIndexed { i, inbox -> inbox.sendFromThread(i) } }, ended)
    }

    /**
     * The server a coroutine answering each request with its id into the reply channel; the receiver another,
     * recording each reply. Requests come from the pacer's thread; closing the request channel ends the server,
     * which closes the reply channel and so ends the receiver.
     */
    override fun latency(recorder: LatencyRecorder): Future<LatencyClient> {
        val requests = Channel<Int>(capacity)
        val replies = Channel<Int>(capacity)
        val ended = op({ recorder }) {
            launch { // server
                for (id in requests) {
                    replies.send(id)
                }
                replies.close()
            }
            launch { // receiver
                for (id in replies) {
                    recorder.replied(id)
                }
            }
        }
        return CompletableFuture.completedFuture(
            LatencyClient.of({ id -> requests.sendFromThread(id) }, { requests.close() }, ended),
        )
    }

    override fun carrierThreads(tasks: Int): Optional<Set<String>> {
        val carriers = ConcurrentHashMap.newKeySet<String>()
        op({ carriers }) {
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

    /** The op's workers are children of one coroutine; its result is read once they have all ended. */
    private fun <R> op(result: () -> R, workers: suspend CoroutineScope.() -> Unit): CompletableFuture<R> =
        scope.future {
            coroutineScope(workers)
            result()
        }

    /** An op whose result is in the caller's tally: its future completes with null once its workers have ended. */
    private fun tallied(workers: suspend CoroutineScope.() -> Unit): CompletableFuture<Void?> = op({ null }, workers)

    private fun <T> inboxes(n: Int) = List(n) { Channel<T>(capacity) }

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
