package ringside.kotlin.workloads

import java.util.concurrent.Future
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.future.await
import kotlinx.coroutines.launch
import ringside.workload.ContentionTally
import ringside.workload.ContentionWorkload

/**
 * Contention: every sender a coroutine sending its range into the receiver's one channel, as fan-out's producer
 * sends; the receiver a coroutine counting them into the tally.
 */
internal fun Ops.contention(tally: ContentionTally): Future<Void?> {
    val w = tally.workload()
    val inbox = Channel<Long>(capacity)
    return tallied {
        launch { // receiver
            while (!tally.add(inbox.receive())) {
                // every message counted by the tally; its last one ends the receiver
            }
        }
        tally.createSenders { s ->
            launch {
                tally.senderStarted(s).await() // complete at once, but under the TCK's hold
                val first = w.firstValue(s)
                for (v in first until first + w.share(s)) {
                    inbox.send(ContentionWorkload.message(s, v))
                }
            }
        }
    }
}
