package ringside.workload;

/**
 * One actor's part of a spawn op, the same common code for every framework: which leaves it covers, its children,
 * and the tally of their replies. A leaf covers one leaf index and replies it; a parent covers {@code span} leaves,
 * gives each of its {@code spawnBranching} children an equal share, and replies the sum of their replies once all
 * have come. Used by its actor only (a mailbox hands each reply over), so nothing here is shared between threads.
 */
public final class SpawnNode {
    private final int branching;
    private final long first;
    private final int span;
    private long sum;
    private long actors = 1; // itself
    private int replies;

    private SpawnNode(int branching, long first, int span) {
        this.branching = branching;
        this.first = first;
        this.span = span;
    }

    /** The root covers every leaf. */
    public static SpawnNode root(SpawnWorkload w) {
        return new SpawnNode(w.spawnBranching(), 0, w.spawnLeaves());
    }

    public boolean isLeaf() {
        return span == 1;
    }

    /** The children this actor spawns: none for a leaf, {@code spawnBranching} otherwise. */
    public int children() {
        return isLeaf() ? 0 : branching;
    }

    /** Child i covers the i-th equal share of this actor's leaves (spawnLeaves is a power of the branching). */
    public SpawnNode child(int i) {
        int share = span / branching;
        return new SpawnNode(branching, first + (long) i * share, share);
    }

    /** Tallies a child's reply; true once every child has replied (the actor then replies and ends). */
    public boolean add(SpawnResult reply) {
        sum += reply.sum();
        actors += reply.actors();
        return ++replies == children();
    }

    /** A leaf's reply: its index; a parent's: what its children replied, and itself counted. */
    public SpawnResult reply() {
        return isLeaf() ? new SpawnResult(first, 1) : new SpawnResult(sum, actors);
    }
}
