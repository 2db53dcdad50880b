package ringside.kotlin.workloads

import kotlinx.coroutines.channels.ReceiveChannel
import ringside.workload.StackDepthWitness

/**
 * A worker's loop over its channel at a stack depth: at 0 the plain `for (m in inbox)` loop, exactly the code
 * without depth; deeper, each receive made [stackDepth] suspend calls down ([receiveAtDepth]). Chosen once, when the
 * worker starts. Ends when the channel is closed, as the `for` loop does.
 */
internal suspend inline fun <T : Any> ReceiveChannel<T>.forEachAtDepth(
    stackDepth: Int,
    witness: StackDepthWitness,
    me: Int,
    action: (T) -> Unit,
) {
    if (stackDepth == 0) {
        for (m in this) {
            action(m)
        }
    } else {
        while (true) {
            action(receiveAtDepth(stackDepth, witness, me) ?: return)
        }
    }
}

/**
 * Receives [frames] calls deep in this suspend fun, each a small frame; null once the channel is closed. The
 * recursive call is not a tail call: the frame checks what came up before returning it, so each level is a
 * suspending frame with a continuation of its own (a suspend fun whose suspend calls are all tail calls hands its
 * caller's continuation down and keeps none).
 */
internal suspend fun <T : Any> ReceiveChannel<T>.receiveAtDepth(frames: Int, witness: StackDepthWitness, me: Int): T? {
    if (frames == 0) {
        witness.atDepth(me)
        return receiveCatching().getOrNull()
    }
    val received = receiveAtDepth(frames - 1, witness, me) ?: return null
    return received
}
