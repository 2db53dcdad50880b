package ringside.kotlin.workloads

import java.util.concurrent.CompletableFuture
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.future.future

/**
 * How every workload runs an op on the runtime's [scope]: one coroutine whose workers are its children, so its
 * future completes only once every worker has ended; and the variant's channel kind ([capacity]) for every inbox.
 */
internal class Ops(private val scope: CoroutineScope, val capacity: Int) {

    /** The op's workers are children of one coroutine; its result is read once they have all ended. */
    fun <R> op(result: () -> R, workers: suspend CoroutineScope.() -> Unit): CompletableFuture<R> =
        scope.future {
            coroutineScope(workers)
            result()
        }

    /** An op whose result is in the caller's tally: its future completes with null once its workers have ended. */
    fun tallied(workers: suspend CoroutineScope.() -> Unit): CompletableFuture<Void?> = op({ null }, workers)

    fun <T> inboxes(n: Int) = List(n) { Channel<T>(capacity) }
}
