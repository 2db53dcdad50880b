package ringside.loom.workloads;

import static ringside.loom.workloads.Mailboxes.mailboxes;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import ringside.loom.OpThreads;
import ringside.loom.ThreadRuntime;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;

/** Big: every actor a thread on its own queue, pinging its peers and answering theirs (many-to-many). */
public final class Big {
    /** Ends a big actor: pings are ids >= 0 and pongs -(id + 1), never this low. */
    private static final long BIG_STOP = Long.MIN_VALUE;

    private Big() {
    }

    /**
     * Every actor a thread on its own queue: a ping is its id, a pong -(id + 1); it answers each ping and sends its
     * next ping when the last one's pong has come. The last actor to have all its pongs stops every thread.
     */
    public static Future<Void> big(ThreadRuntime runtime, BigTally tally) {
        BigWorkload w = tally.workload();
        List<LinkedTransferQueue<Long>> inboxes = mailboxes(w.bigActors());
        List<OpThreads.Body> actors = new ArrayList<>(w.bigActors());
        tally.createActors(me -> actors.add(() -> {
            tally.actorStarted(me);
            LinkedTransferQueue<Long> in = inboxes.get(me);
            inboxes.get(w.peer(me, 0)).put(w.ping(me, 0));
            for (long m = in.take(); m != BIG_STOP; m = in.take()) {
                if (m >= 0) {
                    tally.pingReceived(me, m);
                    inboxes.get(w.senderOf(m)).put(-(m + 1));
                    continue;
                }
                int next = tally.pongReceived(me, -m - 1);
                if (next < w.bigPings()) {
                    inboxes.get(w.peer(me, next)).put(w.ping(me, next));
                } else if (tally.actorFinished(me)) {
                    inboxes.forEach(box -> box.put(BIG_STOP));
                }
            }
        }));
        return runtime.run(actors);
    }
}
