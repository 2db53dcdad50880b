package ringside.kotlin.plain

import java.time.Duration
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import ringside.http.PlaintextCheck
import ringside.http.PlaintextProgram

/** The side-by-side plaintext program on Ktor serves the plaintext exchange the contract asks for. */
class KtorPlaintextTest {
    // the program's main is a top-level function, in the class Kotlin names after its file
    private val main = Class.forName("ringside.kotlin.plain.KtorPlaintextKt")
    private val timeout = Duration.ofSeconds(60)

    @Test
    fun ktorServesPlaintext() {
        PlaintextProgram.start(main, timeout, "1").use { server ->
            PlaintextCheck.answers(server.port(), timeout) // the runner's own check before it measures
            server.assertServesPlaintext()
        }
    }

    @Test
    fun badArgumentsEndWithStatus2() {
        assertEquals(2, PlaintextProgram.run(main, timeout, "none").status())
        assertEquals(2, PlaintextProgram.run(main, timeout).status())
    }
}
