package ringside.kotlin.workloads

import java.util.concurrent.CompletableFuture
import java.util.concurrent.Future
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.launch
import ringside.workload.LatencyClient
import ringside.workload.LatencyRecorder

/**
 * Latency: the server a coroutine answering each request with its id into the reply channel; the receiver another,
 * recording each reply. Requests come from the pacer's thread; closing the request channel ends the server,
 * which closes the reply channel and so ends the receiver.
 */
internal fun Ops.latency(recorder: LatencyRecorder): Future<LatencyClient> {
    val requests = Channel<Int>(capacity)
    val replies = Channel<Int>(capacity)
    val ended = op({ recorder }) {
        launch { // server
            for (id in requests) {
                replies.send(id)
            }
            replies.close()
        }
        launch { // receiver
            for (id in replies) {
                recorder.replied(id)
            }
        }
    }
    return CompletableFuture.completedFuture(
        LatencyClient.of({ id -> requests.sendFromThread(id) }, { requests.close() }, ended),
    )
}
