package ringside.kotlin.workloads

import java.util.concurrent.Future
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.launch
import ringside.workload.FanOutResult
import ringside.workload.FanOutWorkload

/**
 * Fan-out: a producer coroutine sending each number to its worker's channel, then closing them all; every worker a
 * coroutine looping over its channel and sending the transformed number into the collector's one channel.
 */
internal fun Ops.fanOut(w: FanOutWorkload): Future<FanOutResult> {
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
