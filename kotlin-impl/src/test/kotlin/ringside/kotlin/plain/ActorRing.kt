package ringside.kotlin.plain

import java.util.Locale
import java.util.concurrent.TimeUnit
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ObsoleteCoroutinesApi
import kotlinx.coroutines.channels.SendChannel
import kotlinx.coroutines.channels.actor
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeout

/**
 * A ring in the shape of kotlinx.coroutines' own CycledActorsBenchmark, with no Ringside code: `actor {}` of
 * capacity 1024 in a cycle on Dispatchers.Default (their `scheduler` dispatcher; its size from the fork flags), one
 * ball going round as a `Letter` holding a `Ball` and the sender's channel. The ball counts down from the hops; the
 * actor that gets 0 ends the op, and the actors are then closed. One op starts the actors from `runBlocking`; it is
 * checked to end at the actor the count says. The side-by-side runner (`./benchmark.sh side-by-side`, row
 * kotlin-ring) runs it pinned, beside Ringside's kotlin/channel op; it prints the mean of the measured ops per
 * message (hops + 1 receives) as one line `side-by-side figure <ns> ns/msg`.
 *
 * Arguments: parallelism (Dispatchers.Default takes it from the fork flags), warm-up seconds, measured seconds,
 * actors, hops.
 */
fun main(args: Array<String>) {
    val warmUp = TimeUnit.SECONDS.toNanos(args[1].toLong())
    val measured = TimeUnit.SECONDS.toNanos(args[2].toLong())
    val actors = args[3].toInt()
    val hops = args[4].toInt()
    var end = System.nanoTime() + warmUp
    while (System.nanoTime() < end) {
        ring(actors, hops)
    }
    var ops = 0L
    var total = 0L
    end = System.nanoTime() + measured
    do {
        total += ring(actors, hops)
        ops++
    } while (System.nanoTime() < end)
    println("$ops measured ops of $hops hops round $actors actors")
    println(String.format(Locale.ROOT, "side-by-side figure %.6g ns/msg", total.toDouble() / ops / (hops + 1L)))
}

private class RingBall(val count: Int)

private class RingLetter(val ball: RingBall, val sender: SendChannel<RingLetter>)

/** One op's time in nanoseconds; fails unless the ball ended at the actor its count says. */
@OptIn(ObsoleteCoroutinesApi::class)
private fun ring(actors: Int, hops: Int): Long = runBlocking {
    val start = System.nanoTime()
    val endedBy = withContext(Dispatchers.Default) { // returns once every actor has ended
        val done = CompletableDeferred<Int>()
        val cycle = ArrayList<SendChannel<RingLetter>>(actors) // filled before the ball is sent
        for (me in 0 until actors) {
            cycle.add(actor(capacity = 1024) {
                for (letter in channel) {
                    if (letter.ball.count == 0) {
                        done.complete(me)
                    } else {
                        cycle[(me + 1) % actors].send(RingLetter(RingBall(letter.ball.count - 1), channel))
                    }
                }
            })
        }
        cycle[0].send(RingLetter(RingBall(hops), cycle[0]))
        val ender = withTimeout(60_000) { done.await() }
        cycle.forEach { it.close() }
        ender
    }
    check(endedBy == hops % actors) { "actor $endedBy got 0, expected actor ${hops % actors}" }
    System.nanoTime() - start
}
