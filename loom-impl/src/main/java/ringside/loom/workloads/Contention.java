package ringside.loom.workloads;

import static ringside.loom.workloads.SendersIntoOneQueue.rangeSender;
import static ringside.loom.workloads.SendersIntoOneQueue.tallyReceiver;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import ringside.loom.OpThreads;
import ringside.loom.ThreadRuntime;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;

/** Contention: every sender a thread putting its range into one receiver thread's queue. */
public final class Contention {
    private Contention() {
    }

    /** Every sender a thread putting its range into the receiver's one queue, as fan-out's producer puts. */
    public static Future<Void> contention(ThreadRuntime runtime, ContentionTally tally) {
        ContentionWorkload w = tally.workload();
        LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
        List<OpThreads.Body> bodies = new ArrayList<>(w.contentionSenders() + 1);
        bodies.add(tallyReceiver(inbox, tally::add));
        tally.createSenders(me -> bodies.add(rangeSender(me, w.firstValue(me), w.share(me), inbox,
                tally::senderStarted)));
        return runtime.run(bodies);
    }
}
