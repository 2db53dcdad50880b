package ringside.kotlin.workloads

import java.util.concurrent.Future
import java.util.concurrent.atomic.AtomicReference
import kotlinx.coroutines.launch
import ringside.workload.FootprintTally
import ringside.workload.IdleActors

/** Footprint: each actor a coroutine suspended in receive on its own channel, woken by the benchmark thread. */
internal fun Ops.idleActors(tally: FootprintTally): Future<IdleActors> {
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
