package ringside.quasar.workloads.actors;

import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.function.LongPredicate;

/**
 * One mailbox that many actors send to (contention's receiver, select's collector): hands each message to the
 * op's tally, and ends once the tally has them all.
 */
final class TallyReceiver extends BasicActor<Long, Void> {
    private final LongPredicate add;

    TallyReceiver(LongPredicate add) {
        this.add = add;
    }

    @Override
    protected Void doRun() throws InterruptedException, SuspendExecution {
        for (boolean all = false; !all; ) {
            all = add.test(receive());
        }
        return null;
    }
}
