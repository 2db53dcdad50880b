package ringside.kotlin.plain

import org.junit.jupiter.api.Assertions.assertArrayEquals
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The guide-shaped pipeline checks its own primes: a real op passes, a wrong count or sum fails before a figure. */
class PrimePipelineTest {

    @Test
    fun theSieveFindsThePrimesAndRefusesAWrongCount() {
        assertArrayEquals(longArrayOf(2262, 21171191), primesBelow(20_000))
        val expected = primesBelow(500)
        assertTrue(sieve(500, expected) > 0)
        assertThrows(IllegalStateException::class.java) { check(Sieved(expected[0] - 1, expected[1], 10), expected) }
        assertThrows(IllegalStateException::class.java) { check(Sieved(expected[0], expected[1] + 2, 10), expected) }
    }
}
