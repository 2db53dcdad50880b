package ringside.kotlin.workloads

import java.util.concurrent.Future
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.channels.SendChannel
import kotlinx.coroutines.launch
import ringside.workload.SpawnNode
import ringside.workload.SpawnResult

/** Spawn (skynet): the root actor a coroutine of the op, whose reply is the op's result ([spawnActor]). */
internal fun Ops.spawn(root: SpawnNode): Future<SpawnResult> {
    var answer: SpawnResult? = null
    return op({ answer!! }) {
        val top = Channel<SpawnResult>(capacity)
        spawnActor(root, top, capacity)
        answer = top.receive()
    }
}

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
