package ringside.workload;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * A big op's common bookkeeping, the same for every framework, made by the op's caller on the thread that calls the
 * op. Each actor calls it from its own context for every ping and pong it receives: per actor, fields written by that
 * actor only. Also the op's structural witness: the actors are created through {@link #createActors}, and each reports
 * {@link #actorStarted} as its first act ({@link StartWitness}). Read once the op has ended: the last
 * {@link #actorFinished} comes after every tally write (each write precedes a message that leads to it).
 */
public final class BigTally {
    private final BigWorkload workload;
    private final StartWitness actors;
    private final long[] pings;
    private final long[] pingSums;
    private final long[] pongs;
    private final long[] violations;
    private final String[] firstViolations;
    private final AtomicInteger finished = new AtomicInteger();

    public BigTally(BigWorkload w) {
        this.workload = w;
        int n = w.bigActors();
        this.actors = new StartWitness(n);
        this.pings = new long[n];
        this.pingSums = new long[n];
        this.pongs = new long[n];
        this.violations = new long[n];
        this.firstViolations = new String[n];
    }

    /** The op's workload. */
    public BigWorkload workload() {
        return workload;
    }

    /** The op's loop that creates the actors: {@code create} creates (and may start) actor a, for each a. */
    public void createActors(IntConsumer create) {
        actors.create(create);
    }

    /** Actor {@code actor} has started, in its own context: its first act, before its first ping. */
    public void actorStarted(int actor) {
        actors.started(actor);
    }

    /**
     * Actor {@code actor} received the ping {@code ping}; it answers with a pong carrying the same id. Its sender
     * must have had all its earlier pongs: it wrote that count before it sent this ping, and cannot change it before
     * this ping's pong, so the read is ordered; a sender that pings ahead of its pongs shows here.
     */
    public void pingReceived(int actor, long ping) {
        pings[actor]++;
        pingSums[actor] += ping;
        int sender = workload.senderOf(ping);
        long had = pongs[sender];
        if (had != workload.indexOf(ping) && violations[actor]++ == 0) {
            firstViolations[actor] = "actor " + sender + "'s ping " + workload.indexOf(ping) + " came when it had "
                    + had + " pongs: it did not wait for the pong of its last ping";
        }
    }

    /**
     * Actor {@code actor} received a pong; it must answer the ping it sent last (its pongs so far). Returns the index
     * of the next ping to send, or {@code bigPings} when the actor has all its pongs (then it calls
     * {@link #actorFinished} and sends no more).
     */
    public int pongReceived(int actor, long ping) {
        long due = workload.ping(actor, (int) pongs[actor]);
        if (ping != due && violations[actor]++ == 0) {
            firstViolations[actor] = "actor " + actor + " got the pong for ping " + ping + " when " + due
                    + " was due";
        }
        return (int) ++pongs[actor];
    }

    /** Actor {@code actor} has all its pongs; true for the last actor to finish, which then ends the op. */
    public boolean actorFinished(int actor) {
        return finished.incrementAndGet() == workload.bigActors();
    }

    public BigResult result() {
        long all = 0;
        String first = null;
        for (int a = 0; a < violations.length; a++) {
            all += violations[a];
            first = first == null ? firstViolations[a] : first;
        }
        return new BigResult(pings.clone(), pingSums.clone(), pongs.clone(), finished.get(), all, first,
                actors.report());
    }
}
