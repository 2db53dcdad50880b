package ringside.kotlin

import ringside.contract.Framework
import ringside.contract.FrameworkFacts
import ringside.contract.Variant

/** Kotlin coroutines (kotlinx.coroutines): a coroutine per worker, each reading its own Channel. */
class KotlinFramework : Framework {

    override fun name() = "kotlin"

    /** From the version file kotlinx-coroutines-core ships, so it names the jar actually loaded. */
    override fun version(): String {
        val coroutines = KotlinFramework::class.java.classLoader
            .getResource("META-INF/kotlinx_coroutines_core.version")?.readText()?.trim() ?: "unknown"
        return "kotlinx.coroutines $coroutines (Kotlin ${KotlinVersion.CURRENT})"
    }

    override fun licence() = "Apache-2.0"

    override fun facts() = FrameworkFacts(
        "kotlinx.coroutines 1.11.0 (October 2026: Maven Central's metadata for the artifact, whose latest release it"
            + " is, was last updated 2026-10-19), built here with Kotlin 2.4.21",
        "maintained: JetBrains, with regular releases alongside Kotlin's",
        "Java 8 and later (its jar's classes); measured here on the run's JDK",
        "the Kotlin compiler (kotlin-maven-plugin or Gradle's Kotlin plugin) and the Kotlin standard library:"
            + " suspend functions are compiled to state machines, no agent or weaving",
        "no: coroutines and channels are in-process",
        "2026-11-30",
    )

    override fun variants(): List<Variant> =
        listOf(ChannelVariant.CHANNEL, ChannelVariant.RENDEZVOUS, ChannelVariant.CHANNEL_POOL, KtorHttpVariant)

    /**
     * Dispatchers.Default's size, for channel and rendezvous, set before kotlinx.coroutines first reads it;
     * channel-pool makes its own pool of the run's size and leaves Default idle.
     */
    override fun jvmArgs(parallelism: Int): List<String> = DefaultDispatcherSize.jvmArgs(parallelism)
}
