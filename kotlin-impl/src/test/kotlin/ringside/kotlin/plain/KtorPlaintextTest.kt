package ringside.kotlin.plain

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import ringside.http.PlaintextProgram.assertServesPlaintext
import ringside.http.PlaintextProgram.exitStatus

/** The side-by-side plaintext program on Ktor serves the plaintext exchange the contract asks for. */
class KtorPlaintextTest {
    // the program's main is a top-level function, in the class Kotlin names after its file
    private val main = "ringside.kotlin.plain.KtorPlaintextKt"

    @Test
    fun ktorServesPlaintext() {
        assertServesPlaintext(main, listOf(), "1")
    }

    @Test
    fun badArgumentsEndWithStatus2() {
        assertEquals(2, exitStatus(main, "none"))
        assertEquals(2, exitStatus(main))
    }
}
