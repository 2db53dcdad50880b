package ringside.workload;

/**
 * Memory per idle actor: {@code footprintActors} actors, each with its own mailbox, all alive at once and parked
 * waiting for one message. The benchmark measures the process while they wait; then each actor is sent its own
 * index and ends. The actors report themselves to a {@link FootprintTally}, the same common code for every
 * framework, so what is counted here is what the actors did.
 */
public record FootprintWorkload(int footprintActors) {

    public FootprintWorkload {
        Workload.require(footprintActors >= 1, "footprintActors", footprintActors, "an integer >= 1");
    }

    /** Each actor receives one message, its wake-up. */
    public long messagesPerOp() {
        return footprintActors;
    }

    /** The indices 0..n-1 that the actors receive sum to n(n-1)/2. */
    public long expectedSum() {
        return (long) footprintActors * (footprintActors - 1) / 2;
    }

    /**
     * At the measurement: every actor waiting, none ended (an actor that has gone costs no memory), and each reported
     * waiting from its own context, so it exists and runs in its framework (an actor reported at its creation may not
     * have been started yet, and then its memory is not there to measure). Read from the op's tally.
     */
    public void checkIdle(FootprintTally tally) {
        if (tally.waitingCount() != footprintActors || tally.receivedCount() != 0) {
            throw new InvalidResultException(this + ": at the measurement " + tally.waitingCount() + " actors were"
                    + " waiting and " + tally.receivedCount() + " had ended; expected " + footprintActors
                    + " waiting and none ended");
        }
        if (!tally.actorsCreated()) {
            throw new InvalidResultException(this + ": the actors were not created through"
                    + " FootprintTally.createActors, so nothing shows they reported waiting from their own context");
        }
        if (tally.waitingInlineCount() != 0) {
            throw new InvalidResultException(this + ": " + tally.waitingInlineCount() + " of " + footprintActors
                    + " actors reported waiting on the op's thread or inside the loop that creates them, not from"
                    + " their own context: an idle actor must be started and parked by its framework");
        }
    }

    public FootprintResult validate(FootprintResult r) {
        if (r.waited() != footprintActors) {
            throw new InvalidResultException(this + ": " + r.waited() + " actors waited, expected " + footprintActors);
        }
        if (r.received() != footprintActors || r.misdelivered() != 0) {
            throw new InvalidResultException(this + ": " + r.received() + " actors received a message, "
                    + r.misdelivered() + " of them another actor's; expected each of the " + footprintActors
                    + " to receive its own");
        }
        if (r.sum() != expectedSum()) {
            throw new InvalidResultException(this + ": the received indices sum to " + r.sum() + ", expected "
                    + expectedSum());
        }
        if (r.receivedInline() != 0) {
            throw new InvalidResultException(this + ": " + r.receivedInline() + " of " + footprintActors + " actors"
                    + " received their message on the op's thread, inside the wake-up, not in their own context: an"
                    + " idle actor must be woken by its framework");
        }
        return r;
    }
}
