package ringside.kotlin

import java.util.concurrent.CancellationException
import java.util.concurrent.TimeUnit
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import ringside.workload.LatencyRecorder
import ringside.workload.LatencyWorkload

/** What the TCK does not see: close() ends an op left running and leaves no thread of the pool behind. */
class CoroutineRuntimeTest {

    @Test
    fun closeCancelsAnOpLeftRunningAndStopsThePool() {
        val runtime = ChannelVariant.CHANNEL.start(2)
        val client = runtime.latency(LatencyRecorder(LatencyWorkload(1_000, 1))).get(10, TimeUnit.SECONDS)
        client.request(0) // the server and the receiver wait for more, as after a timeout
        runtime.close()
        assertThrows(CancellationException::class.java) { client.stop().get(10, TimeUnit.SECONDS) }
        val left = Thread.getAllStackTraces().keys.filter { it.name.startsWith("ringside-kotlin-") && it.isAlive }
        assertTrue(left.isEmpty(), "pool threads alive after close: $left")
    }
}
