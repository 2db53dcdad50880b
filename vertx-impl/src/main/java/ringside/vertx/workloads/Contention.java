package ringside.vertx.workloads;

import io.vertx.core.Future;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;

/** contention: sender verticles send to one receiver's address at once; {@link Select} reuses both kinds. */
public final class Contention {
    private Contention() {
    }

    /**
     * One receiver, and every sender a verticle instance that sends its whole range when it starts, as fan-out's
     * producer does: the receiver's consumer takes them all, from up to p event loops at once.
     */
    public static CompletableFuture<Void> contention(Op op, ContentionTally tally) {
        ContentionWorkload w = tally.workload();
        String receiverAddress = op.address("receiver", 0);
        Future<String> receiver = op.deploy(1, i -> new Actor<Long>(op.delivery, receiverAddress,
                untilTallied(op, tally::add)));
        List<Starter> senders = new ArrayList<>(w.contentionSenders());
        tally.createSenders(s -> senders.add(rangeSender(op, receiverAddress, s, w.firstValue(s), w.share(s),
                tally::senderStarted)));
        op.deployAfter(receiver, w.contentionSenders(), s -> senders.set(s, null)); // handed over, not kept
        return op.ended();
    }

    /**
     * The consumer of one address that many verticles send to (contention's receiver, select's collector): each
     * message goes to the op's tally, and the op is done once it has them all.
     */
    static Consumer<Long> untilTallied(Op op, LongPredicate add) {
        return message -> {
            if (add.test(message)) {
                op.done();
            }
        };
    }

    /**
     * A verticle instance that sends its range of numbers to {@code address} when it starts, as fan-out's producer
     * does: a contention sender, or a select source (numbers 1 to selectMessages; select's messages are
     * contention's). It sends once the stage its start report returns has completed: at once outside the TCK's hold.
     */
    static Starter rangeSender(Op op, String address, int me, long first, int count,
            IntFunction<CompletableFuture<Void>> started) {
        return new Starter(() -> started.apply(me), () -> {
            for (long v = first; v < first + count; v++) {
                op.delivery.send(op.bus, address, ContentionWorkload.message(me, v));
            }
        });
    }
}
