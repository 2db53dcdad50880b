package ringside.kotlin

import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * What the TCK does not see of Ktor's stack: it refuses a JVM whose scheduler is capped (as this test JVM's is, by
 * surefire), where its selectors could hold every thread, instead of serving at half a second per request.
 */
class KtorHttpTest {

    @Test
    fun refusesAJvmWhoseSchedulerIsCapped() {
        val size = System.getProperty(DefaultDispatcherSize.CORE_POOL_SIZE).toInt()
        val refused = assertThrows(IllegalStateException::class.java) { KtorHttp().servePlaintext(size) }
        assertTrue(refused.message!!.contains(DefaultDispatcherSize.MAX_POOL_SIZE), refused.message)
    }
}
