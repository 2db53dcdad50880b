package ringside.kotlin

/**
 * Dispatchers.Default (kotlinx.coroutines' own CoroutineScheduler) takes its number of CPU threads from
 * `kotlinx.coroutines.scheduler.core.pool.size`, read once per JVM when Default is first touched, which any launch
 * does (a new coroutine's context is compared with Dispatchers.Default), whatever its dispatcher; unset, it is
 * max(2, CPUs), two threads even on one CPU. So the size is a JVM argument: the benchmark forks get the run's
 * parallelism from KotlinFramework.jvmArgs, the TCK's JVMs from the module's surefire configuration.
 */
internal object DefaultDispatcherSize {
    const val CORE_POOL_SIZE = "kotlinx.coroutines.scheduler.core.pool.size"

    /**
     * The scheduler's thread cap (CPU threads plus those lent to Dispatchers.IO, which shares them): at p no thread
     * beyond the run's p is ever made, where the core size alone bounds only how many run CPU work at once (the TCK
     * once saw three threads take turns at p = 2). Set by each user of the scheduler before its first coroutine, as
     * its work needs: [configure] caps it at p, [configureForBlockingIo] leaves it to kotlinx.coroutines.
     */
    const val MAX_POOL_SIZE = "kotlinx.coroutines.scheduler.max.pool.size"

    /** Only the CPU threads: the cap is each runtime's to set, before its first coroutine (see [MAX_POOL_SIZE]). */
    fun jvmArgs(parallelism: Int) = listOf("-D$CORE_POOL_SIZE=$parallelism")

    /** Dispatchers.IO's default number of threads that may block at once (kotlinx.coroutines 1.11.0). */
    const val IO_THREADS = 64

    /**
     * Sets the size and the cap to p if this JVM has not, which takes effect only if no coroutine has been launched
     * in it yet (the TCK's check of the threads used catches a JVM where that came too late); refuses a JVM set to
     * another size. A cap the JVM already has is its own choice and stays (the TCK's JVM for Ktor opens it).
     */
    fun configure(parallelism: Int) {
        requireSize(CORE_POOL_SIZE, parallelism)
        if (System.getProperty(MAX_POOL_SIZE) == null) {
            System.setProperty(MAX_POOL_SIZE, parallelism.toString())
        }
    }

    /**
     * For Ktor's CIO engine: p CPU threads, and the cap left to kotlinx.coroutines (unset) or at least p plus
     * Dispatchers.IO's [IO_THREADS]. Ktor runs every selector (one per server, one per client) on Dispatchers.IO,
     * where it blocks a thread in Selector.select for up to 500 ms; capped at p threads, one selector can hold the
     * only thread while another one's sockets wait. Refuses a JVM capped below that, naming the property.
     */
    fun configureForBlockingIo(parallelism: Int) {
        requireSize(CORE_POOL_SIZE, parallelism)
        blockingIoRefusal()?.let { throw IllegalStateException(it) }
    }

    /** Why this JVM cannot run Ktor's CIO engine (its scheduler's cap is set below size + [IO_THREADS]), or null. */
    fun blockingIoRefusal(): String? {
        val cap = System.getProperty(MAX_POOL_SIZE) ?: return null
        val size = System.getProperty(CORE_POOL_SIZE)?.toIntOrNull() ?: 1
        return if ((cap.toIntOrNull() ?: 0) >= size + IO_THREADS) {
            null
        } else {
            "$MAX_POOL_SIZE is $cap in this JVM: Ktor's CIO engine blocks a Dispatchers.IO thread per selector in" +
                " Selector.select, so its JVM must leave the scheduler's cap to kotlinx.coroutines (or set it to at" +
                " least p + $IO_THREADS)"
        }
    }

    private fun requireSize(property: String, parallelism: Int) {
        val current = System.getProperty(property)
        if (current == null) {
            System.setProperty(property, parallelism.toString())
        } else {
            check(current == parallelism.toString()) {
                "$property is $current in this JVM but the run's parallelism is $parallelism; Dispatchers.Default" +
                    " reads it once per JVM, so start a JVM per parallelism"
            }
        }
    }
}
