package ringside.quasar.workloads.channels;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.LongChannel;
import co.paralleluniverse.strands.channels.SelectAction;
import co.paralleluniverse.strands.channels.Selector;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import ringside.quasar.Op;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;

/** Select as fibers: a source fiber per long channel, and a collector taking each message with Selector.select. */
public final class Select {
    private Select() {
    }

    /**
     * Quasar's select: each source a fiber with its own unbounded long channel; the collector a fiber that takes
     * each message with {@code Selector.select} over a receive action per channel (new actions per select, as
     * Quasar's docs write it).
     */
    public static CompletableFuture<Void> select(Op<Void> op, SelectTally tally) {
        SelectWorkload w = tally.workload();
        List<LongChannel> channels = IntStream.range(0, w.selectSources())
                .mapToObj(i -> Channels.newLongChannel(-1)).toList();
        op.start(new SelectCollector(channels, tally));
        tally.createSources(s -> op.start(new RangeSender(s, 1, w.selectMessages(), channels.get(s),
                tally::sourceStarted)));
        return op.built();
    }

    record SelectCollector(List<LongChannel> channels, SelectTally tally) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (boolean all = false; !all; ) {
                all = tally.add(Selector.select(receives()).message());
            }
        }

        private List<SelectAction<Long>> receives() {
            List<SelectAction<Long>> actions = new ArrayList<>(channels.size());
            for (LongChannel channel : channels) {
                actions.add(Selector.receive(channel));
            }
            return actions;
        }
    }
}
