package ringside.kotlin.workloads

import java.util.concurrent.Future
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.launch
import ringside.workload.PingPongCheck

/**
 * Ping-pong: the pinger and the ponger two coroutines, each receiving from its own channel at the workload's stack
 * depth; the pinger closes the pings' channel after its last pong, which ends the ponger.
 */
internal fun Ops.pingPong(check: PingPongCheck): Future<Void?> {
    val w = check.workload()
    val pings = Channel<Int>(capacity)
    val pongs = Channel<Int>(capacity)
    return tallied {
        check.createParties {
            launch { // ponger
                check.pongerStarted()
                pings.forEachAtDepth(w.stackDepth(), check.depth(), PingPongCheck.PONGER) { seq ->
                    check.pingReceived(seq)
                    pongs.send(seq)
                }
            }
            launch { // pinger
                check.pingerStarted()
                if (w.stackDepth() == 0) {
                    repeat(w.pingPongCount()) {
                        pings.send(check.nextPing())
                        check.pongReceived(pongs.receive())
                    }
                } else {
                    repeat(w.pingPongCount()) {
                        pings.send(check.nextPing())
                        val pong = pongs.receiveAtDepth(w.stackDepth(), check.depth(), PingPongCheck.PINGER)
                        check.pongReceived(pong!!) // the pongs' channel is never closed
                    }
                }
                pings.close()
            }
        }
    }
}
