package ringside.kotlin.workloads

import kotlinx.coroutines.channels.SendChannel
import kotlinx.coroutines.channels.trySendBlocking

/**
 * A send from a plain thread (the benchmark's), not a coroutine, with kotlinx.coroutines' bridge for blocking code.
 * trySendBlocking tries trySend first, which an unbounded channel always takes at once; a rendezvous channel takes
 * it only from a waiting receiver, so otherwise the thread blocks until one does. One call for both channel kinds,
 * where trySend alone fails a rendezvous send that finds no receiver waiting.
 */
internal fun <T> SendChannel<T>.sendFromThread(element: T) {
    trySendBlocking(element).getOrThrow()
}
