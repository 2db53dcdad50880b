package ringside.vertx.workloads;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;

/** big (Savina's Big): one deployment of actor verticles, each pinging peers' addresses and answering theirs. */
public final class Big {
    /** Tells a big actor to send its first ping: pings are ids >= 0 and pongs -(id + 1), never this low. */
    static final long BIG_START = Long.MIN_VALUE;

    private Big() {
    }

    /**
     * Every actor a verticle instance of one deployment, with its own consumer; a ping is its id, a pong -(id + 1).
     * Once every consumer is registered the op tells each actor to start ({@link #BIG_START}), so no first ping
     * goes to an address without a consumer; the actor that is the last to have all its pongs ends the op.
     */
    public static CompletableFuture<Void> big(Op op, BigTally tally) {
        BigWorkload w = tally.workload();
        int n = w.bigActors();
        String[] addresses = new String[n];
        Arrays.setAll(addresses, a -> op.address("big", a));
        List<Actor<Long>> actors = new ArrayList<>(n);
        tally.createActors(me -> actors.add(new Actor<Long>(op.delivery, addresses[me], m -> {
            if (m >= 0) {
                tally.pingReceived(me, m);
                op.delivery.send(op.bus, addresses[w.senderOf(m)], -(m + 1));
                return;
            }
            int next = m == BIG_START ? 0 : tally.pongReceived(me, -m - 1);
            if (next < w.bigPings()) {
                op.delivery.send(op.bus, addresses[w.peer(me, next)], w.ping(me, next));
            } else if (tally.actorFinished(me)) {
                op.done();
            }
        }, () -> tally.actorStarted(me))));
        op.deploy(n, me -> actors.set(me, null)).onSuccess(all -> { // handed over, not kept
            for (String a : addresses) {
                op.delivery.send(op.bus, a, BIG_START);
            }
        });
        return op.ended();
    }
}
