package ringside.vertx.workloads;

import io.vertx.core.Future;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;

/** select: source verticles send to one collector's address, with {@link Contention}'s consumer and senders. */
public final class Select {
    private Select() {
    }

    /**
     * Vert.x has no select over channels: the collector is one consumer, and every source a verticle instance that
     * sends its numbers to the collector's address when it starts, as contention's senders do. The event bus keeps
     * one sender's messages to one consumer in order.
     */
    public static CompletableFuture<Void> select(Op op, SelectTally tally) {
        SelectWorkload w = tally.workload();
        String collectorAddress = op.address("collector", 0);
        Future<String> collector = op.deploy(1, i -> new Actor<Long>(op.delivery, collectorAddress,
                Contention.untilTallied(op, tally::add)));
        List<Starter> sources = new ArrayList<>(w.selectSources());
        tally.createSources(s -> sources.add(Contention.rangeSender(op, collectorAddress, s, 1, w.selectMessages(),
                tally::sourceStarted)));
        op.deployAfter(collector, w.selectSources(), s -> sources.set(s, null)); // handed over, not kept
        return op.ended();
    }
}
