package ringside.kilim.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;

/** Select: every source a worker on its own inbox ({@link RangeSender}), the collector receiving from all at once. */
public final class Select {
    private Select() {
    }

    /** Each source a worker with its own inbox; the collector receives through the level's select over them. */
    public static Future<Void> select(KilimRuntime runtime, SelectTally tally) {
        SelectWorkload w = tally.workload();
        List<Inbox<Long>> inboxes = runtime.inboxes(w.selectSources());
        KilimRuntime.Select<Long> all = runtime.select(inboxes);
        List<Worker> workers = new ArrayList<>(w.selectSources() + 1);
        workers.add(new Worker() { // collector
            @Override
            protected void run() throws Pausable {
                for (boolean done = false; !done; ) {
                    done = tally.add(all.receive());
                }
            }
        });
        tally.createSources(s -> workers.add(new RangeSender(runtime, s, 1, w.selectMessages(), inboxes.get(s),
                tally::sourceStarted)));
        return runtime.run(workers);
    }
}
