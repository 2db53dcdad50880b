package ringside.workload;

/**
 * The skynet tree: a root actor spawns {@code spawnBranching} children, each spawns as many, down to
 * {@code spawnLeaves} leaves. Each leaf replies its index (0..spawnLeaves-1), each parent replies the sum of its
 * children's replies, and every actor ends after replying; the root's reply ends the op ({@link SpawnNode} is each
 * actor's part, the same for every framework). One op is the whole tree: created, answered and gone.
 */
public record SpawnWorkload(int spawnBranching, int spawnLeaves) {

    public SpawnWorkload {
        Workload.require(spawnBranching >= 2, "spawnBranching", spawnBranching, "an integer >= 2");
        Workload.require(spawnLeaves >= 1, "spawnLeaves", spawnLeaves, "an integer >= 1");
        if (depth(spawnBranching, spawnLeaves) < 0) {
            throw new IllegalArgumentException("spawnLeaves: " + spawnLeaves + " is not accepted; expected a power of"
                    + " spawnBranching (" + spawnBranching + "), such as " + spawnBranching + ", "
                    + (long) spawnBranching * spawnBranching + " or " + (long) spawnBranching * spawnBranching
                    * spawnBranching);
        }
    }

    /** Levels below the root: d with b^d = n, or -1 when n is not a power of b. */
    private static int depth(int b, int n) {
        int d = 0;
        long leaves = 1;
        while (leaves < n) {
            leaves *= b;
            d++;
        }
        return leaves == n ? d : -1;
    }

    /** Every actor of the tree: 1 + b + ... + n = (b*n - 1) / (b - 1). */
    public long actors() {
        return ((long) spawnBranching * spawnLeaves - 1) / (spawnBranching - 1);
    }

    /** Each actor sends one message, its reply (the root's to the op): so ns per message is ns per actor. */
    public long messagesPerOp() {
        return actors();
    }

    /** The leaf indices 0..n-1 sum to n(n-1)/2. */
    public long expectedSum() {
        return (long) spawnLeaves * (spawnLeaves - 1) / 2;
    }

    /** The root's reply, and the op's structural witness kept by its nodes ({@link SpawnNode#checkWitness}). */
    public SpawnResult validate(SpawnResult r, SpawnNode root) {
        return root.checkWitness(validate(r));
    }

    /** The root's reply: the sum of the leaves, and the actors of the tree as they counted themselves. */
    public SpawnResult validate(SpawnResult r) {
        if (r.actors() != actors()) {
            throw new InvalidResultException(this + ": " + r.actors() + " actors ran, expected " + actors());
        }
        if (r.sum() != expectedSum()) {
            throw new InvalidResultException(this + ": the root's sum is " + r.sum() + ", expected " + expectedSum());
        }
        return r;
    }
}
