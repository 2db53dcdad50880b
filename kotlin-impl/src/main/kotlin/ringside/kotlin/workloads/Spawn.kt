package ringside.kotlin.workloads

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.channels.SendChannel
import kotlinx.coroutines.launch
import ringside.workload.SpawnNode
import ringside.workload.SpawnResult

/**
 * One actor of the skynet tree: a coroutine that launches its children as its own child coroutines, sums their
 * replies from its own channel and replies to its parent. Structured concurrency makes the tear-down part of the
 * op: a coroutine completes only once its children have, so the op's scope ends with the last actor of the tree.
 */
internal fun CoroutineScope.spawnActor(node: SpawnNode, parent: SendChannel<SpawnResult>, capacity: Int) {
    launch {
        node.started()
        val replies = Channel<SpawnResult>(capacity)
        for (child in node.spawnChildren()) {
            spawnActor(child, replies, capacity)
        }
        var all = node.children() == 0
        while (!all) {
            all = node.add(replies.receive())
        }
        parent.send(node.reply())
    }
}
