package ringside.kotlin.workloads

import java.util.concurrent.Future
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.channels.ReceiveChannel
import kotlinx.coroutines.channels.SendChannel
import kotlinx.coroutines.launch
import ringside.workload.SieveTally
import ringside.workload.SieveWorkload

/**
 * Sieve: the generator and every filter a coroutine on the op's scope, each filter on its own channel; the tail
 * filter launches the next one ([sieveFilter]). The generator closes the first channel after its last number.
 */
internal fun Ops.sieve(tally: SieveTally): Future<Void?> {
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
 * One filter of the sieve: a coroutine looping over its own channel, holding [prime]. It drops the multiples, sends
 * the rest down its next channel, or, at the tail, launches the filter for the new prime itself. The end of the
 * numbers is the channel's close, the module's way to end a loop: the filter reports it and closes the next
 * channel. Each filter is launched in the op's scope (this), not as a child of the tail: structured concurrency still
 * ends the op with the last filter, without a chain of thousands of nested jobs completing one into the next.
 */
internal fun CoroutineScope.sieveFilter(tally: SieveTally, prime: Int, inbox: ReceiveChannel<Int>, capacity: Int) {
    val op = this
    launch {
        tally.filterStarted(prime)
        var next: SendChannel<Int>? = null
        for (n in inbox) {
            tally.received(prime, n)
            if (n % prime == 0) {
                // its own multiple: dropped
            } else if (next != null) {
                next.send(n)
            } else {
                val tail = Channel<Int>(capacity)
                tally.createFilter(n) { op.sieveFilter(tally, n, tail, capacity) }
                next = tail
            }
        }
        tally.filterEnded(prime)
        next?.close()
    }
}
