package ringside.workload;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Many-to-many, Savina's "Big": {@code bigActors} actors; each sends {@code bigPings} pings, one at a time, to peers
 * drawn from its own deterministic sequence ({@link #peer}), and sends the next only when the pong for the last has
 * come. Every actor answers every ping it receives with a pong to its sender, whether or not it has finished its own.
 * The op ends when every actor has all its pongs ({@link BigTally#actorFinished}); then no ping is unanswered. A ping
 * and its pong carry the same id ({@link #ping}).
 */
public record BigWorkload(int bigActors, int bigPings) {
    private static final Map<BigWorkload, long[][]> EXPECTED = new ConcurrentHashMap<>();

    public BigWorkload {
        Workload.require(bigActors >= 2, "bigActors", bigActors, "an integer >= 2");
        Workload.require(bigPings >= 1, "bigPings", bigPings, "an integer >= 1 (pings per actor)");
        Workload.require((long) bigActors * bigPings <= Integer.MAX_VALUE, "bigActors x bigPings",
                (long) bigActors * bigPings, "at most " + Integer.MAX_VALUE + " pings per op");
    }

    /**
     * The peer actor {@code actor} sends its {@code k}-th ping to (k from 0): never itself, spread evenly by a
     * splitmix64 hash of (actor, k), so every language can draw the same sequence.
     */
    public int peer(int actor, int k) {
        long z = ((long) actor << 32 | k) + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        return (int) ((actor + 1 + Long.remainderUnsigned(z, bigActors - 1)) % bigActors);
    }

    /**
     * A checksum of every actor's whole peer sequence, for a port of {@link #peer} to compare with before it plays:
     * the sum over actors a and k of peer(a, k) * (a * bigPings + k + 1), wrapping at 64 bits (read it unsigned).
     */
    public long peerCheck() {
        long sum = 0;
        for (int a = 0; a < bigActors; a++) {
            for (int k = 0; k < bigPings; k++) {
                sum += peer(a, k) * (ping(a, k) + 1);
            }
        }
        return sum;
    }

    /** The id actor {@code actor}'s {@code k}-th ping and its pong carry: unique in the op. */
    public long ping(int actor, int k) {
        return (long) actor * bigPings + k;
    }

    public int senderOf(long ping) {
        return (int) (ping / bigPings);
    }

    public int indexOf(long ping) {
        return (int) (ping % bigPings);
    }

    /** A ping and a pong for every ping of every actor. */
    public long messagesPerOp() {
        return 2L * bigActors * bigPings;
    }

    /** Per actor, the pings it receives and the sum of their ids, from every actor's sequence. Computed once. */
    private long[][] expected() {
        return EXPECTED.computeIfAbsent(this, w -> {
            long[] counts = new long[bigActors];
            long[] sums = new long[bigActors];
            for (int a = 0; a < bigActors; a++) {
                for (int k = 0; k < bigPings; k++) {
                    int to = peer(a, k);
                    counts[to]++;
                    sums[to] += ping(a, k);
                }
            }
            return new long[][] {counts, sums};
        });
    }

    public long expectedPingsReceived(int actor) {
        return expected()[0][actor];
    }

    public long expectedPingSum(int actor) {
        return expected()[1][actor];
    }

    public BigResult validate(BigResult r) {
        String op = toString();
        if (r.pingsReceived().length != bigActors || r.pingSums().length != bigActors
                || r.pongsReceived().length != bigActors) {
            throw new InvalidResultException(op + ": tallies for " + r.pingsReceived().length + " actors, expected "
                    + bigActors);
        }
        if (r.finished() != bigActors) {
            throw new InvalidResultException(op + ": " + r.finished() + " of " + bigActors + " actors finished"
                    + " (BigTally.actorFinished)");
        }
        for (int a = 0; a < bigActors; a++) {
            if (r.pongsReceived()[a] != bigPings) {
                throw new InvalidResultException(op + ": actor " + a + " got " + r.pongsReceived()[a]
                        + " pongs, expected " + bigPings);
            }
            if (r.pingsReceived()[a] != expectedPingsReceived(a) || r.pingSums()[a] != expectedPingSum(a)) {
                throw new InvalidResultException(op + ": actor " + a + " received " + r.pingsReceived()[a]
                        + " pings with ids summing to " + r.pingSums()[a] + ", expected " + expectedPingsReceived(a)
                        + " summing to " + expectedPingSum(a) + " (from every actor's peer sequence)");
            }
        }
        if (r.violations() != 0) {
            throw new InvalidResultException(op + ": " + r.violations() + " pings or pongs were out of sequence,"
                    + " the first: " + r.firstViolation());
        }
        r.actors().check(op, "actors", a -> "actor " + a, "BigTally.createActors", "BigTally.actorStarted");
        return r;
    }
}
