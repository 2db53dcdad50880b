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
    fun channelPoolCloseCancelsAnOpLeftRunningAndStopsThePool() {
        val runtime = ChannelVariant.CHANNEL_POOL.start(2)
        val client = runtime.latency(LatencyRecorder(LatencyWorkload(1_000, 1))).get(10, TimeUnit.SECONDS)
        client.request(0) // the server and the receiver wait for more, as after a timeout
        runtime.close()
        assertThrows(CancellationException::class.java) { client.stop().get(10, TimeUnit.SECONDS) }
        val left = Thread.getAllStackTraces().keys.filter { it.name.startsWith("ringside-kotlin-") && it.isAlive }
        assertTrue(left.isEmpty(), "pool threads alive after close: $left")
    }

    /** Dispatchers.Default is sized once per JVM: a runtime of another size refuses to start rather than run on it. */
    @Test
    fun channelRefusesAJvmSizedOtherwise() {
        val size = System.getProperty(DefaultDispatcherSize.CORE_POOL_SIZE).toInt() // set by surefire, as in the forks
        val refused = assertThrows(IllegalStateException::class.java) { ChannelVariant.CHANNEL.start(size + 1) }
        assertTrue(refused.message!!.contains(DefaultDispatcherSize.CORE_POOL_SIZE), refused.message)
    }

    /** On Dispatchers.Default, whose threads are not the runtime's, close() still ends an op left running. */
    @Test
    fun channelCloseCancelsAnOpLeftRunning() {
        val runtime = ChannelVariant.CHANNEL.start(System.getProperty(DefaultDispatcherSize.CORE_POOL_SIZE).toInt())
        val client = runtime.latency(LatencyRecorder(LatencyWorkload(1_000, 1))).get(10, TimeUnit.SECONDS)
        client.request(0)
        runtime.close()
        assertThrows(CancellationException::class.java) { client.stop().get(10, TimeUnit.SECONDS) }
    }
}
