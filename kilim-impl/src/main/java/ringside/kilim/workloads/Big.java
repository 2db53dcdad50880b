package ringside.kilim.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import kilim.Pausable;
import ringside.kilim.KilimRuntime;
import ringside.kilim.KilimRuntime.Inbox;
import ringside.kilim.KilimRuntime.Worker;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;

/** Big: every actor a worker on its own inbox, pinging its peers and answering theirs (many-to-many). */
public final class Big {
    /** Ends a big worker; pings are ids (>= 0), pongs -(id + 1). */
    static final long BIG_STOP = Long.MIN_VALUE;

    private Big() {
    }

    /** Each actor a worker with its own unbounded inbox; the last to have all its pongs stops them all. */
    public static Future<Void> big(KilimRuntime runtime, BigTally tally) {
        BigWorkload w = tally.workload();
        List<Inbox<Long>> inboxes = runtime.inboxes(w.bigActors());
        List<Worker> workers = new ArrayList<>(w.bigActors());
        tally.createActors(a -> workers.add(new BigWorker(a, w, inboxes, tally)));
        return runtime.run(workers);
    }

    static final class BigWorker extends Worker {
        private final int me;
        private final BigWorkload w;
        private final List<Inbox<Long>> inboxes;
        private final BigTally tally;

        BigWorker(int me, BigWorkload w, List<Inbox<Long>> inboxes, BigTally tally) {
            this.me = me;
            this.w = w;
            this.inboxes = inboxes;
            this.tally = tally;
        }

        @Override
        protected void run() throws Pausable {
            tally.actorStarted(me);
            Inbox<Long> in = inboxes.get(me);
            inboxes.get(w.peer(me, 0)).send(w.ping(me, 0));
            for (long m = in.receive(); m != BIG_STOP; m = in.receive()) {
                if (m >= 0) {
                    tally.pingReceived(me, m);
                    inboxes.get(w.senderOf(m)).send(-(m + 1));
                    continue;
                }
                int next = tally.pongReceived(me, -m - 1);
                if (next < w.bigPings()) {
                    inboxes.get(w.peer(me, next)).send(w.ping(me, next));
                } else if (tally.actorFinished(me)) {
                    for (Inbox<Long> inbox : inboxes) {
                        inbox.send(BIG_STOP);
                    }
                }
            }
        }
    }
}
