package ringside.kotlin.plain

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import ringside.tck.PlaintextProgram

/** The side-by-side plaintext program on Ktor serves the plaintext exchange the contract asks for. */
class KtorPlaintextTest {
    // the program's main is a top-level function, in the class Kotlin names after its file
    private val main = Class.forName("ringside.kotlin.plain.KtorPlaintextKt")

    @Test
    fun ktorServesPlaintext() {
        PlaintextProgram.servesPlaintext(main, "1")
    }

    @Test
    fun badArgumentsEndWithStatus2() {
        assertEquals(2, PlaintextProgram.run(main, PlaintextProgram.TIMEOUT, "none").status())
        assertEquals(2, PlaintextProgram.run(main, PlaintextProgram.TIMEOUT).status())
    }
}
