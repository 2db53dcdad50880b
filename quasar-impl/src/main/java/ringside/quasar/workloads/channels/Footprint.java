package ringside.quasar.workloads.channels;

import static ringside.quasar.workloads.channels.Inbox.send;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.IntChannel;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import ringside.quasar.Op;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;

/** Footprint as fibers: each idle actor a fiber blocked on its own int channel until its one message. */
public final class Footprint {
    private Footprint() {
    }

    public static CompletableFuture<IdleActors> idleActors(Op<FootprintWorkload> op, FootprintTally tally) {
        FootprintWorkload w = tally.workload();
        List<IntChannel> inboxes = IntStream.range(0, w.footprintActors())
                .mapToObj(i -> Channels.newIntChannel(-1)).toList();
        tally.createActors(i -> op.start(new IdleFiber(i, inboxes.get(i), tally)));
        CompletableFuture<FootprintWorkload> ended = op.built(() -> w);
        return tally.whenAllWaiting(() -> {
            for (int i = 0; i < inboxes.size(); i++) {
                send(inboxes.get(i), i);
            }
        }, ended);
    }

    /** A footprint actor as a fiber: reports, blocks on its own channel until its one message comes, reports it. */
    record IdleFiber(int me, IntChannel in, FootprintTally tally) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            tally.waiting();
            tally.received(me, in.receive());
        }
    }
}
