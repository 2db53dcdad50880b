package ringside.workload;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * One actor's part of a spawn op, the same common code for every framework: which leaves it covers, its children,
 * and the tally of their replies. A leaf covers one leaf index and replies it; a parent covers {@code span} leaves,
 * gives each of its {@code spawnBranching} children an equal share, and replies the sum of their replies once all
 * have come. Used by its actor only (a mailbox hands each reply over), so its tally is not shared between threads.
 *
 * <p>Also the op's structural witness, kept in the nodes and summed up the tree by {@link #reply}, as the replies
 * are. Each actor reports {@link #started} as its first act in its own context, so common code counts the actors
 * that ran. A parent spawns its children in the loop
 * over {@link #spawnChildren}; a child that starts on its parent's thread while that loop runs, or on the op's
 * thread, was called inline, not started by its framework. An actor that is its own thread reports
 * {@link #startedOnItsOwnThread}, and its parent's reply checks that the thread has ended (joined), so the op does
 * not end with the tree alive.
 */
public final class SpawnNode {
    private final Witness op;
    private final SpawnNode parent;
    private final int branching;
    private final long first;
    private final int span;
    private long sum;
    private long actors = 1; // itself
    private int replies;
    /** This actor's thread while its spawning loop runs; only that thread can compare equal, and it writes this. */
    private Thread spawning;
    /** Its children while it waits for their replies, for the check at its reply; then dropped. */
    private SpawnNode[] children;
    /** Set when the actor is its own thread; read by its parent after its reply has come. */
    private Thread ownThread;
    /** Set by the actor's start report. */
    private boolean started;
    private boolean inline;
    /**
     * The witness's counts over this actor's subtree, summed by {@link #reply} from its own flags and its children's
     * counts (each written before that child's reply was sent): no shared counter, so no atomic per actor.
     */
    private long subtreeStarted;
    private long subtreeInline;
    private long subtreeAlive;

    private SpawnNode(Witness op, SpawnNode parent, int branching, long first, int span) {
        this.op = op;
        this.parent = parent;
        this.branching = branching;
        this.first = first;
        this.span = span;
    }

    /** The root covers every leaf. Made on the op's calling thread, where no actor of the op may run. */
    public static SpawnNode root(SpawnWorkload w) {
        return new SpawnNode(new Witness(w), null, w.spawnBranching(), 0, w.spawnLeaves());
    }

    public SpawnWorkload workload() {
        return op.workload;
    }

    public boolean isLeaf() {
        return span == 1;
    }

    /** The children this actor spawns: none for a leaf, {@code spawnBranching} otherwise. */
    public int children() {
        return isLeaf() ? 0 : branching;
    }

    /** The actor's first act, in its own context (its thread, task, fiber, coroutine or actor), before it spawns. */
    public void started() {
        Thread me = Thread.currentThread();
        inline = me == op.opThread || parent != null && parent.spawning == me;
        started = true;
    }

    /** As {@link #started}, for an actor that is its own thread: that thread must have ended by its parent's reply. */
    public void startedOnItsOwnThread() {
        ownThread = Thread.currentThread();
        started();
    }

    /**
     * The children this actor spawns, for its spawning loop ({@code for (SpawnNode child : node.spawnChildren())}):
     * the body spawns each, the framework's way. Child i covers the i-th equal share of this actor's leaves
     * (spawnLeaves is a power of the branching). A child must not run inside the loop's body.
     */
    public Iterable<SpawnNode> spawnChildren() {
        return () -> {
            children = new SpawnNode[children()];
            spawning = Thread.currentThread();
            return new Iterator<>() {
                private int next;

                @Override
                public boolean hasNext() {
                    if (next < children.length) {
                        return true;
                    }
                    spawning = null; // the loop is over
                    return false;
                }

                @Override
                public SpawnNode next() {
                    if (next >= children.length) {
                        throw new NoSuchElementException();
                    }
                    int share = span / branching;
                    SpawnNode child = new SpawnNode(op, SpawnNode.this, branching, first + (long) next * share, share);
                    children[next++] = child;
                    return child;
                }
            };
        };
    }

    /** Tallies a child's reply; true once every child has replied (the actor then replies and ends). */
    public boolean add(SpawnResult reply) {
        sum += reply.sum();
        actors += reply.actors();
        return ++replies == children();
    }

    /** A leaf's reply: its index; a parent's: what its children replied, and itself counted. */
    public SpawnResult reply() {
        long startedBelow = started ? 1 : 0;
        long inlineBelow = inline ? 1 : 0;
        long aliveBelow = 0;
        if (children != null) {
            for (SpawnNode child : children) {
                if (child != null) {
                    startedBelow += child.subtreeStarted;
                    inlineBelow += child.subtreeInline;
                    aliveBelow += child.subtreeAlive + (child.ownThread != null && child.ownThread.isAlive() ? 1 : 0);
                }
            }
            children = null;
        }
        subtreeStarted = startedBelow;
        subtreeInline = inlineBelow;
        subtreeAlive = aliveBelow;
        return isLeaf() ? new SpawnResult(first, 1) : new SpawnResult(sum, actors);
    }

    /**
     * The op's structural witness, checked once the root's reply has come: every actor started, none inline, and an
     * actor that is its own thread ended before its parent replied (the root's before the op completed).
     */
    public SpawnResult checkWitness(SpawnResult r) {
        SpawnWorkload w = op.workload;
        if (subtreeStarted != w.actors()) {
            throw new InvalidResultException(w + ": " + subtreeStarted + " actors reported their start"
                    + " (SpawnNode.started, counted by common code), expected " + w.actors()
                    + ": every actor must run and report itself");
        }
        if (subtreeInline != 0) {
            throw new InvalidResultException(w + ": " + subtreeInline + " actors ran inline, inside their parent's"
                    + " spawning loop or on the op's thread: a spawned child must run in its own context, started by"
                    + " its framework, not in its parent's call stack");
        }
        long alive = subtreeAlive + (ownThread != null && ownThread.isAlive() ? 1 : 0);
        if (alive != 0) {
            throw new InvalidResultException(w + ": " + alive + " actors that are their own threads were still alive"
                    + " when their parent replied (or the root's when the op completed): a parent must join its"
                    + " children before it replies, so the op does not end with the tree alive");
        }
        return r;
    }

    /** What the nodes of one op share: its workload, and its thread, where no actor may run. */
    private record Witness(SpawnWorkload workload, Thread opThread) {
        Witness(SpawnWorkload workload) {
            this(workload, Thread.currentThread());
        }
    }
}
