package ringside.pekko.workloads;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;
import java.util.function.Supplier;
import ringside.pekko.workloads.OpParent.Done;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;

/** contention: sender actors tell one receiver's mailbox at once; {@link Select} uses its receiver and senders too. */
public final class Contention {
    private Contention() {
    }

    /**
     * One receiver, and every sender an actor that tells its whole range when it starts and stops, as fan-out's
     * producer does: the receiver's mailbox takes them all, concurrently, with nothing between.
     */
    public static Supplier<Void> contention(ActorContext<Done> ctx, ContentionTally tally) {
        ContentionWorkload w = tally.workload();
        ActorRef<Long> receiver = tallyReceiver(ctx, tally::add);
        tally.createSenders(me -> rangeSender(ctx, me, w.firstValue(me), w.share(me), receiver,
                tally::senderStarted));
        return OpParent.ENDED;
    }

    /**
     * One mailbox that many actors tell (contention's receiver, select's collector): each message goes to the op's
     * tally, and the parent is told once the tally has them all.
     */
    static ActorRef<Long> tallyReceiver(ActorContext<Done> ctx, LongPredicate add) {
        ActorRef<Done> parent = ctx.getSelf();
        return ctx.spawnAnonymous(Behaviors.receiveMessage((Long message) -> {
            if (add.test(message)) {
                parent.tell(Done.DONE);
            }
            return Behaviors.same();
        }));
    }

    /**
     * An actor that tells its range of numbers when it starts, then stops, as fan-out's producer does: a contention
     * sender, or a select source (numbers 1 to selectMessages; select's messages are contention's). It reports its
     * start and tells once the stage the report returns completes: at once outside the TCK's hold, else when the
     * stage's completion, piped to itself, arrives.
     */
    static void rangeSender(ActorContext<Done> ctx, int me, long first, int count, ActorRef<Long> receiver,
            IntFunction<CompletableFuture<Void>> started) {
        ctx.spawnAnonymous(Behaviors.<Done>setup(self -> {
            CompletableFuture<Void> go = started.apply(me);
            if (go.isDone()) {
                return tellRange(me, first, count, receiver);
            }
            self.pipeToSelf(go, (ok, failed) -> Done.DONE);
            return Behaviors.receiveMessage(opened -> tellRange(me, first, count, receiver));
        }));
    }

    private static Behavior<Done> tellRange(int me, long first, int count, ActorRef<Long> receiver) {
        for (long v = first; v < first + count; v++) {
            receiver.tell(ContentionWorkload.message(me, v));
        }
        return Behaviors.stopped();
    }
}
