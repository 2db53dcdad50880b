package ringside.kotlin.workloads

import java.util.concurrent.Future
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.channels.onSuccess
import kotlinx.coroutines.launch
import kotlinx.coroutines.selects.select
import ringside.workload.BigTally
import ringside.workload.BigWorkload

/** Big (Savina's): every actor a coroutine on its own channel ([bigActor]). */
internal fun Ops.big(tally: BigTally): Future<Void?> {
    val w = tally.workload()
    val inboxes = inboxes<Long>(w.bigActors())
    return tallied {
        tally.createActors { a -> bigActor(w, tally, a, inboxes) }
    }
}

/**
 * One actor of Savina's Big: a coroutine receiving from its own channel; a ping is its id, a pong -(id + 1). A send
 * goes out at once when the channel takes it (trySend: an unbounded channel always does). Otherwise it waits in the
 * actor's own queue and goes out through a select that receives too (onReceiveCatching beside onSend). Two actors
 * pinging each other on rendezvous channels would otherwise each wait in send for the other forever. The last
 * actor to finish closes every channel, which ends the actors: by then no message is in flight.
 */
internal fun CoroutineScope.bigActor(w: BigWorkload, tally: BigTally, me: Int, inboxes: List<Channel<Long>>) {
    launch {
        tally.actorStarted(me)
        val inbox = inboxes[me]
        val outgoing = ArrayDeque<Long>()

        fun destination(m: Long) = if (m >= 0) w.peer(w.senderOf(m), w.indexOf(m)) else w.senderOf(-m - 1)

        fun post(m: Long) {
            if (!outgoing.isEmpty() || !inboxes[destination(m)].trySend(m).isSuccess) {
                outgoing.addLast(m)
            }
        }

        fun handle(m: Long) {
            if (m >= 0) {
                tally.pingReceived(me, m)
                post(-(m + 1))
                return
            }
            val next = tally.pongReceived(me, -m - 1)
            if (next < w.bigPings()) {
                post(w.ping(me, next))
            } else if (tally.actorFinished(me)) {
                inboxes.forEach { it.close() }
            }
        }

        post(w.ping(me, 0))
        var open = true
        while (open) {
            if (outgoing.isEmpty()) {
                open = inbox.receiveCatching().onSuccess { handle(it) }.isSuccess
            } else {
                val head = outgoing.first()
                select {
                    inbox.onReceiveCatching { open = it.onSuccess { m -> handle(m) }.isSuccess }
                    inboxes[destination(head)].onSend(head) { outgoing.removeFirst() }
                }
            }
        }
    }
}
