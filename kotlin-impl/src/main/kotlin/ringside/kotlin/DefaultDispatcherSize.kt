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

    fun jvmArgs(parallelism: Int) = listOf("-D$CORE_POOL_SIZE=$parallelism")

    /**
     * Sets the size if this JVM has not, which takes effect only if no coroutine has been launched in it yet (the
     * TCK's check of the threads used catches a JVM where that came too late); refuses a JVM set to another size.
     */
    fun configure(parallelism: Int) {
        val current = System.getProperty(CORE_POOL_SIZE)
        if (current == null) {
            System.setProperty(CORE_POOL_SIZE, parallelism.toString())
        } else {
            check(current == parallelism.toString()) {
                "$CORE_POOL_SIZE is $current in this JVM but the run's parallelism is $parallelism; Dispatchers.Default" +
                    " reads it once per JVM, so start a JVM per parallelism"
            }
        }
    }
}
