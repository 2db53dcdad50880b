package ringside.kotlin

import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.ThreadFactory
import java.util.concurrent.atomic.AtomicInteger

/**
 * channel-pool's threads: exactly the run's parallelism, owned by the runtime and shut down with it. Not
 * Dispatchers.Default.limitedParallelism(p): that runs at most p coroutines at once, but on any
 * of Default's own max(2, CPUs) shared threads, so at p = 1 work moves between two OS threads, and the pool
 * outlives the runtime.
 */
internal fun poolOf(parallelism: Int): ExecutorService {
    val made = AtomicInteger()
    val threads = ThreadFactory { task ->
        Thread(task, "ringside-kotlin-${made.incrementAndGet()}").apply { isDaemon = true }
    }
    return Executors.newFixedThreadPool(parallelism, threads)
}
