package ringside.kotlin.workloads

import java.util.concurrent.Future
import kotlinx.coroutines.launch
import ringside.workload.RingResult
import ringside.workload.RingWorkload

/**
 * Ring: every worker a coroutine looping over its own channel, sending the token on to the next one, each receive
 * at the workload's stack depth ([forEachAtDepth]); the worker that gets 0 closes every channel, which ends them all.
 */
internal fun Ops.ring(w: RingWorkload): Future<RingResult> {
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
