package ringside.quasar.workloads.channels;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.LongChannel;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import ringside.quasar.Op;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;

/** Big as fibers: each actor a fiber with its own long channel, pinging its peers and answering theirs. */
public final class Big {
    /** Ends a big fiber; pings are ids (>= 0), pongs -(id + 1). */
    public static final long BIG_STOP = Long.MIN_VALUE;

    private Big() {
    }

    /** Each actor a fiber with its own unbounded long channel; the last to have all its pongs stops them all. */
    public static CompletableFuture<Void> big(Op<Void> op, BigTally tally) {
        BigWorkload w = tally.workload();
        List<LongChannel> inboxes = IntStream.range(0, w.bigActors())
                .mapToObj(i -> Channels.newLongChannel(-1)).toList();
        tally.createActors(a -> op.start(new BigFiber(a, w, inboxes, tally)));
        return op.built();
    }

    record BigFiber(int me, BigWorkload w, List<LongChannel> inboxes, BigTally tally) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            tally.actorStarted(me);
            LongChannel in = inboxes.get(me);
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
                    for (LongChannel inbox : inboxes) {
                        inbox.send(BIG_STOP);
                    }
                }
            }
        }
    }
}
