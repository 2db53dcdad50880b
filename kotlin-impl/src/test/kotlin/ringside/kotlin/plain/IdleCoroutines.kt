package ringside.kotlin.plain

import java.lang.management.ManagementFactory
import java.util.concurrent.CountDownLatch
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking

/**
 * A plain kotlinx.coroutines program, no Ringside code: n idle coroutines launched on Dispatchers.Default, heap in
 * use after full collections with them suspended minus before, per coroutine; 5 warm-up rounds, then 5 measured, as
 * Ringside's footprint fork. Run from the module's test classpath:
 * `java -cp ... ringside.kotlin.plain.IdleCoroutinesKt <channel|deferred> <n>`. channel: each suspended in
 * receive() on its own unlimited channel, as Ringside's are; deferred: each awaiting its own CompletableDeferred.
 */
fun main(args: Array<String>) {
    val channel = args[0] == "channel"
    val n = args[1].toInt()
    val measured = DoubleArray(5)
    val scope = CoroutineScope(Dispatchers.Default)
    for (round in 0 until 10) {
        val started = CountDownLatch(n)
        val before = heapAfterGc()
        val inboxes = List(n) { if (channel) Channel<Int>(Channel.UNLIMITED) else null }
        val deferreds = List(n) { if (channel) null else CompletableDeferred<Int>() }
        val jobs: List<Job> = List(n) { i ->
            scope.launch {
                started.countDown()
                val m = if (channel) inboxes[i]!!.receive() else deferreds[i]!!.await()
                check(m == i) { "coroutine $i got $m" }
            }
        }
        started.await()
        Thread.sleep(100) // counted down just before suspending: let the last ones suspend
        val perCoroutine = (heapAfterGc() - before).toDouble() / n
        println("round $round: %.0f B/coroutine".format(perCoroutine))
        if (round >= 5) {
            measured[round - 5] = perCoroutine
        }
        for (i in 0 until n) {
            if (channel) inboxes[i]!!.trySend(i) else deferreds[i]!!.complete(i)
        }
        runBlocking { jobs.forEach { it.join() } }
    }
    println("heap per coroutine, mean of 5 measured rounds: %.0f B (min %.0f, max %.0f)".format(
            measured.average(), measured.min(), measured.max()))
}

private fun heapAfterGc(): Long {
    System.gc()
    System.gc()
    return ManagementFactory.getMemoryMXBean().heapMemoryUsage.used
}
