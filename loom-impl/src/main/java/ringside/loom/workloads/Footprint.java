package ringside.loom.workloads;

import static ringside.loom.workloads.Mailboxes.mailboxes;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import ringside.loom.OpThreads;
import ringside.loom.ThreadRuntime;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;

/** Footprint: idle actors, each a thread blocked on its own queue until the one message the benchmark thread puts. */
public final class Footprint {
    private Footprint() {
    }

    /** Each actor a thread blocked in take() on its own mailbox, as every worker of this module is. */
    public static Future<IdleActors> idleActors(ThreadRuntime runtime, FootprintTally tally) {
        FootprintWorkload w = tally.workload();
        List<LinkedTransferQueue<Integer>> mailboxes = mailboxes(w.footprintActors());
        List<OpThreads.Body> actors = new ArrayList<>(mailboxes.size());
        tally.createActors(me -> {
            LinkedTransferQueue<Integer> in = mailboxes.get(me);
            actors.add(() -> {
                tally.waiting();
                tally.received(me, in.take());
            });
        });
        CompletableFuture<FootprintWorkload> ended = runtime.run(actors, () -> w);
        return tally.whenAllWaiting(() -> {
            for (int i = 0; i < mailboxes.size(); i++) {
                mailboxes.get(i).put(i);
            }
        }, ended);
    }
}
