package ringside.kotlin

import java.util.Optional
import ringside.contract.HttpStack
import ringside.contract.HttpStackVariant

/**
 * Ktor's CIO server and client, the Kotlin team's HTTP stack. Its coroutines run on kotlinx.coroutines' own
 * scheduler, as channel's do, and it uses no channel: one variant, on channel's runtime.
 */
object KtorHttpVariant : HttpStackVariant("ktor-cio", ChannelVariant.CHANNEL) {
    /** Why the channel variants run no http workload. */
    const val ITS_OWN = "Ktor's server and client use no channel: the http workloads run on the variant ktor-cio"

    override fun http(): Optional<HttpStack> = Optional.of(KtorHttp())
}
