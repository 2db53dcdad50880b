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
 * Ping-pong in the shape of kotlinx.coroutines' own PingPongActorBenchmark (singlePingPong), with no Ringside code:
 * two `actor {}` of capacity 1 on Dispatchers.Default (their `scheduler` dispatcher; its size from the fork flags),
 * each message a `Letter` holding a `Ball` and the sender's channel. One op starts both actors from `runBlocking`,
 * makes the round trips, each ball checked to come back with its count, and ends both. The side-by-side runner
 * (`./benchmark.sh side-by-side`, row kotlin-pingpong) runs it pinned, beside Ringside's kotlin/channel op; it prints
 * the mean of the measured ops as one line `side-by-side figure <ms> ms/op`.
 *
 * Arguments: parallelism (Dispatchers.Default takes it from the fork flags), warm-up seconds, measured seconds,
 * round trips.
 */
fun main(args: Array<String>) {
    val warmUp = TimeUnit.SECONDS.toNanos(args[1].toLong())
    val measured = TimeUnit.SECONDS.toNanos(args[2].toLong())
    val roundTrips = args[3].toInt()
    var end = System.nanoTime() + warmUp
    while (System.nanoTime() < end) {
        op(roundTrips)
    }
    var ops = 0L
    var total = 0L
    end = System.nanoTime() + measured
    do {
        total += op(roundTrips)
        ops++
    } while (System.nanoTime() < end)
    println("$ops measured ops of $roundTrips round trips")
    println(String.format(Locale.ROOT, "side-by-side figure %.6g ms/op", total / 1e6 / ops))
}

private class Ball(val count: Int)

private class Letter(val ball: Ball, val sender: SendChannel<Letter>)

/** One op's time in nanoseconds; fails unless every ball came back with its count. */
@OptIn(ObsoleteCoroutinesApi::class)
private fun op(roundTrips: Int): Long = runBlocking {
    val start = System.nanoTime()
    val matched = withContext(Dispatchers.Default) { // returns once both actors have ended
        val ponger = actor<Letter>(capacity = 1) {
            for (letter in channel) {
                letter.sender.send(Letter(letter.ball, channel))
            }
        }
        val done = CompletableDeferred<Int>()
        actor<Letter>(capacity = 1) {
            var matched = 0
            ponger.send(Letter(Ball(0), channel))
            for (letter in channel) {
                if (letter.ball.count != matched || ++matched == roundTrips) {
                    break
                }
                ponger.send(Letter(Ball(matched), channel))
            }
            done.complete(matched)
        }
        val matched = withTimeout(60_000) { done.await() }
        ponger.close()
        matched
    }
    check(matched == roundTrips) { "$matched of $roundTrips balls came back with their count" }
    System.nanoTime() - start
}
