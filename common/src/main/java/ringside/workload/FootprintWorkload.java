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

    /** At the measurement: every actor waiting, none ended (an actor that has gone costs no memory). */
    public IdleActors checkIdle(IdleActors idle) {
        if (idle.waiting() != footprintActors || idle.ended() != 0) {
            throw new InvalidResultException(this + ": at the measurement " + idle.waiting() + " actors were waiting"
                    + " and " + idle.ended() + " had ended; expected " + footprintActors + " waiting and none ended");
        }
        return idle;
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
        return r;
    }
}
