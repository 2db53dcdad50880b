package ringside.kotlin

import kotlinx.coroutines.channels.SendChannel
import kotlinx.coroutines.channels.trySendBlocking

/**
 * A send from a plain thread (the benchmark's), not a coroutine. An unbounded channel always takes it at once
 * (trySend); a rendezvous channel takes it only from a waiting receiver, so otherwise the thread blocks until one
 * takes it, as kotlinx.coroutines' own bridge for blocking code does.
 */
internal fun <T> SendChannel<T>.sendFromThread(element: T) {
    trySendBlocking(element).getOrThrow()
}
