package ringside.loom.workloads;

import static ringside.loom.workloads.SendersIntoOneQueue.rangeSender;
import static ringside.loom.workloads.SendersIntoOneQueue.tallyReceiver;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import ringside.loom.OpThreads;
import ringside.loom.ThreadRuntime;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;

/** Select: with no select over queues in the JDK, every source a thread putting into the collector's one queue. */
public final class Select {
    private Select() {
    }

    /**
     * The JDK has no select over queues: every source a thread putting its numbers into the collector's one queue,
     * as contention's senders do.
     */
    public static Future<Void> select(ThreadRuntime runtime, SelectTally tally) {
        SelectWorkload w = tally.workload();
        LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
        List<OpThreads.Body> bodies = new ArrayList<>(w.selectSources() + 1);
        bodies.add(tallyReceiver(inbox, tally::add));
        tally.createSources(me -> bodies.add(rangeSender(me, 1, w.selectMessages(), inbox, tally::sourceStarted)));
        return runtime.run(bodies);
    }
}
