package ringside.kotlin

import java.util.Optional
import kotlinx.coroutines.channels.Channel
import ringside.contract.Variant
import ringside.contract.VariantRuntime
import ringside.workload.Workload

/**
 * The same coroutines with two kinds of channel, so the only difference measured is the channel; and the unbounded
 * channel once more on a fixed pool instead of Dispatchers.Default, so the only difference is the dispatcher.
 */
class ChannelVariant private constructor(
    private val variantName: String,
    private val text: String,
    private val capacity: Int,
    private val onDefaultDispatcher: Boolean,
) : Variant {

    override fun name() = variantName

    override fun description() = text

    /** Channels are in-process; Kotlin has no remoting of its own (remote is for frameworks that do). */
    override fun cannotRun(workload: Workload): Optional<String> =
        if (workload == Workload.REMOTE) {
            Optional.of("kotlinx.coroutines has no remoting: its channels carry messages within one JVM")
        } else if (workload.http()) {
            Optional.of(KtorHttpVariant.ITS_OWN)
        } else {
            Optional.empty()
        }

    override fun start(parallelism: Int): VariantRuntime {
        if (onDefaultDispatcher) {
            DefaultDispatcherSize.configure(parallelism)
        }
        return CoroutineRuntime(parallelism, capacity, onDefaultDispatcher)
    }

    companion object {
        /**
         * What kotlinx.coroutines' authors recommend for CPU work and benchmark first: Dispatchers.Default, their
         * CoroutineScheduler, which resumes a coroutine woken by the running one from that thread's own queue.
         */
        val CHANNEL = ChannelVariant(
            "channel",
            "a coroutine per worker (launch) looping on its own unbounded Channel (Channel.UNLIMITED: a mailbox, a"
                + " sender never suspends), on Dispatchers.Default (kotlinx.coroutines' own CoroutineScheduler)"
                + " sized to the run's CPUs (-D${DefaultDispatcherSize.CORE_POOL_SIZE}=p) and capped at p threads"
                + " (${DefaultDispatcherSize.MAX_POOL_SIZE}=p, set before the runtime's first coroutine): shared by"
                + " the JVM, not shut down with the runtime",
            Channel.UNLIMITED,
            onDefaultDispatcher = true,
        )

        /** Kotlin's default channel: a handoff, so every send suspends until its receiver takes it. */
        val RENDEZVOUS = ChannelVariant(
            "rendezvous",
            "as channel, with rendezvous channels (Channel.RENDEZVOUS, Kotlin's default): a blocking (suspending)"
                + " sender that waits for its receiver, not a mailbox; a send from outside (the benchmark thread)"
                + " blocks that thread until taken; in big, a send no receiver takes at once waits in the actor's"
                + " queue and goes out through a select that also receives (two actors pinging each other would"
                + " otherwise wait forever)",
            Channel.RENDEZVOUS,
            onDefaultDispatcher = true,
        )

        /**
         * [CHANNEL] on a pool the runtime owns: the dispatcher code that wraps an existing executor uses; every
         * resumption goes through the ThreadPoolExecutor's one LinkedBlockingQueue.
         */
        val CHANNEL_POOL = ChannelVariant(
            "channel-pool",
            "as channel, on a fixed pool of as many threads as the run's CPUs"
                + " (Executors.newFixedThreadPool(p).asCoroutineDispatcher()) instead of Dispatchers.Default: every"
                + " resumed coroutine is a task on the pool's one shared queue; the pool is the runtime's, shut down"
                + " with it",
            Channel.UNLIMITED,
            onDefaultDispatcher = false,
        )
    }
}
