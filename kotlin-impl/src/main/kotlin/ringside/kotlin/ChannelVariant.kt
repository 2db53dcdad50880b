package ringside.kotlin

import java.util.Optional
import kotlinx.coroutines.channels.Channel
import ringside.contract.Variant
import ringside.contract.VariantRuntime
import ringside.workload.Workload

/**
 * The same coroutines with two kinds of channel, so the only difference measured is the channel; and the unbounded
 * channel once more on Dispatchers.Default instead of the runtime's own pool, so the only difference is the
 * dispatcher.
 */
class ChannelVariant private constructor(
    private val variantName: String,
    private val text: String,
    private val capacity: Int,
    private val onDefaultDispatcher: Boolean = false,
) : Variant {

    override fun name() = variantName

    override fun description() = text

    /** Channels are in-process; Kotlin has no remoting of its own (remote is for frameworks that do). */
    override fun cannotRun(workload: Workload): Optional<String> =
        if (workload == Workload.REMOTE) {
            Optional.of("kotlinx.coroutines has no remoting: its channels carry messages within one JVM")
        } else {
            Optional.empty()
        }

    override fun start(parallelism: Int): VariantRuntime =
        if (onDefaultDispatcher) {
            DefaultDispatcherSize.configure(parallelism)
            CoroutineRuntime(parallelism, capacity, onDefaultDispatcher = true)
        } else {
            CoroutineRuntime(parallelism, capacity)
        }

    companion object {
        val CHANNEL = ChannelVariant(
            "channel",
            "a coroutine per worker (launch) looping on its own unbounded Channel (Channel.UNLIMITED: a mailbox, a"
                + " sender never suspends), on a fixed pool of as many threads as the run's CPUs"
                + " (Executors.newFixedThreadPool(p).asCoroutineDispatcher())",
            Channel.UNLIMITED,
        )

        /** Kotlin's default channel: a handoff, so every send suspends until its receiver takes it. */
        val RENDEZVOUS = ChannelVariant(
            "rendezvous",
            "as channel, with rendezvous channels (Channel.RENDEZVOUS, Kotlin's default): a blocking (suspending)"
                + " sender that waits for its receiver, not a mailbox; a send from outside (the benchmark thread)"
                + " blocks that thread until taken",
            Channel.RENDEZVOUS,
        )

        /**
         * Tuned form of [CHANNEL]: the same code on kotlinx.coroutines' own scheduler, which resumes a coroutine
         * woken by the running one from the thread's own queue (no lock, no executor task), where the fixed pool
         * puts every resumption through its ThreadPoolExecutor's LinkedBlockingQueue.
         */
        val CHANNEL_DEFAULT = ChannelVariant(
            "channel-default",
            "as channel, on Dispatchers.Default (kotlinx.coroutines' own CoroutineScheduler) sized to the run's CPUs"
                + " (-D${DefaultDispatcherSize.CORE_POOL_SIZE}=p, -D${DefaultDispatcherSize.MAX_POOL_SIZE}=p) instead of a fixed pool: shared by the JVM, not"
                + " shut down with the runtime",
            Channel.UNLIMITED,
            onDefaultDispatcher = true,
        )
    }
}
