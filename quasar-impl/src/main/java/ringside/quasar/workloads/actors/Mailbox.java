package ringside.quasar.workloads.actors;

import co.paralleluniverse.actors.ActorRef;
import ringside.quasar.workloads.channels.Inbox;

/** An actor's default (unbounded) mailbox, as every actor workload uses it: the stop value and the outside send. */
final class Mailbox {
    static final int STOP = Inbox.STOP;

    private Mailbox() {
    }

    /** A send from the benchmark thread: the mailbox is unbounded, so trySend never has to wait. */
    static <T> void send(ActorRef<T> to, T value) {
        if (!to.trySend(value)) {
            throw new IllegalStateException("an unbounded mailbox refused a message");
        }
    }
}
