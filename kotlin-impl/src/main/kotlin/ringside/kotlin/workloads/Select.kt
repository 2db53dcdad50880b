package ringside.kotlin.workloads

import java.util.concurrent.Future
import kotlinx.coroutines.future.await
import kotlinx.coroutines.launch
import kotlinx.coroutines.selects.select
import ringside.workload.SelectTally
import ringside.workload.SelectWorkload

/**
 * Select: every source a coroutine sending its numbers into a channel of its own; the collector a coroutine that
 * selects over all of them (select with onReceive), one message per select. Kotlin's select is biased to the
 * first clause ready; the sources' order within each channel is kept either way.
 */
internal fun Ops.select(tally: SelectTally): Future<Void?> {
    val w = tally.workload()
    val sources = inboxes<Long>(w.selectSources())
    return tallied {
        launch { // collector
            var all = false
            while (!all) {
                all = select {
                    for (source in sources) {
                        source.onReceive { tally.add(it) }
                    }
                }
            }
        }
        tally.createSources { s ->
            launch {
                tally.sourceStarted(s).await() // complete at once, but under the TCK's hold
                for (i in 1..w.selectMessages()) {
                    sources[s].send(SelectWorkload.message(s, i.toLong()))
                }
            }
        }
    }
}
