package ringside.kilim.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;

/** Footprint: idle workers, each paused on its own inbox until the one message posted from outside the op. */
public final class Footprint {
    private Footprint() {
    }

    public static Future<IdleActors> idleActors(KilimRuntime runtime, FootprintTally tally) {
        FootprintWorkload w = tally.workload();
        List<Inbox<Integer>> inboxes = runtime.inboxes(w.footprintActors());
        List<Worker> actors = new ArrayList<>(inboxes.size());
        tally.createActors(i -> actors.add(new IdleWorker(i, inboxes.get(i), tally)));
        Runnable wakeEach = runtime.fromOutside(() -> {
            for (int i = 0; i < inboxes.size(); i++) {
                inboxes.get(i).post(i);
            }
        });
        return tally.whenAllWaiting(wakeEach, runtime.run(actors, () -> w));
    }

    /** A footprint actor: reports, pauses in its inbox until its one message comes, reports it and returns. */
    static final class IdleWorker extends Worker {
        private final int me;
        private final Inbox<Integer> in;
        private final FootprintTally tally;

        IdleWorker(int me, Inbox<Integer> in, FootprintTally tally) {
            this.me = me;
            this.in = in;
            this.tally = tally;
        }

        @Override
        protected void run() throws Pausable {
            tally.waiting();
            tally.received(me, in.receive());
        }
    }
}
