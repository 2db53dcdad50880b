package ringside.kotlin

import java.util.concurrent.ConcurrentLinkedQueue
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger

/**
 * channel-pool's threads: exactly the run's parallelism, owned by the runtime and shut down with it. Not
 * Dispatchers.Default.limitedParallelism(p): that runs at most p coroutines at once, but on any
 * of Default's own max(2, CPUs) shared threads, so at p = 1 work moves between two OS threads, and the pool
 * outlives the runtime.
 */
internal class OwnedPool(parallelism: Int) {
    private val threads = ConcurrentLinkedQueue<Thread>()
    private val made = AtomicInteger()

    val executor: ExecutorService = Executors.newFixedThreadPool(parallelism) { task ->
        Thread(task, "ringside-kotlin-${made.incrementAndGet()}").apply {
            isDaemon = true
            threads.add(this)
        }
    }

    /**
     * Shuts the pool down and returns once every thread it made has ended. awaitTermination alone is not that: the
     * pool counts a worker gone before its thread has finished leaving, and on a busy machine the caller saw it alive.
     */
    fun shutdownAndJoin(timeoutMillis: Long) {
        executor.shutdown()
        val deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis)
        for (thread in threads) {
            val left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())
            if (left > 0) thread.join(left)
        }
        val alive = threads.filter { it.isAlive }.map { it.name }
        check(alive.isEmpty()) { "channel-pool threads still running $timeoutMillis ms after close: $alive" }
    }
}
