package ringside.kilim.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;

/** Contention: every sender a worker sending its range ({@link RangeSender}) into one receiver's inbox. */
public final class Contention {
    private Contention() {
    }

    /** One receiver's inbox and every sender sending its range into it, as fan-out's producer sends. */
    public static Future<Void> contention(KilimRuntime runtime, ContentionTally tally) {
        ContentionWorkload w = tally.workload();
        Inbox<Long> inbox = runtime.inbox();
        List<Worker> workers = new ArrayList<>(w.contentionSenders() + 1);
        workers.add(new Worker() { // receiver
            @Override
            protected void run() throws Pausable {
                for (boolean all = false; !all; ) {
                    all = tally.add(inbox.receive());
                }
            }
        });
        tally.createSenders(s -> workers.add(new RangeSender(runtime, s, w.firstValue(s), w.share(s), inbox,
                tally::senderStarted)));
        return runtime.run(workers);
    }
}
