package ringside.kotlin.plain

import org.junit.jupiter.api.Test
import ringside.http.PlaintextProgram.assertServesPlaintext

/** The side-by-side plaintext program on Ktor serves the plaintext exchange the contract asks for. */
class KtorPlaintextTest {

    @Test
    fun ktorServesPlaintext() {
        // the program's main is a top-level function, in the class Kotlin names after its file
        assertServesPlaintext("ringside.kotlin.plain.KtorPlaintextKt", listOf(), "1")
    }
}
