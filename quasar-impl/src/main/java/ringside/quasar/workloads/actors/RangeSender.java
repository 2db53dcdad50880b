package ringside.quasar.workloads.actors;

import static ringside.quasar.workloads.channels.RangeSender.awaitGo;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;
import ringside.workload.ContentionWorkload;

/**
 * Sends its range of numbers when it starts, then ends, as fan-out's producer does: a contention sender, or a
 * select source (numbers 1 to selectMessages; select's messages are contention's). It first waits for the stage
 * its start report returns ({@link ringside.quasar.workloads.channels.RangeSender#awaitGo}).
 */
final class RangeSender extends BasicActor<Void, Void> {
    private final int me;
    private final long first;
    private final int count;
    private final ActorRef<Long> receiver;
    private final IntFunction<CompletableFuture<Void>> started;

    RangeSender(int me, long first, int count, ActorRef<Long> receiver,
            IntFunction<CompletableFuture<Void>> started) {
        this.me = me;
        this.first = first;
        this.count = count;
        this.receiver = receiver;
        this.started = started;
    }

    @Override
    protected Void doRun() throws InterruptedException, SuspendExecution {
        awaitGo(started.apply(me));
        for (long v = first; v < first + count; v++) {
            receiver.send(ContentionWorkload.message(me, v));
        }
        return null;
    }
}
