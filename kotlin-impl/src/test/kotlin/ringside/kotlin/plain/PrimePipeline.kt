package ringside.kotlin.plain

import java.util.Locale
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicLong
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.channels.ReceiveChannel
import kotlinx.coroutines.channels.produce
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeout

/**
 * The prime sieve as the kotlinx.coroutines guide's "Prime numbers with pipeline" writes it, with no Ringside code:
 * `numbersFrom` produces 2, 3, 4, ... (here up to the limit, then closes); the coroutine that runs the sieve takes
 * each prime from the tail and puts `filter(cur, prime)` after it, each filter a `produce {}` of its own (unbuffered
 * channels) dropping its prime's multiples. The guide runs it in `runBlocking`; here on Dispatchers.Default (its
 * size from the fork flags), as Ringside's kotlin/channel runs. One op sieves below the limit; its primes' count and
 * sum are checked against a plain sieve. The side-by-side runner (`./benchmark.sh side-by-side`, row kotlin-sieve)
 * runs it pinned, beside Ringside's op; it prints the mean of the measured ops per number received (by every filter
 * and by the sieving coroutine) as one line `side-by-side figure <ns> ns/msg`.
 *
 * Arguments: parallelism (Dispatchers.Default takes it from the fork flags), warm-up seconds, measured seconds,
 * limit (numbers below it).
 */
fun main(args: Array<String>) {
    val warmUp = TimeUnit.SECONDS.toNanos(args[1].toLong())
    val measured = TimeUnit.SECONDS.toNanos(args[2].toLong())
    val limit = args[3].toInt()
    val expected = primesBelow(limit)
    var end = System.nanoTime() + warmUp
    while (System.nanoTime() < end) {
        sieve(limit, expected)
    }
    var ops = 0L
    var total = 0.0
    end = System.nanoTime() + measured
    do {
        total += sieve(limit, expected)
        ops++
    } while (System.nanoTime() < end)
    println("$ops measured ops of the numbers below $limit")
    println(String.format(Locale.ROOT, "side-by-side figure %.6g ns/msg", total / ops))
}

/** The count and the sum of the primes below [limit], by the sieve of Eratosthenes. */
internal fun primesBelow(limit: Int): LongArray {
    val composite = BooleanArray(limit)
    var count = 0L
    var sum = 0L
    for (n in 2 until limit) {
        if (!composite[n]) {
            count++
            sum += n
            var m = n.toLong() * n
            while (m < limit) {
                composite[m.toInt()] = true
                m += n
            }
        }
    }
    return longArrayOf(count, sum)
}

/** What one op found: its primes' count and sum, and the numbers received on every channel. */
internal class Sieved(val primes: Long, val primeSum: Long, val received: Long)

/** Fails unless the primes found are those of a plain sieve. */
internal fun check(sieved: Sieved, expected: LongArray) {
    check(sieved.primes == expected[0] && sieved.primeSum == expected[1]) {
        "${sieved.primes} primes found (sum ${sieved.primeSum}), expected ${expected[0]} (sum ${expected[1]})"
    }
}

@OptIn(ExperimentalCoroutinesApi::class)
private fun CoroutineScope.numbersFrom(start: Int, limit: Int) = produce {
    for (x in start until limit) send(x)
}

@OptIn(ExperimentalCoroutinesApi::class)
private fun CoroutineScope.filter(numbers: ReceiveChannel<Int>, prime: Int, received: AtomicLong) = produce {
    var count = 0L
    for (x in numbers) {
        count++
        if (x % prime != 0) send(x)
    }
    received.addAndGet(count) // once per filter, after its last number
}

/** One op's nanoseconds per number received; fails unless it found exactly the primes below the limit. */
internal fun sieve(limit: Int, expected: LongArray): Double = runBlocking {
    val start = System.nanoTime()
    val received = AtomicLong()
    val sieved = withTimeout(60_000) {
        withContext(Dispatchers.Default) { // returns once every filter has ended
            var cur = numbersFrom(2, limit)
            var primes = 0L
            var sum = 0L
            while (true) {
                val prime = cur.receiveCatching().getOrNull() ?: break
                primes++
                sum += prime
                cur = filter(cur, prime, received)
            }
            Sieved(primes, sum, primes)
        }
    }
    val took = System.nanoTime() - start
    val all = Sieved(sieved.primes, sieved.primeSum, sieved.received + received.get())
    check(all, expected)
    took.toDouble() / all.received
}
