package ringside.workload;

/**
 * What a spawn actor replies to its parent, and what the root's reply says of the whole op: the sum of the leaf
 * indices of its subtree, and how many actors of that subtree ran (counted by the actors themselves: a leaf says 1,
 * a parent 1 plus its children's counts).
 */
public record SpawnResult(long sum, long actors) {
}
